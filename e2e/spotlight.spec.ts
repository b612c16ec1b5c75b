import type { Page } from '@playwright/test';
import { dragOnto, expect, journeys, makePng, rowOf, test, unique, type Admin } from './fixtures';

interface ServerCategory {
  id: number;
  name: string;
  starCount: number;
}
interface ServerStar {
  id: number;
  name: string;
  academicClass: string;
  percentage: number;
  year: number;
  orderNo: number;
  imgUrl: string | null;
}

const CATEGORIES = '/misc/cms/spotlight/cac/categories';
const starsUrl = (categoryId: number) => `${CATEGORIES}/${categoryId}/stars`;

/** The category's stars in order, as the server has them. */
const starsOf = async (admin: Admin, categoryId: number) =>
  (await admin.read<{ content: ServerStar[] }>(starsUrl(categoryId), { size: 100 })).body!.content;
const namesOf = async (admin: Admin, categoryId: number) => (await starsOf(admin, categoryId)).map((star) => star.name);
const handle = (page: Page, name: string) => page.getByRole('button', { name: `Reorder ${name}`, exact: true });

/** Fills the star dialog (name, class, percentage, year, description). */
async function fillStar(page: Page, star: { name: string; academicClass: string; percentage: string; year: string }) {
  const dialog = page.getByRole('dialog', { name: 'Add Star' });
  await dialog.getByLabel('Name').fill(star.name);
  await dialog.getByLabel('Class').fill(star.academicClass);
  await dialog.getByLabel('Percentage').fill(star.percentage);
  await dialog.getByLabel('Year').fill(star.year);
  await dialog.getByLabel('Description').fill(`${star.name} did well this year.`);
  return dialog;
}

journeys('spotlight', () => {
  test('an editor adds a category and its stars, pages through them, reorders them and deletes the category', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const category = unique('Science Olympiad');
    // Seen only in the new category, its stars need no unique names (nor do 'Star 4' to 'Star 12' below).
    const [priya, daniel, amara] = ['Priya', 'Daniel', 'Amara'];

    await staff.open('Spotlight', /\/spotlight\/categories$/, 'Spotlight Categories');
    await expect(page.getByRole('link', { name: 'Stars of Academic Toppers' })).toHaveText('3 stars');
    await staff.accessible();

    // A category needs its name and its description.
    const add = await staff.emptyDialogRefused('Add Category', 'Name is required', 'Description is required');
    await add.getByLabel('Name').fill(category);
    await add.getByLabel('Description').fill('Medal winners of the national science olympiad.');
    await add.getByRole('button', { name: 'Add Category' }).click();
    await staff.toast('Category created successfully');
    const created = (await admin.read<ServerCategory[]>(CATEGORIES)).body!.find((row) => row.name === category)!;
    expect(created).toMatchObject({ starCount: 0 });

    await page.getByRole('link', { name: `Stars of ${category}` }).click();
    await expect(page).toHaveURL(new RegExp(`/spotlight/categories/${created.id}$`));
    await expect(page.getByRole('heading', { name: `Stars of ${category}`, level: 1 })).toBeVisible();
    await expect(page.getByText('No stars yet')).toBeVisible();
    await staff.accessible();

    // The form refuses what is out of bounds, beside its field, and sends nothing.
    await page.getByRole('button', { name: 'Add Star' }).click();
    let dialog = await fillStar(page, { name: priya, academicClass: 'Grade 12', percentage: '101', year: '2031' });
    await dialog.getByRole('button', { name: 'Add Star' }).click();
    await expect(dialog.getByLabel('Percentage')).toHaveAccessibleDescription('Percentage must be between 0 and 100');
    await expect(dialog.getByLabel('Year')).toHaveAccessibleDescription('Year must be between 2020 and 2030');
    await staff.accessible();
    // The server refuses them too, whoever sends them.
    for (const [field, value, message] of [
      ['percentage', 101, 'Percentage must be between 0 and 100'],
      ['year', 2031, 'Year must be between 2020 and 2030'],
    ] as const) {
      const body = {
        name: priya,
        academicClass: 'Grade 12',
        percentage: 98.5,
        year: 2026,
        description: 'x',
        orderNo: 1,
      };
      const refused = await request.post(starsUrl(created.id), {
        headers: admin.headers,
        data: { ...body, [field]: value },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).message).toBe(message);
    }
    expect(await namesOf(admin, created.id)).toEqual([]);

    // Three stars, the first with an uploaded photo.
    await dialog.getByLabel('Percentage').fill('98.5');
    await dialog.getByLabel('Year').fill('2026');
    await dialog
      .getByLabel('Upload image')
      .setInputFiles({ name: 'priya.png', mimeType: 'image/png', buffer: makePng() });
    await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Star' }).click();
    await staff.toast('Star created successfully');
    await expect(rowOf(page, priya).getByRole('img', { name: `Photo of ${priya}` })).toBeVisible();
    for (const [name, percentage] of [
      [daniel, '97.2'],
      [amara, '96.8'],
    ]) {
      await page.getByRole('button', { name: 'Add Star' }).click();
      dialog = await fillStar(page, { name: name!, academicClass: 'Grade 11', percentage: percentage!, year: '2025' });
      await expect(dialog.getByLabel('Order No')).not.toHaveValue('');
      await dialog.getByRole('button', { name: 'Add Star' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(rowOf(page, amara).getByText('96.8%')).toBeVisible();
    const three = await starsOf(admin, created.id);
    expect(three.map((star) => [star.name, star.percentage, star.year, star.orderNo])).toEqual([
      [priya, 98.5, 2026, 1],
      [daniel, 97.2, 2025, 2],
      [amara, 96.8, 2025, 3],
    ]);
    expect(three[0]!.imgUrl).toMatch(/^\/uploads\//);

    // Twelve stars make two pages: 'Page x of 2 · 12 stars'.
    for (let index = 4; index <= 12; index++) {
      await admin.create(starsUrl(created.id), {
        name: `Star ${index}`,
        academicClass: 'Grade 9',
        percentage: 90,
        year: 2026,
        description: 'Bronze medal.',
        orderNo: index,
      });
    }
    await page.reload();
    await expect(page.getByText('Page 1 of 2 · 12 stars')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2 · 12 stars')).toBeVisible();
    await expect(rowOf(page, 'Star 12')).toBeVisible();
    await staff.accessible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2 · 12 stars')).toBeVisible();

    // The keyboard: Amara moved above Daniel.
    await staff.moveByKeyboard(amara, 'ArrowUp');
    await staff.toast('Stars reordered successfully');
    await expect.poll(async () => (await namesOf(admin, created.id)).slice(0, 3)).toEqual([priya, amara, daniel]);
    // The mouse: Priya dragged below Daniel.
    await dragOnto(page, handle(page, priya), handle(page, daniel));
    await expect.poll(async () => (await namesOf(admin, created.id)).slice(0, 3)).toEqual([amara, daniel, priya]);
    const numbers = (await starsOf(admin, created.id)).map((star) => star.orderNo);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));

    // Deleting the category says how many stars go with it.
    await page.getByRole('link', { name: 'Back to Spotlight Categories' }).click();
    await expect(page.getByRole('heading', { name: 'Spotlight Categories', level: 1 })).toBeVisible();
    await rowOf(page, category)
      .getByRole('button', { name: `Delete ${category}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this category?' });
    await expect(confirm).toContainText(`"${category}" and its 12 stars will be deleted for good.`);
    await staff.accessible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await staff.toast('Category deleted successfully');
    await expect(rowOf(page, category)).toHaveCount(0);
    expect((await admin.read(starsUrl(created.id))).status).toBe(404);
  });

  test('on a phone, each star is a card with its actions in reach', async ({ page, admin, staff }) => {
    const toppers = (await admin.read<ServerCategory[]>(CATEGORIES)).body!.find(
      (row) => row.name === 'Academic Toppers',
    )!;
    await page.setViewportSize({ width: 390, height: 844 });
    await staff.visit(`/spotlight/categories/${toppers.id}`, 'Stars of Academic Toppers');
    const name = (await starsOf(admin, toppers.id))[0]!.name;
    const card = rowOf(page, name);
    await expect(card.getByRole('button', { name: `Reorder ${name}` })).toBeInViewport();
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeInViewport();
    await expect(card.getByRole('button', { name: `Delete ${name}` })).toBeInViewport();
    await staff.accessible();
  });
});
