import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { Override } from './fake-api';
import { serveSchool, signInAs, type SchoolRows } from './fake-school';
import { renderApp } from './render';

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

/** Renders the app at `path` and waits for the screen's h1. */
export async function openScreen(path: string, heading: string) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return rendered;
}

/**
 * The steps a screen test starts with: sign in (an ADMIN unless `roles`), serve the school's `rows`
 * (with `overrides` answering some calls), open `path` and wait for its h1 `heading`. Answers the
 * fake API's calls and tables, the router and a user to type with.
 */
export async function openWith(
  path: string,
  heading: string,
  rows: SchoolRows,
  { roles, overrides }: { roles?: string[]; overrides?: Record<string, Override> } = {},
) {
  signInAs(roles);
  const api = serveSchool(rows, overrides);
  const { router } = await openScreen(path, heading);
  return { ...api, router, user: userEvent.setup() };
}

/** Types each value into the field of its label. */
export async function typeInto(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

/** Clicks the button `name`, waits for the call it sends ('POST /path') and answers that call's body. */
export async function submitted(
  api: { user: ReturnType<typeof userEvent.setup>; lastBody: (call: string) => unknown },
  name: string,
  call: string,
) {
  await api.user.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(api.lastBody(call)).toBeDefined());
  return api.lastBody(call);
}

/** The texts of a select's options. */
export const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The row (of a table, or of a sortable list) whose title links to the item. */
export const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr, li') as HTMLElement;

/** The texts of a table's column headers. */
export const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    // The selection column (a bulk action's checkboxes) is not one of the list's columns.
    .filter((th) => !th.querySelector('input[type="checkbox"]'))
    .map((th) => th.textContent);

/**
 * A list's failed load: the retried query ends in `title` with Try again, which, once `recover`
 * lets the server answer, loads the list.
 */
export async function retryAfterLoadError(title: string, recover: () => void) {
  const alert = await screen.findByRole('alert', {});
  expect(alert).toHaveTextContent(title);
  recover();
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
}

/** A save that worked: its toast, then back at `path`. */
export async function expectSavedTo(
  router: { state: { location: { pathname: string } } },
  toast: string,
  path: string,
) {
  expect(await screen.findByText(toast)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

/**
 * Delete from a row asks `question` first: Cancel sends nothing, Delete sends the call; then the
 * toast `deleted` shows. `calls` is the fake API's list of calls.
 */
export async function deleteAfterConfirming(
  rowLabel: string,
  question: string,
  deleted: string,
  calls: () => string[],
) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Delete ${rowLabel}` }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', { name: 'Cancel' }),
  );
  expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);
  await user.click(screen.getByRole('button', { name: `Delete ${rowLabel}` }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText(deleted)).toBeInTheDocument();
}

/**
 * An edit saved from an older copy: another tab saves (`saveElsewhere`, with the title it gives)
 * while the title is typed, so `update` is refused with `stale` and the offer to reload, the editor
 * (`heading`) stays, and Reload shows the other save.
 */
export async function expectStaleSaveReloads(
  user: ReturnType<typeof userEvent.setup>,
  spec: { saveElsewhere: (title: string) => void; update: string; stale: string; heading: string },
) {
  spec.saveElsewhere('Saved in another tab');
  await user.clear(field('Title'));
  await user.type(field('Title'), 'Mine');
  await user.click(screen.getByRole('button', { name: spec.update }));
  const reload = await screen.findByRole('button', { name: 'Reload' });
  const banner = reload.closest('[role="alert"]') as HTMLElement;
  expect(within(banner).getByText(spec.stale)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: spec.heading, level: 1 })).toBeInTheDocument();
  await user.click(reload);
  expect(await screen.findByDisplayValue('Saved in another tab')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
}

/** An item route whose item is not there: `title`, the server's 'X not found' and the way back. */
export async function expectItemLoadFailed(title: string, notFound: string, back?: { label: string; to: string }) {
  const alert = await screen.findByRole('alert', {});
  expect(alert).toHaveTextContent(title);
  expect(alert).toHaveTextContent(notFound);
  if (back) expect(within(alert).getByRole('link', { name: back.label })).toHaveAttribute('href', back.to);
}

/**
 * The 'View on site' link of the item named `title` (docs/design.md §10): its page at `path` on the
 * public site (the fake website has no public URL: the console's origin and /site), in a new tab.
 */
export async function expectViewOnSite(title: string, path: string) {
  const link = await screen.findByRole('link', { name: `View "${title}" on site` });
  expect(link).toHaveAttribute('href', `${window.location.origin}/site${path}`);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  expect(link).toHaveTextContent('View on site');
}

/** No 'View on site' for the item named `title` (one the public does not see). */
export const expectNoViewOnSite = (title: string) =>
  expect(screen.queryByRole('link', { name: `View "${title}" on site` })).not.toBeInTheDocument();

/**
 * Preview asks the server for a link to the saved item `{kind, id}` ('Opening preview...' while it
 * waits; the answer is held until then) and opens it in a new tab. `hold` is the override that holds it.
 */
export async function expectPreviewOpens(
  api: { user: ReturnType<typeof userEvent.setup>; lastBody: (call: string) => unknown },
  held: { release: () => void },
  item: { kind: string; id: number },
) {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  try {
    await api.user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('button', { name: 'Opening preview...' })).toBeDisabled();
    expect(open).not.toHaveBeenCalled();
    held.release();
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(`/site/preview/token-${item.kind}-${item.id}`, '_blank', 'noopener'),
    );
    expect(api.lastBody('POST /misc/cms/preview')).toEqual(item);
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeEnabled();
  } finally {
    open.mockRestore();
  }
}

/** An override that holds the call's answer until `release` (then the fake API answers it). */
export function heldCall(): { override: Override; release: () => void } {
  let release = () => {};
  const waiting = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
  return { override: () => waiting, release: () => release() };
}
