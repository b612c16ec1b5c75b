import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiCreateWebsite,
  dragOnto,
  expect,
  expectToast,
  journeys,
  moveByKeyboard,
  namesIn,
  signInToWebsite,
  test,
  unique,
} from './fixtures';

interface ServerNavItem {
  id: number;
  name: string;
  route: string;
  orderNo: number;
  parentId: number;
  submenus: ServerNavItem[];
}

const NAVS = '/misc/cms/nm/nmac/navs';
/** The demo school's menu: the server's default menu. */
const DEFAULT_TOP = ['Home', 'About', 'Academics', 'Admissions', 'News', 'Gallery', 'Calendar', 'Contact'];

async function apiMenu(request: APIRequestContext, token: string) {
  const response = await request.get(NAVS, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerNavItem[];
}

const handle = (page: Page, name: string) => page.getByRole('button', { name: `Reorder ${name}`, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

async function addThroughDialog(page: Page, button: string, fields: { name: string; route: string }) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await dialog(page).getByLabel(/name/).fill(fields.name);
  await dialog(page).getByLabel('Route').fill(fields.route);
  await dialog(page).getByRole('button', { name: /^Add / }).click();
  await expectToast(page, 'Navigation menu updated successfully');
  await expect(dialog(page)).toBeHidden();
}

journeys('navigation menu', () => {
  // An item with submenus built, both levels moved by keyboard and by mouse, the order kept.
  test('an editor builds and arranges the menu', async ({ page, request, admin, staff }) => {
    const clubs = unique('Clubs');
    await staff.open('Navigation Menu', /\/navigation-menu$/, 'Navigation Menu');
    await expect.poll(() => namesIn(page, 'Menu items')).toEqual(DEFAULT_TOP);
    await staff.accessible();

    // The submenus fold under their item.
    const aboutToggle = page.getByRole('button', { name: '3 submenus of About' });
    await expect(aboutToggle).toHaveAttribute('aria-expanded', 'false');
    await aboutToggle.click();
    await expect(aboutToggle).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => namesIn(page, 'Submenus of About'))
      .toEqual(["Principal's Message", 'Staff', 'Student Spotlight']);
    await staff.accessible();
    await aboutToggle.click();

    // The dialog checks before anything is sent, and starts at the next number.
    await page.getByRole('button', { name: 'Add menu item' }).click();
    await expect(dialog(page).getByLabel('Order number')).toHaveValue('9');
    await dialog(page).getByRole('button', { name: 'Add menu item' }).click();
    await expect(dialog(page).getByText('Menu name is required')).toBeVisible();
    await expect(dialog(page).getByText('Route is required')).toBeVisible();
    await dialog(page).getByLabel('Order number').fill('0');
    await dialog(page).getByRole('button', { name: 'Add menu item' }).click();
    await expect(dialog(page).getByText('Order number must be at least 1')).toBeVisible();
    await staff.accessible();
    await dialog(page).getByLabel('Order number').fill('9');
    await dialog(page).getByLabel('Menu name').fill(clubs);
    await dialog(page).getByLabel('Route').fill('/clubs');
    await dialog(page).getByRole('button', { name: 'Add menu item' }).click();
    await staff.toast('Navigation menu updated successfully');
    await expect.poll(() => namesIn(page, 'Menu items')).toEqual([...DEFAULT_TOP, clubs]);

    await addThroughDialog(page, `Add submenu ${clubs}`, { name: 'Chess', route: '/clubs/chess' });
    await addThroughDialog(page, `Add submenu ${clubs}`, { name: 'Drama', route: '/clubs/drama' });
    await expect(page.getByRole('button', { name: `2 submenus of ${clubs}` })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => namesIn(page, `Submenus of ${clubs}`)).toEqual(['Chess', 'Drama']);

    // Keyboard alone: the item up one place, then a submenu up one place, each list on its own.
    await moveByKeyboard(page, clubs, 'ArrowUp', 'position 8 of 9');
    await staff.toast('Navigation menu reordered successfully');
    await expect.poll(() => namesIn(page, 'Menu items')).toEqual([...DEFAULT_TOP.slice(0, 7), clubs, 'Contact']);
    await expect(handle(page, clubs)).toBeFocused();
    await moveByKeyboard(page, 'Drama', 'ArrowUp', 'position 1 of 2');
    await staff.toast('Navigation submenu reordered successfully');
    await expect.poll(() => namesIn(page, `Submenus of ${clubs}`)).toEqual(['Drama', 'Chess']);

    // The mouse: Home dragged below About, Chess back above Drama.
    await dragOnto(page, handle(page, 'Home'), handle(page, 'About'));
    await staff.toast('Navigation menu reordered successfully');
    await expect
      .poll(() => namesIn(page, 'Menu items'))
      .toEqual(['About', 'Home', ...DEFAULT_TOP.slice(2, 7), clubs, 'Contact']);
    await dragOnto(page, handle(page, 'Chess'), handle(page, 'Drama'));
    await staff.toast('Navigation submenu reordered successfully');
    await expect.poll(() => namesIn(page, `Submenus of ${clubs}`)).toEqual(['Chess', 'Drama']);

    // Kept by the server: after a reload, and in what it answers.
    const expected = ['About', 'Home', ...DEFAULT_TOP.slice(2, 7), clubs, 'Contact'];
    await page.reload();
    await expect.poll(() => namesIn(page, 'Menu items')).toEqual(expected);
    await page.getByRole('button', { name: `2 submenus of ${clubs}` }).click();
    await expect.poll(() => namesIn(page, `Submenus of ${clubs}`)).toEqual(['Chess', 'Drama']);
    const menu = await apiMenu(request, admin.token);
    expect(menu.map((item) => [item.name, item.orderNo])).toEqual(expected.map((name, index) => [name, index + 1]));
    const created = menu.find((item) => item.name === clubs)!;
    expect(created.submenus.map(({ name, route, orderNo }) => ({ name, route, orderNo }))).toEqual([
      { name: 'Chess', route: '/clubs/chess', orderNo: 1 },
      { name: 'Drama', route: '/clubs/drama', orderNo: 2 },
    ]);

    // Edit a submenu, then delete the item with its submenus after the question.
    await page.getByRole('button', { name: 'Edit Drama' }).click();
    await expect(dialog(page).getByLabel('Submenu name')).toHaveValue('Drama');
    await expect(dialog(page).getByLabel('Order number')).toHaveValue('2');
    await dialog(page).getByLabel('Submenu name').fill('Drama Club');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await staff.toast('Navigation menu updated successfully');
    await expect.poll(() => namesIn(page, `Submenus of ${clubs}`)).toEqual(['Chess', 'Drama Club']);

    await page.getByRole('button', { name: `Delete ${clubs}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this menu item? Its submenus are deleted with it.',
    });
    await expect(confirm).toBeVisible();
    await staff.accessible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await staff.toast('Navigation menu item deleted successfully');
    await expect.poll(() => namesIn(page, 'Menu items')).toEqual(expected.filter((name) => name !== clubs));
    const after = await apiMenu(request, admin.token);
    expect(after.flatMap((item) => [item, ...item.submenus]).filter((item) => item.parentId === created.id)).toEqual(
      [],
    );
  });

  test("a new website's empty menu offers 'Create default menu', once", async ({ page, request, admin, staff }) => {
    const website = await apiCreateWebsite(request, admin.token);
    const session = await signInToWebsite(page, request, website.id);

    await page.goto('/navigation-menu');
    await expect(page.getByRole('heading', { name: 'Navigation Menu', level: 1 })).toBeVisible();
    await expect(page.getByText('No menu items yet')).toBeVisible();
    await staff.accessible();

    await page.getByRole('button', { name: 'Create default menu' }).click();
    await staff.toast('Default menu created successfully');
    await expect.poll(() => namesIn(page, 'Menu items')).toEqual(DEFAULT_TOP);
    await expect(page.getByRole('button', { name: 'Create default menu' })).toHaveCount(0);
    await staff.accessible();

    // Only for an empty menu: a second call changes nothing.
    const again = await request.post(`${NAVS}/default`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(again.status()).toBe(409);
    expect((await apiMenu(request, session.token)).map((item) => item.name)).toEqual(DEFAULT_TOP);
  });

  test('at 390 px every row keeps its handle, toggle and actions in reach', async ({ page, staff }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await staff.visit('/navigation-menu');
    const toggle = page.getByRole('button', { name: '3 submenus of About' });
    await toggle.click();
    await expect(page.getByRole('list', { name: 'Submenus of About' })).toBeVisible();
    for (const control of [
      handle(page, 'About'),
      toggle,
      page.getByRole('button', { name: 'Add submenu About' }),
      page.getByRole('button', { name: 'Edit About' }),
      page.getByRole('button', { name: 'Delete About' }),
      handle(page, 'Staff'),
      page.getByRole('button', { name: 'Edit Staff' }),
      page.getByRole('button', { name: 'Delete Staff' }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport();
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await staff.accessible();
  });
});
