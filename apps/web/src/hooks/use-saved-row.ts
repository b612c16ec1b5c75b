import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/*
 * Back on a list after a save (docs/architecture.md, "Console"): the form's screen goes to the list
 * with the saved row's id in the navigation's state; the list opens at its top (the router's scroll
 * restoration), shows that row marked (`aria-current`, a background) and puts the focus on its
 * link, where a keyboard user goes on from, rather than on the page's body.
 */

/** The navigation state a form's screen leaves for the list: which row was just saved. */
export const savedRowState = (id: number) => ({ savedRow: id });

/** The id of the row just saved, when this list was opened by a save. */
export function useSavedRow(): number | null {
  const { state } = useLocation() as { state: unknown };
  const id = (state as { savedRow?: unknown } | null)?.savedRow;
  return typeof id === 'number' ? id : null;
}

/**
 * Focuses the saved row's first link once its rows are shown (without scrolling: the list stays at
 * its top), or the screen's heading when the row is not among them (another page, a filter). Once
 * per visit: a later change of the rows leaves the focus where the user put it.
 */
export function useFocusSavedRow(ids: number[]) {
  const saved = useSavedRow();
  const { key } = useLocation();
  const done = useRef<string | null>(null);
  const shown = saved !== null && ids.includes(saved);
  useEffect(() => {
    if (saved === null || done.current === key) return;
    done.current = key;
    const link = shown ? document.querySelector<HTMLElement>('[data-saved-row] a[href]') : null;
    if (link) {
      link.focus({ preventScroll: true });
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [saved, shown, key]);
  return saved;
}
