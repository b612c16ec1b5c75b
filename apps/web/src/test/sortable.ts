import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

const ROW_HEIGHT = 60;

/**
 * jsdom lays nothing out, so every rect is 0×0 and dnd-kit's keyboard sensor finds no row below
 * the picked-up one. Give each list row a distinct place, from its current position in its list.
 */
export function layOutRows() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName !== 'LI' || !this.parentElement) return original.call(this);
    const top = Array.from(this.parentElement.children).indexOf(this) * ROW_HEIGHT;
    const height = ROW_HEIGHT - 8;
    return { x: 0, y: top, top, left: 0, width: 360, height, right: 360, bottom: top + height, toJSON: () => ({}) };
  });
}

/** Space picks the row up by its handle, the arrow moves it one place, then `finish` drops or cancels it. */
export async function moveByKeyboard(title: string, arrow: '[ArrowDown]' | '[ArrowUp]', finish = '[Space]') {
  const user = userEvent.setup();
  screen.getByRole('button', { name: `Reorder ${title}` }).focus();
  await user.keyboard('[Space]');
  await user.keyboard(arrow);
  await user.keyboard(finish);
}
