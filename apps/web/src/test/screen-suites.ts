import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@/lib/api-client';
import type { ScreenResource } from '@/lib/resource';
import { toastOf, type SuccessToast } from '@/lib/resource-words';
import { serverError } from './fake-api';
import { serveSchool, signInAs, type SchoolRows } from './fake-school';
import {
  deleteAfterConfirming,
  expectItemLoadFailed,
  expectStaleSaveReloads,
  headersOf,
  expectSavedTo,
  field,
  messageOf,
  openWith,
  retryAfterLoadError,
  rowOf,
} from './queries';
import { renderApp } from './render';
import { layOutRows, moveByKeyboard } from './sortable';

/*
 * What every area's screens must do, as the kit builds them, run once per area (as the server's
 * `describeScopedResource` does for its resources): an area's test file then holds only what is
 * its own. The words come from the area's resource, the rows from the area's test.
 */

type Row = { id: number };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any area's request body and list rows (the fake serves whole rows)
type AreaResource<T extends Row> = ScreenResource<T, any, any>;

/** The school serving `rows` as the resource's table (the fake's tables are named by the resources' keys). */
const serving = (table: string, rows: unknown[], also: SchoolRows = {}) => ({ ...also, [table]: rows }) as SchoolRows;

/** A row's title, or the field that names it (`named`: 'name'). */
const titleOf = (row: Row, named = 'title') => (row as unknown as Record<string, string>)[named]!;

/**
 * The list screen: its columns and links, empty, failed and tried again, a delete only after its
 * question (refused, it stays), Publish for an area that publishes, and a VIEWER's rows with View alone.
 */
export interface ListScreenSpec<T extends Row> {
  /** The rows served: the first stays, the second is deleted (and published, where the area publishes). */
  rows: [T, T, ...T[]];
  /** The table's column headers. */
  headers: string[];
  /** What some rows show, by title, besides their title. */
  shows: Record<string, (string | RegExp)[]>;
  /** A filter's option that leaves the second row alone, and what it puts in the URL and the list call. */
  filter?: { label: string; option: string; query: string };
  /** The question before a delete, where it is not the kit's. */
  question?: string;
  also?: SchoolRows;
  /** The field that names a row, where it is not 'title' ('name'). */
  named?: string;
  /** An ordered list: writers see its rows in a sortable list, with the headers beside the values. */
  ordered?: boolean;
  /** Rows are cards at every width (no table; `headers` are not shown). */
  cards?: boolean;
  /** What the list call asks for besides its page, unfiltered ('from=2026-12-03': the upcoming events). */
  query?: string;
  /** What the unfiltered list says when it is empty, where it is not 'No <things> yet'. */
  empty?: string;
}

export function describeListScreen<T extends Row>(
  resource: AreaResource<T>,
  { rows, headers, shows, filter, question, also, named, ordered, cards, query, empty }: ListScreenSpec<T>,
) {
  const [first, second] = rows;
  const kept = { ...first, title: titleOf(first, named) };
  const gone = { ...second, title: titleOf(second, named) };
  const { screens, contract, messages, published } = resource;
  const open = (school: T[], options?: Parameters<typeof openWith>[3]) =>
    openWith(screens.path, screens.title, serving(resource.key, school, also), options);
  /** The list call of the first page, with `filtered` (a filter's query) before what it always asks. */
  const listCall = (filtered?: string) =>
    [`GET ${contract.paths.collection}?page=0&size=10`, filtered, query].filter(Boolean).join('&');
  const emptyWords = empty ?? `No ${screens.many} yet`;

  describe(`${screens.title}: the list`, () => {
    it(`shows 'Loading ${screens.list}...', then each row's columns, View and Edit, and ${screens.create}`, async () => {
      const { calls } = await open(rows);
      expect(screen.getByText(`Loading ${screens.list}...`)).toBeInTheDocument();
      if (ordered) {
        await screen.findByRole('list', { name: `${screens.title} in order` });
        for (const header of headers.slice(1, -1))
          expect(within(rowOf(kept.title)).getByText(header)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: `Reorder ${kept.title}` })).toBeInTheDocument();
      } else if (cards) {
        await screen.findByRole('link', { name: kept.title });
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
      } else {
        expect(headersOf(await screen.findByRole('table'))).toEqual(headers);
      }
      for (const [title, texts] of Object.entries(shows)) {
        for (const text of texts) expect(within(rowOf(title)).getByText(text)).toBeInTheDocument();
      }
      const row = rowOf(kept.title);
      const path = screens.itemPath(kept.id);
      expect(within(row).getByRole('link', { name: kept.title })).toHaveAttribute('href', path);
      if (screens.viewed) {
        expect(within(row).getByRole('link', { name: `View ${kept.title}` })).toHaveAttribute('href', path);
      }
      const edit = screens.editPath(kept.id);
      expect(within(row).getByRole('link', { name: `Edit ${kept.title}` })).toHaveAttribute('href', edit);
      expect(screen.getByRole('link', { name: screens.create })).toHaveAttribute('href', screens.createPath);
      expect(screen.getByText(`Page 1 of 1 · ${rows.length} ${screens.many}`)).toBeInTheDocument();
      expect(calls()).toContain(listCall());
    });

    if (filter) {
      it(`filters by ${filter.label} in the URL and the list call, and Clear filters undoes it`, async () => {
        const { user, router, calls } = await open(rows);
        await screen.findByRole('link', { name: kept.title });
        await user.selectOptions(screen.getByLabelText(filter.label), filter.option);
        await waitFor(() => expect(router.state.location.search).toBe(`?${filter.query}`));
        expect(await screen.findByText(`Page 1 of 1 · 1 ${screens.one}`)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: gone.title })).toBeInTheDocument();
        expect(calls()).toContain(listCall(filter.query));
        await user.click(screen.getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(router.state.location.search).toBe(''));
        expect(await screen.findByText(`Page 1 of 1 · ${rows.length} ${screens.many}`)).toBeInTheDocument();
      });
    }

    it(`says '${emptyWords}' when there are none`, async () => {
      await open([]);
      expect(await screen.findByText(emptyWords)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it(`shows 'Failed to load ${screens.list}' and tries again`, async () => {
      let failing = true;
      const failed = () => (failing ? serverError() : undefined);
      await open([kept], { overrides: { [`GET ${contract.paths.collection}`]: failed } });
      await retryAfterLoadError(`Failed to load ${screens.list}`, () => (failing = false));
      expect(await screen.findByRole('link', { name: kept.title })).toBeInTheDocument();
    });

    it('deletes a row only after its question, and the row goes', async () => {
      const { calls } = await open(rows);
      const asked = question ?? `Are you sure you want to delete this ${screens.one}?`;
      await deleteAfterConfirming(gone.title, asked, contract.deleted!, calls);
      await waitFor(() => expect(screen.queryByRole('link', { name: gone.title })).not.toBeInTheDocument());
      expect(calls()).toContain(`DELETE ${buildPath(contract.paths.item, { id: gone.id })}`);
    });

    it(`says '${resource.messages.deleteFailed}' when the delete is refused, and keeps the row`, async () => {
      const refused = { [`DELETE ${buildPath(contract.paths.item, { id: gone.id })}`]: serverError };
      const { user } = await open(rows, { overrides: refused });
      await user.click(await screen.findByRole('button', { name: `Delete ${gone.title}` }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(resource.messages.deleteFailed)).toBeInTheDocument();
      // The question stays open for another try.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('link', { name: gone.title })).toBeInTheDocument();
    });

    if (published) {
      it('publishes a row from the row with a bodyless PATCH, and then offers no Publish', async () => {
        expect(published(second)).toBe(false);
        const { calls, lastInit, user } = await open(rows);
        expect(await screen.findByRole('button', { name: `Publish ${gone.title}` })).toBeEnabled();
        expect(screen.queryByRole('button', { name: `Publish ${kept.title}` })).not.toBeInTheDocument();
        await user.click(await screen.findByRole('button', { name: `Publish ${gone.title}` }));
        const patch = `PATCH ${buildPath(contract.paths.publish!, { id: gone.id })}`;
        await waitFor(() => expect(calls()).toContain(patch));
        expect(lastInit(patch)?.body).toBeUndefined();
        expect(new Headers(lastInit(patch)?.headers).has('Content-Type')).toBe(false);
        expect(await screen.findByText(toastOf(messages.published, second)!.title!)).toBeInTheDocument();
        await waitFor(() =>
          expect(screen.queryByRole('button', { name: `Publish ${gone.title}` })).not.toBeInTheDocument(),
        );
      });
    }

    it(`shows a VIEWER each row with View alone, and no ${screens.create}`, async () => {
      await open(rows, { roles: ['VIEWER'] });
      const row = (await screen.findByRole('link', { name: kept.title })).closest('tr, li') as HTMLElement;
      expect(screen.queryByRole('button', { name: `Reorder ${kept.title}` })).not.toBeInTheDocument();
      if (screens.viewed) {
        const view = within(row).getByRole('link', { name: `View ${kept.title}` });
        expect(view).toHaveAttribute('href', screens.itemPath(kept.id));
      }
      expect(within(row).queryByRole('link', { name: `Edit ${kept.title}` })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: screens.create })).not.toBeInTheDocument();
    });
  });
}

export interface ItemScreensSpec<T extends Row> {
  /** A saved row, opened to edit and to view. */
  saved: T;
  /** Types what a new item needs besides its title (the suite types the title). */
  fill?: (user: UserEvent) => Promise<void>;
  /** The whole body the create sends: the suite's title, 'Made by the suite', and what `fill` typed. */
  sends?: object;
  /** The submit of a saved item, where it is not 'Update <thing>'. */
  updateLabel?: string;
  /** The view's Edit, where it is not 'Edit'. */
  editLabel?: string;
  /** The view's heading, where it is not the item's title ('News Preview'). */
  viewTitle?: string;
  /** Other rows the screens read (a blog's topics). */
  also?: SchoolRows;
  /** The field that names a row, where it is not 'title' ('name'), and its label ('Name'). */
  named?: [field: string, label: string];
  /** Editing one that is not there goes back to the list (docs/product/staff.md: departments, staff). */
  missingToList?: boolean | 'say';
  /** What a missing name is told, where it is not '<Label> is required' ('Please enter a page title'). */
  required?: string;
  /**
   * A document saved whole with its version (`useVersionedSave`: bell schedules, pages): the words
   * refusing a save from an older copy.
   */
  stale?: string;
}

/**
 * The `new`, `:id/edit` and `:id` screens: the title asked for beside its field, a create that
 * returns to the list, a failed save that keeps what was typed, an edit that is a PUT of the same
 * item, a missing item with the way back, and what a VIEWER may not do.
 */
export function describeItemScreens<T extends Row>(resource: AreaResource<T>, spec: ItemScreensSpec<T>) {
  const { screens, contract, messages } = resource;
  const { saved, fill = async () => undefined, updateLabel = `Update ${screens.name}`, editLabel = 'Edit' } = spec;
  const [named, label] = spec.named ?? ['title', 'Title'];
  const required = spec.required ?? `${label} is required`;
  const savedTitle = titleOf(saved, named);
  const viewTitle = spec.viewTitle ?? savedTitle;
  const school = (rows: T[]) => serving(resource.key, rows, spec.also);
  const create = `Create ${screens.name}`;
  const openNew = (options?: Parameters<typeof openWith>[3]) =>
    openWith(screens.createPath, screens.create, school([]), options);
  const toastTitle = <A>(message: SuccessToast<A> | undefined, answer: A) => toastOf(message, answer)!.title!;

  describe(`${screens.title}: the form and the view`, () => {
    it(`asks for the ${named} ('${required}') beside it and sends nothing`, async () => {
      const { user, calls } = await openNew();
      await user.click(screen.getByRole('button', { name: create }));
      await waitFor(() => expect(messageOf(field(label))).toBe(required));
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveFocus();
      expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
    });

    it('creates it, says so and goes back to the list', async () => {
      const api = await openNew();
      await api.user.type(field(label), 'Made by the suite');
      await fill(api.user);
      await api.user.click(screen.getByRole('button', { name: create }));
      await waitFor(() => expect(api.calls()).toContain(`POST ${contract.paths.collection}`));
      if (spec.sends) expect(api.lastBody(`POST ${contract.paths.collection}`)).toEqual(spec.sends);
      const made = (api as unknown as Record<string, { all: () => T[] }>)[resource.key]!.all()[0];
      await expectSavedTo(api.router, toastTitle(messages.created, made), screens.path);
    });

    it('waits while it saves, and keeps what was typed when the save fails', async () => {
      let answer: (response: Response) => void = () => undefined;
      const held = () => new Promise<Response>((resolve) => (answer = resolve));
      const { user, router } = await openNew({ overrides: { [`POST ${contract.paths.collection}`]: held } });
      await user.type(field(label), 'Kept title');
      await fill(user);
      await user.click(screen.getByRole('button', { name: create }));
      expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
      answer(serverError());
      expect(await screen.findByText(messages.createFailed ?? messages.saveFailed ?? 'Error')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: create })).toBeEnabled();
      expect(field(label)).toHaveValue('Kept title');
      expect(router.state.location.pathname).toBe(screens.createPath);
    });

    it('loads a saved one into the same form and saves it with a PUT of the same one', async () => {
      const { user, router, calls } = await openWith(
        screens.editPath(saved.id),
        `Edit ${screens.name}`,
        school([saved]),
      );
      expect(await screen.findByDisplayValue(savedTitle)).toBe(field(label));
      await user.type(field(label), ' again');
      await user.click(screen.getByRole('button', { name: updateLabel }));
      const updated = { ...saved, [named]: `${savedTitle} again` };
      await expectSavedTo(router, toastTitle(messages.updated, updated), screens.path);
      expect(calls()).toContain(`PUT ${buildPath(contract.paths.item, { id: saved.id })}`);
      expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
    });

    const { stale } = spec;
    if (stale) {
      it('refuses a save from an older copy with the offer to reload, and Reload shows the other save', async () => {
        const heading = `Edit ${screens.name}`;
        const api = await openWith(screens.editPath(saved.id), heading, school([saved]));
        await screen.findByDisplayValue(savedTitle);
        const table = (api as unknown as Record<string, { put: (row: T) => void }>)[resource.key]!;
        const version = (saved as unknown as { version: number }).version + 1;
        const saveElsewhere = (title: string) => table.put({ ...saved, [named]: title, version });
        await expectStaleSaveReloads(api.user, { saveElsewhere, update: updateLabel, stale, heading });
        // What was typed is kept as a draft, offered back.
        expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
      });
    }

    if (spec.missingToList) {
      it('goes back to the list from the edit of one that is not there', async () => {
        signInAs();
        serveSchool(school([]));
        const { router } = renderApp(screens.editPath(404));
        await waitFor(() => expect(router.state.location.pathname).toBe(screens.path));
        expect(await screen.findByRole('heading', { name: screens.title, level: 1 })).toBeInTheDocument();
      });
    } else {
      it(`says 'Failed to load ${screens.one}' for one that is not there, with the way back`, async () => {
        signInAs();
        serveSchool(school([]));
        renderApp(screens.editPath(404));
        await expectItemLoadFailed(`Failed to load ${screens.one}`, `${screens.name} not found`, screens.back);
      });
    }

    it(`tells a VIEWER they may not edit ${screens.list}`, async () => {
      await openWith(screens.createPath, screens.create, school([]), { roles: ['VIEWER'] });
      expect(await screen.findByText(`You do not have permission to edit ${screens.list}`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: create })).not.toBeInTheDocument();
    });

    // An item edited on one screen of its own has no view.
    if (!screens.viewed) return;

    it(`views one with ${editLabel} for writers`, async () => {
      const path = screens.itemPath(saved.id);
      await openWith(path, viewTitle, school([saved]));
      expect(screen.getByRole('link', { name: editLabel })).toHaveAttribute('href', `${path}/edit`);
    });

    it(`views one without ${editLabel} for a VIEWER, and says so of one that is not there`, async () => {
      await openWith(screens.itemPath(saved.id), viewTitle, school([saved]), { roles: ['VIEWER'] });
      expect(screen.queryByRole('link', { name: editLabel })).not.toBeInTheDocument();
      cleanup();
      renderApp(screens.itemPath(404));
      await expectItemLoadFailed(`Failed to load ${screens.one}`, `${screens.name} not found`, screens.back);
    });
  });
}

export interface NamedListSpec<T extends { id: number }> {
  /** Two saved rows: the first is renamed and then deleted. */
  rows: [T, T];
  /** The field that names a row ('title', 'name'). */
  named: string;
  /** What a taken name is told beside its field (the server's 409), for names unique per website. */
  taken?: string;
  /** The name's field label, where it is not the field capitalised ('Title' for `name`). */
  namedLabel?: string;
  /** Fills the dialog's other required fields (a video's URL). */
  fill?: (dialog: HTMLElement, user: UserEvent) => Promise<void>;
  /**
   * An ordered list: writers see its rows in a sortable list, not a table, and move them by keyboard,
   * numbered from its contract's `orderBase`.
   */
  ordered?: boolean;
  /** The question before a delete, where it is not the kit's. */
  question?: string;
  also?: SchoolRows;
  /** The fake school's table, where it is not named by the resource's key ('categories'). */
  table?: keyof SchoolRows;
  /** The screen's heading where it is not the resource's title (it names the parent: 'Stars of Academic Toppers'). */
  heading?: string;
}

/**
 * A list of named rows edited in a dialog (`DialogEditedList`): the empty list, an add that asks
 * for the name and refuses a taken one beside its field, a rename that sends the id in the body,
 * a delete after its question, and a VIEWER who may do none of these.
 */
export function describeNamedList<T extends { id: number }>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's request body
  resource: ScreenResource<T, any>,
  spec: NamedListSpec<T>,
) {
  const { screens, contract, messages } = resource;
  const { rows, named, also, taken, fill = async () => {} } = spec;
  const [first] = rows;
  const nameOf = (row: T) => (row as unknown as Record<string, string>)[named]!;
  const label = spec.namedLabel ?? named.charAt(0).toUpperCase() + named.slice(1);
  /** A row's name as the list shows it: a table's cell, or a sortable list's text. */
  const findShown = (name: string) =>
    spec.ordered ? screen.findByText(name, { selector: 'td, li *' }) : screen.findByRole('cell', { name });
  const queryShown = (name: string) =>
    spec.ordered ? screen.queryByText(name, { selector: 'td, li *' }) : screen.queryByRole('cell', { name });
  const add = `Add ${screens.name}`;
  const open = (school: T[], options?: Parameters<typeof openWith>[3]) =>
    openWith(screens.path, spec.heading ?? screens.title, serving(spec.table ?? resource.key, school, also), options);
  const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText(new RegExp(`^${label}`));

  describe(`${screens.title}: the named list`, () => {
    it(`says 'No ${screens.many} yet' when there are none`, async () => {
      await open([]);
      expect(await screen.findByText(`No ${screens.many} yet`)).toBeInTheDocument();
    });

    it(`adds one in a dialog, asking for its ${named} ('${label} is required')`, async () => {
      const { user, lastBody } = await open(rows);
      await user.click(await screen.findByRole('button', { name: add }));
      const dialog = await screen.findByRole('dialog', { name: add });
      await user.click(within(dialog).getByRole('button', { name: add }));
      await waitFor(() => expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true'));
      expect(messageOf(nameField(dialog))).toBe(`${label} is required`);

      await user.type(nameField(dialog), 'Made by the suite');
      await fill(dialog, user);
      await user.click(within(dialog).getByRole('button', { name: add }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await findShown('Made by the suite')).toBeInTheDocument();
      const made = { [named]: 'Made by the suite' } as unknown as T;
      expect(await screen.findByText(toastOf(messages.created, made)!.title!)).toBeInTheDocument();
      expect(lastBody(`POST ${contract.paths.collection}`)).toMatchObject({ [named]: 'Made by the suite' });
    });

    it.runIf(taken)(`puts a taken ${named} beside the field`, async () => {
      const { user } = await open(rows);
      await user.click(await screen.findByRole('button', { name: add }));
      const dialog = await screen.findByRole('dialog', { name: add });
      await user.type(nameField(dialog), nameOf(first).toLowerCase());
      await fill(dialog, user);
      await user.click(within(dialog).getByRole('button', { name: add }));
      expect(await within(dialog).findByText(taken!)).toBeInTheDocument();
      expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true');
      expect(nameField(dialog)).toHaveValue(nameOf(first).toLowerCase());
    });

    it('renames one in a dialog, sending its id, then deletes it after its question', async () => {
      const { user, lastBody, calls } = await open(rows);
      await user.click(await screen.findByRole('button', { name: `Edit ${nameOf(first)}` }));
      const dialog = await screen.findByRole('dialog', { name: `Edit ${screens.name}` });
      expect(nameField(dialog)).toHaveValue(nameOf(first));
      await user.type(nameField(dialog), ' renamed');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      const renamed = `${nameOf(first)} renamed`;
      expect(await findShown(renamed)).toBeInTheDocument();
      if (contract.updateAt === 'collection') {
        expect(lastBody(`PUT ${contract.paths.collection}`)).toMatchObject({ id: first.id, [named]: renamed });
      } else {
        expect(lastBody(`PUT ${buildPath(contract.paths.item, { id: first.id })}`)).toMatchObject({ [named]: renamed });
      }

      const asked = spec.question ?? `Are you sure you want to delete this ${screens.one}?`;
      await deleteAfterConfirming(renamed, asked, contract.deleted!, calls);
      await waitFor(() => expect(queryShown(renamed)).not.toBeInTheDocument());
      expect(calls()).toContain(`DELETE ${buildPath(contract.paths.item, { id: first.id })}`);
    });

    it('shows a VIEWER the list without add, edit or delete', async () => {
      await open(rows, { roles: ['VIEWER'] });
      await screen.findByText(nameOf(first));
      expect(screen.queryByRole('button', { name: `Reorder ${nameOf(first)}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: add })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Edit ${nameOf(first)}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Delete ${nameOf(first)}` })).not.toBeInTheDocument();
    });

    if (spec.ordered) {
      const [, second] = rows;
      const base = resource.contract.orderBase ?? 1;
      /** The rows' names in the sortable list, top to bottom. */
      const order = () =>
        within(screen.getByRole('list', { name: `${screens.title} in order` }))
          .getAllByRole('button', { name: /^Reorder / })
          .map((handle) => handle.getAttribute('aria-label')!.replace('Reorder ', ''));

      it(`reorders by keyboard, numbered from ${base}, and says so`, async () => {
        layOutRows();
        const { lastBody } = await open(rows);
        await screen.findByRole('list', { name: `${screens.title} in order` });
        await moveByKeyboard(nameOf(first), '[ArrowDown]');
        await waitFor(() =>
          expect(lastBody(`PUT ${contract.paths.reorder}`)).toEqual([
            { id: second.id, orderNo: base },
            { id: first.id, orderNo: base + 1 },
          ]),
        );
        expect(await screen.findByText(toastOf(messages.reordered, { message: '' })!.title!)).toBeInTheDocument();
        await waitFor(() => expect(order()).toEqual([nameOf(second), nameOf(first)]));
      });

      it('puts the order back and says so when the reorder is refused', async () => {
        layOutRows();
        await open(rows, { overrides: { [`PUT ${contract.paths.reorder}`]: () => serverError() } });
        await screen.findByRole('list', { name: `${screens.title} in order` });
        await moveByKeyboard(nameOf(first), '[ArrowDown]');
        expect(await screen.findByText(messages.reorderFailed!)).toBeInTheDocument();
        await waitFor(() => expect(order()).toEqual([nameOf(first), nameOf(second)]));
      });
    }
  });
}
