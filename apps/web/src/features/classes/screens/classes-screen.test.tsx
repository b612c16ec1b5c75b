import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classesMessages as messages, classesPaths } from '@cms/contract';
import { serverError } from '@/test/fake-api';
import { makeClass, makeSubject } from '../classes.fake';
import {
  expectNoViewOnSite,
  expectViewOnSite,
  field,
  messageOf,
  openWith,
  retryAfterLoadError,
  submitted,
  toastWith,
} from '@/test/queries';
import { layOutRows, moveByKeyboard } from '@/test/sortable';
import { getToasts } from '@/lib/toast';

const CLASSES = classesPaths.classes;
const grade5 = makeClass(1, { name: 'Grade 5 A', code: 'A', orderNo: 1 });
const grade6 = makeClass(2, { name: 'Grade 6', orderNo: 2 });
const open = (options?: Parameters<typeof openWith>[3], classes = [grade5, grade6]) =>
  openWith('/classes', 'Classes Management', { classes, subjects: [makeSubject(1, 2)] }, options);

/** The class names in the list, top to bottom. */
const names = () =>
  Array.from(screen.getByRole('list', { name: 'Classes' }).querySelectorAll(':scope > li')).map(
    (row) => row.querySelector('a')?.textContent,
  );
const dialog = () => screen.getByRole('dialog');

/** The hub's cards (docs/product/classes.md §2): title, line, button and where it leads. */
const HUB_CARDS = [
  ['Classes', 'Manage school classes and sections', 'Manage Classes', '/classes#class-list'],
  ['Subjects', 'Manage subjects and teachers', 'Manage Subjects', '/subjects'],
  ['Homeworks', 'Manage homework assignments', 'Manage Homeworks', '/homeworks'],
] as const;

describe('Classes Management', () => {
  it('shows the hub’s three cards and the classes in order with their section and academic year', async () => {
    const { calls } = await open();
    const hub = screen.getByRole('navigation', { name: 'Classes & Homeworks' });
    const cards = within(hub).getAllByRole('listitem');
    expect(cards).toHaveLength(HUB_CARDS.length);
    HUB_CARDS.forEach(([title, description, button, href], i) => {
      const card = within(cards[i]!);
      expect(card.getByText(title)).toBeInTheDocument();
      expect(card.getByText(description)).toBeInTheDocument();
      // The card's one link is its button.
      expect(card.getByRole('link')).toHaveAccessibleName(button);
      expect(card.getByRole('link')).toHaveAttribute('href', href);
    });
    expect(screen.getByText("Create and manage your website's classes and sections")).toBeInTheDocument();
    expect(screen.getByText('Loading classes...')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Classes' });
    expect(names()).toEqual(['Grade 5 A', 'Grade 6']);
    const row = screen.getByTestId('class-row-1');
    expect(within(row).getByText('A')).toBeInTheDocument();
    expect(within(screen.getByTestId('class-row-2')).getByText('-')).toBeInTheDocument();
    expect(within(row).getByText('Jan 2, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Grade 5 A' })).toHaveAttribute('href', '/classes/1');
    expect(within(row).getByRole('link', { name: 'View Grade 5 A' })).toHaveAttribute('href', '/classes/1');
    expect(calls()).toContain(`GET ${CLASSES}?page=0&size=100&sortOrder=asc`);
  });

  it("leads from the hub's Manage Classes to the list below it", async () => {
    const { user, router } = await open();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Classes & Homeworks' })).getByRole('link', {
        name: 'Manage Classes',
      }),
    );
    expect(router.state.location.hash).toBe('#class-list');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Classes' })).toHaveFocus());
  });

  it("says 'No classes found.' when there are none, and tries again after a failed load", async () => {
    let failing = true;
    await open({ overrides: { [`GET ${CLASSES}`]: () => (failing ? serverError() : undefined) } }, []);
    await retryAfterLoadError(messages.loadFailed, () => (failing = false));
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
  });

  it("adds a class in the 'Add New Class' dialog, refusing a blank name beside its field", async () => {
    const api = await open();
    await screen.findByRole('list', { name: 'Classes' });
    await api.user.click(screen.getByRole('button', { name: 'New Class' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add New Class' })).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('placeholder', 'e.g. Grade 5 A');
    expect(field('Code')).toHaveAttribute('placeholder', 'e.g. A, B, C');
    await api.user.click(within(dialog()).getByRole('button', { name: 'Add Class' }));
    await waitFor(() => expect(messageOf(field('Name'))).toBe(messages.nameRequired));
    expect(api.calls()).not.toContain(`POST ${CLASSES}`);
    await api.user.type(field('Name'), 'Grade 7 B');
    await api.user.type(field('Code'), 'B');
    expect(await submitted(api, 'Add Class', `POST ${CLASSES}`)).toEqual({ name: 'Grade 7 B', code: 'B' });
    await toastWith('Success', messages.created);
    await waitFor(() => expect(names()).toEqual(['Grade 5 A', 'Grade 6', 'Grade 7 B']));
  });

  it("edits a class in the 'Edit Class' dialog", async () => {
    const api = await open();
    await api.user.click(await screen.findByRole('button', { name: 'Edit Grade 6' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Class' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Grade 6');
    await api.user.clear(field('Name'));
    await api.user.type(field('Name'), 'Grade 6 C');
    expect(await submitted(api, 'Update Class', `PUT ${CLASSES}/2`)).toEqual({ name: 'Grade 6 C', code: '' });
    await toastWith('Success', messages.updated);
    await waitFor(() => expect(names()).toEqual(['Grade 5 A', 'Grade 6 C']));
  });

  it('deletes a class after a question that says its subjects and homework go too', async () => {
    const api = await open();
    await api.user.click(await screen.findByRole('button', { name: 'Delete Grade 6' }));
    const question = await screen.findByRole('alertdialog', { name: messages.deleteConfirm });
    expect(question).toHaveTextContent(messages.deleteWarning('Grade 6'));
    await api.user.click(within(question).getByRole('button', { name: 'Delete' }));
    await toastWith(messages.deletedTitle, messages.deletedText('Grade 6'));
    // A success toast as every area's: in the success style.
    expect(getToasts()[0]).toMatchObject({ title: messages.deletedTitle, variant: 'success' });
    expect(api.calls()).toContain(`DELETE ${CLASSES}/2`);
    expect(api.subjects.all()).toEqual([]);
    await waitFor(() => expect(names()).toEqual(['Grade 5 A']));
  });

  it('reorders the classes by keyboard, numbered from 1, and says so', async () => {
    layOutRows();
    const api = await open();
    await screen.findByRole('list', { name: 'Classes' });
    await moveByKeyboard('Grade 5 A', '[ArrowDown]');
    await waitFor(() =>
      expect(api.lastBody(`PUT ${classesPaths.reorder}`)).toEqual([
        { id: 2, orderNo: 1 },
        { id: 1, orderNo: 2 },
      ]),
    );
    await toastWith('Success', messages.reordered);
    expect(names()).toEqual(['Grade 6', 'Grade 5 A']);
  });

  it('puts the order back and says so when the reorder is refused', async () => {
    layOutRows();
    await open({ overrides: { [`PUT ${classesPaths.reorder}`]: () => serverError() } });
    await screen.findByRole('list', { name: 'Classes' });
    await moveByKeyboard('Grade 5 A', '[ArrowDown]');
    expect(await screen.findByText(messages.reorderFailed)).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Grade 5 A', 'Grade 6']));
  });

  it('shows a VIEWER the classes with View alone: no New Class, no handles, no edits', async () => {
    await open({ roles: ['VIEWER'] });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'New Class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reorder Grade 5 A' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Grade 5 A' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Grade 5 A' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Grade 5 A' })).toBeInTheDocument();
  });

  it('leads from an active class to its public page in a new tab, and not from an inactive one', async () => {
    await open({ roles: ['VIEWER'] }, [grade5, makeClass(3, { name: 'Old Class', status: 'INACTIVE' })]);
    await screen.findByRole('table');
    await expectViewOnSite('Grade 5 A', '/classes/1');
    expectNoViewOnSite('Old Class');
  });
});
