import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigationMessages as messages, navigationPaths } from '@cms/contract';
import { badRequest, refuse, serverError } from '@/test/fake-api';
import { serveSchool, signInAs } from '@/test/fake-school';
import { makeNavItem } from '../navigation.fake';
import { deleteAfterConfirming, field, messageOf, openScreen, retryAfterLoadError } from '@/test/queries';
import { layOutRows, moveByKeyboard } from '@/test/sortable';

const NAVS = navigationPaths.navs;
const REORDER = `PUT ${navigationPaths.reorder}`;

const home = makeNavItem(1, { name: 'Home', route: '/', orderNo: 1 });
const about = makeNavItem(2, {
  name: 'About',
  route: '/about',
  orderNo: 2,
  submenus: [
    makeNavItem(4, { name: 'Our School', route: '/about/our-school', orderNo: 1, parentId: 2 }),
    makeNavItem(5, { name: 'Staff', route: '/about/staff', orderNo: 2, parentId: 2 }),
  ],
});
const contact = makeNavItem(3, { name: 'Contact', route: '/contact', orderNo: 3 });
const menu = () => [home, about, contact];

const openMenu = () => openScreen('/navigation-menu', 'Navigation Menu');

/** The names of a list's own rows, top to bottom (not those of the lists inside them). */
const namesIn = (label: string) =>
  Array.from(screen.getByRole('list', { name: label }).querySelectorAll(':scope > li')).map(
    (row) => row.querySelector('p')?.textContent,
  );

const expandAbout = async () => {
  const toggle = await screen.findByRole('button', { name: '2 submenus of About' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('list', { name: 'Submenus of About' })).not.toBeInTheDocument();
  await userEvent.setup().click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
};

/** The dialog's form, submitted with its button. */
const submitDialog = async (name: string) =>
  userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('button', { name }));

describe('navigation menu', () => {
  it('shows the items in order with their routes, and folds the submenus under their item', async () => {
    signInAs();
    const { calls } = serveSchool({ navigation: menu() });
    await openMenu();
    expect(screen.getByText('Loading navigation menu...')).toBeInTheDocument();

    await screen.findByRole('list', { name: 'Menu items' });
    expect(namesIn('Menu items')).toEqual(['Home', 'About', 'Contact']);
    expect(screen.getByText('/about')).toBeInTheDocument();
    await expandAbout();
    expect(namesIn('Submenus of About')).toEqual(['Our School', 'Staff']);
    expect(screen.getByText('/about/staff')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '2 submenus of About' }));
    expect(screen.queryByRole('list', { name: 'Submenus of About' })).not.toBeInTheDocument();
    expect(calls()).toEqual(expect.arrayContaining([`GET ${NAVS}`]));
  });

  it("shows 'Failed to load navigation data' and tries again", async () => {
    signInAs();
    let failing = true;
    serveSchool({ navigation: menu() }, { [`GET ${NAVS}`]: () => (failing ? serverError() : undefined) });
    await openMenu();
    await retryAfterLoadError(messages.loadFailed, () => (failing = false));
    await screen.findByRole('list', { name: 'Menu items' });
    expect(namesIn('Menu items')).toEqual(['Home', 'About', 'Contact']);
  });

  it("offers 'Create default menu' on an empty menu, and shows the menu it made", async () => {
    signInAs();
    const { calls, navigation: nav } = serveSchool({ navigation: [] });
    const user = userEvent.setup();
    await openMenu();
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.createDefault }));
    expect(await screen.findByText(messages.defaultCreated)).toBeInTheDocument();
    await waitFor(() => expect(namesIn('Menu items')).toEqual(['Home', 'About', 'Contact']));
    expect(calls()).toContain(`POST ${navigationPaths.defaultMenu}`);
    expect(nav.all()).toHaveLength(5);
    expect(screen.queryByText(messages.empty)).not.toBeInTheDocument();
  });

  it("says 'Failed to create default menu' with the server's reason when the menu is no longer empty", async () => {
    signInAs();
    serveSchool(
      { navigation: [] },
      { [`POST ${navigationPaths.defaultMenu}`]: () => refuse(409, messages.menuNotEmpty) },
    );
    await openMenu();
    await userEvent.setup().click(await screen.findByRole('button', { name: messages.createDefault }));
    expect(await screen.findByText(messages.defaultFailed)).toBeInTheDocument();
    expect(screen.getByText(messages.menuNotEmpty)).toBeInTheDocument();
  });

  it('adds a menu item: the dialog checks it first, sends nothing on bad input, and starts at the next number', async () => {
    signInAs();
    const { calls, lastBody } = serveSchool({ navigation: menu() });
    const user = userEvent.setup();
    await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Add menu item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
    expect(field('Order number')).toHaveValue(4);

    await user.clear(field('Order number'));
    await submitDialog('Add menu item');
    expect(messageOf(field('Menu name'))).toBe('Menu name is required');
    expect(messageOf(field('Route'))).toBe('Route is required');
    expect(messageOf(field('Order number'))).toBe('Order number is required');
    await user.type(field('Order number'), '0');
    await submitDialog('Add menu item');
    expect(messageOf(field('Order number'))).toBe('Order number must be at least 1');
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(field('Menu name'), 'Admissions');
    await user.type(field('Route'), '/admissions');
    await user.clear(field('Order number'));
    await user.type(field('Order number'), '2');
    await submitDialog('Add menu item');
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(lastBody(`POST ${NAVS}`)).toEqual({ name: 'Admissions', route: '/admissions', orderNo: 2, parentId: 0 });
    await waitFor(() => expect(namesIn('Menu items')).toEqual(['Home', 'Admissions', 'About', 'Contact']));
  });

  it("shows the server's refusal beside its field and keeps the dialog open", async () => {
    signInAs();
    serveSchool(
      { navigation: menu() },
      { [`POST ${NAVS}`]: () => badRequest({ path: 'body.route', message: messages.routeInvalid }) },
    );
    const user = userEvent.setup();
    await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Add menu item' }));
    await user.type(field('Menu name'), 'Portal');
    await user.type(field('Route'), '/portal');
    await submitDialog('Add menu item');
    await waitFor(() => expect(messageOf(field('Route'))).toBe(messages.routeInvalid));
    expect(screen.getByRole('dialog', { name: 'Add menu item' })).toBeInTheDocument();
  });

  it("adds a submenu under its item ('Submenu name is required'), which opens to show it", async () => {
    signInAs();
    const { lastBody, calls } = serveSchool({ navigation: menu() });
    const user = userEvent.setup();
    await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Add submenu Home' }));
    await screen.findByRole('dialog', { name: 'Add submenu' });
    expect(field('Order number')).toHaveValue(1);
    await submitDialog('Add submenu');
    expect(messageOf(field('Submenu name'))).toBe('Submenu name is required');
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(field('Submenu name'), 'Welcome');
    await user.type(field('Route'), '/welcome');
    await submitDialog('Add submenu');
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    expect(lastBody(`POST ${NAVS}`)).toEqual({ name: 'Welcome', route: '/welcome', orderNo: 1, parentId: 1 });
    expect(await screen.findByRole('button', { name: '1 submenu of Home' })).toHaveAttribute('aria-expanded', 'true');
    expect(namesIn('Submenus of Home')).toEqual(['Welcome']);
  });

  it('edits an item and a submenu in place, starting from their values and places', async () => {
    signInAs();
    const { lastBody } = serveSchool({ navigation: menu() });
    const user = userEvent.setup();
    await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Edit About' }));
    await screen.findByRole('dialog', { name: 'Edit menu item' });
    expect(field('Menu name')).toHaveValue('About');
    expect(field('Route')).toHaveValue('/about');
    expect(field('Order number')).toHaveValue(2);
    await user.clear(field('Menu name'));
    await user.type(field('Menu name'), 'About Us');
    await submitDialog('Save Changes');
    expect(await screen.findByText(messages.itemUpdated)).toBeInTheDocument();
    expect(lastBody(`PUT ${NAVS}/2`)).toEqual({ name: 'About Us', route: '/about', orderNo: 2 });
    await waitFor(() => expect(namesIn('Menu items')).toEqual(['Home', 'About Us', 'Contact']));

    await user.click(screen.getByRole('button', { name: '2 submenus of About Us' }));
    await user.click(screen.getByRole('button', { name: 'Edit Staff' }));
    await screen.findByRole('dialog', { name: 'Edit submenu' });
    expect(field('Submenu name')).toHaveValue('Staff');
    expect(field('Order number')).toHaveValue(2);
    await user.clear(field('Order number'));
    await user.type(field('Order number'), '1');
    await submitDialog('Save Changes');
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    expect(lastBody(`PUT ${NAVS}/5`)).toEqual({ name: 'Staff', route: '/about/staff', orderNo: 1 });
    await waitFor(() => expect(namesIn('Submenus of About Us')).toEqual(['Staff', 'Our School']));
  });

  it("refuses a submenu's name cleared in its edit dialog in the submenu's words, sending nothing", async () => {
    signInAs();
    const { calls } = serveSchool({ navigation: menu() });
    const user = userEvent.setup();
    await openMenu();
    await expandAbout();
    await user.click(screen.getByRole('button', { name: 'Edit Staff' }));
    await screen.findByRole('dialog', { name: 'Edit submenu' });
    await user.clear(field('Submenu name'));
    await submitDialog('Save Changes');
    await waitFor(() => expect(messageOf(field('Submenu name'))).toBe(messages.submenuNameRequired));
    expect(calls().filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it("says 'Failed to update navigation submenu' when a submenu's save fails", async () => {
    signInAs();
    serveSchool({ navigation: menu() }, { [`PUT ${NAVS}/4`]: () => serverError() });
    const user = userEvent.setup();
    await openMenu();
    await expandAbout();
    await user.click(screen.getByRole('button', { name: 'Edit Our School' }));
    await submitDialog('Save Changes');
    expect(await screen.findByText(messages.submenuUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit submenu' })).toBeInTheDocument();
  });

  it('deletes an item with its submenus, and a submenu, only after the question', async () => {
    signInAs();
    const { calls, navigation: nav } = serveSchool({ navigation: menu() });
    await openMenu();
    await expandAbout();
    await deleteAfterConfirming(
      'Staff',
      'Are you sure you want to delete this submenu?',
      messages.submenuDeleted,
      calls,
    );
    expect(calls()).toContain(`DELETE ${NAVS}/5`);
    await waitFor(() => expect(namesIn('Submenus of About')).toEqual(['Our School']));

    // Asked again for the item: nothing is sent on Cancel.
    const since = calls().length;
    await deleteAfterConfirming('About', messages.deleteConfirm, messages.itemDeleted, () => calls().slice(since));
    expect(calls()).toContain(`DELETE ${NAVS}/2`);
    await waitFor(() => expect(namesIn('Menu items')).toEqual(['Home', 'Contact']));
    expect(nav.all().map((row) => row.name)).toEqual(['Home', 'Contact']);
  });

  it("says 'Failed to delete navigation menu item' and keeps the row", async () => {
    signInAs();
    serveSchool({ navigation: menu() }, { [`DELETE ${NAVS}/3`]: () => serverError() });
    const user = userEvent.setup();
    await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Delete Contact' }));
    const question = await screen.findByRole('alertdialog', { name: messages.deleteConfirm });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.itemDeleteFailed)).toBeInTheDocument();
    // The question stays open for another try.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(namesIn('Menu items')).toEqual(['Home', 'About', 'Contact']);
  });

  it('reorders the top level by keyboard alone, sending every item renumbered from 1', async () => {
    layOutRows();
    signInAs();
    const { lastBody, navigation: nav } = serveSchool({ navigation: menu() });
    await openMenu();
    await screen.findByRole('list', { name: 'Menu items' });

    await moveByKeyboard('Home', '[ArrowDown]');
    expect(namesIn('Menu items')).toEqual(['About', 'Home', 'Contact']);
    expect(await screen.findByText(messages.reordered)).toBeInTheDocument();
    expect(lastBody(REORDER)).toEqual([
      { id: 2, orderNo: 1 },
      { id: 1, orderNo: 2 },
      { id: 3, orderNo: 3 },
    ]);
    expect(nav.get(1).orderNo).toBe(2);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Menu items' })).not.toHaveAttribute('aria-busy'));
    expect(namesIn('Menu items')).toEqual(['About', 'Home', 'Contact']);
  });

  it("reorders one item's submenus on their own, in the submenu words", async () => {
    layOutRows();
    signInAs();
    const { lastBody } = serveSchool({ navigation: menu() });
    await openMenu();
    await expandAbout();

    await moveByKeyboard('Staff', '[ArrowUp]');
    expect(await screen.findByText(messages.submenuReordered)).toBeInTheDocument();
    expect(lastBody(REORDER)).toEqual([
      { id: 5, orderNo: 1 },
      { id: 4, orderNo: 2 },
    ]);
    expect(namesIn('Submenus of About')).toEqual(['Staff', 'Our School']);
    expect(namesIn('Menu items')).toEqual(['Home', 'About', 'Contact']);
  });

  it('puts the order back when the server refuses a reorder, with the failure toast of that list', async () => {
    layOutRows();
    signInAs();
    serveSchool({ navigation: menu() }, { [REORDER]: () => serverError() });
    await openMenu();
    await screen.findByRole('list', { name: 'Menu items' });

    await moveByKeyboard('Contact', '[ArrowUp]');
    expect(await screen.findByText(messages.reorderFailed)).toBeInTheDocument();
    await waitFor(() => expect(namesIn('Menu items')).toEqual(['Home', 'About', 'Contact']));

    await expandAbout();
    await moveByKeyboard('Our School', '[ArrowDown]');
    expect(await screen.findByText(messages.submenuReorderFailed)).toBeInTheDocument();
    await waitFor(() => expect(namesIn('Submenus of About')).toEqual(['Our School', 'Staff']));
  });

  it('shows a VIEWER the menu read-only: no add, edit, delete or handles; submenus still open', async () => {
    signInAs(['VIEWER']);
    serveSchool({ navigation: menu() });
    await openMenu();
    await expandAbout();
    expect(namesIn('Submenus of About')).toEqual(['Our School', 'Staff']);
    expect(screen.queryByRole('button', { name: 'Add menu item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Reorder|Edit|Delete|Add submenu) / })).not.toBeInTheDocument();
  });

  it("shows a VIEWER an empty menu without 'Create default menu'", async () => {
    signInAs(['VIEWER']);
    serveSchool({ navigation: [] });
    await openMenu();
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.createDefault })).not.toBeInTheDocument();
  });
});
