/**
 * A field a user types or chooses in: an input (not a file's, which is reached by its button), a
 * select, a rich text (its editable text, not its toolbar).
 */
const FIELD =
  'input:not([type="hidden"]):not([type="file"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [contenteditable="true"]';

/** A rich-text editor still loading its code: its field is not there yet. */
const LOADING = '[data-slot="rich-text-editor-skeleton"]';

/**
 * Puts the cursor in the first field of `container` (a row just added to a form: a page's new
 * block), as soon as it is there: a rich-text editor loads its code on first use, so its field may
 * come a moment after the row, and a user who went elsewhere meanwhile is left there. Returns the way to stop waiting (the row went away).
 */
export function focusFirstField(container: HTMLElement): () => void {
  // Where the user is now (the button that added the row); once they have gone elsewhere, the wait ends.
  const from = document.activeElement;
  let target: HTMLElement | null = null;
  const attempt = () => {
    const active = document.activeElement;
    if (active !== from && active !== document.body && active !== target) return true;
    if (container.querySelector(LOADING)) return false;
    // A rich text's toolbar (its font, its size) is not where typing goes.
    const field = [...container.querySelectorAll<HTMLElement>(FIELD)].find((one) => !one.closest('[role="toolbar"]'));
    if (!field) return false;
    if (active !== field) field.focus();
    target = field;
    // A rich text's editor may draw its field again as it starts: the cursor is put back while the
    // user is still there.
    return !field.isContentEditable;
  };
  if (attempt()) return () => {};
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect();
  });
  observer.observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['contenteditable'],
  });
  return () => observer.disconnect();
}
