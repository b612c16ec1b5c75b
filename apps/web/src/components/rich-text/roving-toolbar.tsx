import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

const ITEM_SELECTOR = '[data-toolbar-item]';
const ACTIVE = 'data-roving-active';

/** The controls the arrow keys visit: every enabled one. */
const itemsOf = (toolbar: HTMLElement | null) =>
  [...(toolbar?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])].filter((item) => !item.matches(':disabled'));

/** Makes `target` (else the last active control, else the first) the toolbar's one tab stop. */
function makeTabStop(toolbar: HTMLElement | null, target?: HTMLElement) {
  const list = itemsOf(toolbar);
  const active = target && list.includes(target) ? target : (list.find((item) => item.hasAttribute(ACTIVE)) ?? list[0]);
  // Disabled controls too: one that becomes enabled later must not turn into a second tab stop.
  for (const item of toolbar?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []) {
    item.tabIndex = item === active ? 0 : -1;
    item.toggleAttribute(ACTIVE, item === active);
  }
}

/**
 * One tab stop for the whole toolbar, arrow keys between its controls (WAI-ARIA toolbar pattern):
 * Tab goes from the toolbar straight to the text. Tab indexes are set on the DOM, not by React,
 * so the controls stay plain components.
 */
export function RovingToolbar({
  label,
  controls,
  children,
}: {
  label: string;
  controls?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // After every render: controls come and go (table tools) and get disabled (undo).
  useLayoutEffect(() => makeTabStop(ref.current));

  const onFocus = (event: FocusEvent<HTMLDivElement>) => makeTabStop(event.currentTarget, event.target);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const toolbar = event.currentTarget;
    const target = event.target as HTMLElement;
    // Keys typed in a portalled dialog or popover still bubble here through React.
    if (!toolbar.contains(target)) return;
    const list = itemsOf(toolbar);
    const current = list.indexOf(target);
    if (current < 0) return;
    const isSelect = target.tagName === 'SELECT';
    let next: number;
    if (event.key === 'ArrowRight') next = (current + 1) % list.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + list.length) % list.length;
    else if (event.key === 'Home' && !isSelect) next = 0;
    else if (event.key === 'End' && !isSelect) next = list.length - 1;
    else return;
    event.preventDefault();
    const item = list[next];
    if (!item) return;
    makeTabStop(toolbar, item);
    item.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1"
    >
      {children}
    </div>
  );
}
