import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The first test of a file also loads the lazy route module. */
export const firstLoad = { timeout: 5000 };
/** Forms typed into by userEvent take a while in jsdom, more so beside other test files. */
export const slow = { timeout: 20_000 };

/** A control by its label; a required field's label ends in the spec's '*'. */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

/** The message shown beside a field, tied to it by aria-describedby. */
export function messageOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}

/** A toast with this title and description. */
export async function toastWith(title: string, description: string) {
  const toast = (await screen.findByText(title, { selector: '[data-slot="toast-title"]' })).closest(
    '[data-slot="toast"]',
  ) as HTMLElement;
  expect(within(toast).getByText(description)).toBeInTheDocument();
}
