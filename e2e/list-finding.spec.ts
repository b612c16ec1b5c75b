import { expect, expectAccessible, journeys, rowOf, test, unique, type Admin } from './fixtures';
import type { Page } from '@playwright/test';

const NEWS = '/nms/cms/nac/news';

/** Words for titles, created in this order: neither the newest-first order nor the alphabetical one. */
const WORDS = [
  'Kestrel', 'Amber', 'Quartz', 'Beacon', 'Willow', 'Cobalt', 'Orchard', 'Dune', 'Lantern', 'Ember',
  'Violet', 'Fjord', 'Meadow', 'Granite', 'Tundra', 'Harbor', 'Saffron', 'Iris', 'Raven', 'Juniper',
  'Nectar', 'Pebble', 'Yarrow', 'Umber', 'Zephyr',
]; // prettier-ignore

/**
 * Twenty-five news items titled `<word> <tag>`, one of them ('Lantern …') with a rare word in its
 * content only: answers their titles in alphabetical order, newest first, and the rare word.
 */
async function createNews(admin: Admin) {
  const tag = unique('Finder');
  const rare = unique('quokka');
  for (const word of WORDS) {
    const content = word === 'Lantern' ? `<p>A ${rare} visited the library.</p>` : '<p>News of the week.</p>';
    await admin.create(NEWS, { title: `${word} ${tag}`, content });
  }
  const titles = WORDS.map((word) => `${word} ${tag}`).sort();
  return { tag, rare, titles, newest: WORDS.map((word) => `${word} ${tag}`).reverse() };
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const pageField = (page: Page) => page.getByRole('spinbutton', { name: 'Page' });
const bodyRows = (page: Page) => page.locator('tbody tr');
const title = (page: Page, row: number, text: string) =>
  expect(bodyRows(page).nth(row).getByRole('link', { name: text, exact: true })).toBeVisible();

journeys('finding in a list', () => {
  test('an editor searches the news, sorts it by title, types a page, reloads, then publishes and deletes in bulk', async ({
    page,
    admin,
    staff,
  }) => {
    const { tag, rare, titles } = await createNews(admin);
    await staff.visit('/news', 'News');

    // A word of one item's content only: that item alone, the search in the URL.
    await searchBox(page).fill(rare);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]search=${rare}`));
    await expect(page.getByText('Page 1 of 1 · 1 news item', { exact: true })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(1);
    await title(page, 0, `Lantern ${tag}`);

    // Cleared: the whole list again.
    await searchBox(page).fill('');
    await searchBox(page).press('Enter');
    await expect(page).not.toHaveURL(/search=/);
    await expect(bodyRows(page)).toHaveCount(10);

    // Title's header sorts A to Z: the first row is the first title of all the news, as the server sorts them.
    const header = page.getByRole('columnheader', { name: 'Title' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button', { name: 'Title' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    // A to Z is the order a sort starts with: the URL leaves it out.
    await expect(page).toHaveURL(/[?&]sortBy=title$/);
    const first = await admin.read<{ content: { title: string }[] }>(NEWS, { sortBy: 'title', sortOrder: 'asc' });
    await title(page, 0, first.body!.content[0]!.title);
    const shown = await bodyRows(page)
      .locator('td:nth-child(2) a')
      .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    expect(shown).toEqual(first.body!.content.map((news) => news.title));
    // Again: Z to A; and again, A to Z.
    await header.getByRole('button', { name: 'Title' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/[?&]sortBy=title&sortOrder=desc$/);
    const last = await admin.read<{ content: { title: string }[] }>(NEWS, { sortBy: 'title', sortOrder: 'desc' });
    await title(page, 0, last.body!.content[0]!.title);
    await header.getByRole('button', { name: 'Title' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await title(page, 0, first.body!.content[0]!.title);

    // The tag finds the 25, still sorted; the page typed in its field goes to that page.
    await searchBox(page).fill(tag);
    await searchBox(page).press('Enter');
    await expect(page.getByText('Page 1 of 3 · 25 news items', { exact: true })).toBeVisible();
    await title(page, 0, titles[0]!);
    await pageField(page).fill('3');
    await pageField(page).press('Enter');
    await expect(page.getByText('Page 3 of 3 · 25 news items', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=3/);
    await expect(bodyRows(page)).toHaveCount(5);
    await title(page, 0, titles[20]!);

    // A reload keeps the search, the order and the page.
    await page.reload();
    await expect(page.getByText('Page 3 of 3 · 25 news items', { exact: true })).toBeVisible();
    await expect(searchBox(page)).toHaveValue(tag);
    await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(pageField(page)).toHaveValue('3');
    await title(page, 0, titles[20]!);
    await title(page, 4, titles[24]!);

    // Two selected and published together.
    await page.getByRole('checkbox', { name: `Select ${titles[20]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${titles[21]}` }).check();
    const bulk = page.getByRole('group', { name: 'Bulk actions' });
    await expect(bulk.getByText('2 selected')).toBeVisible();
    await expectAccessible(page);
    await bulk.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(bulk).toBeHidden();
    for (const published of [titles[20]!, titles[21]!]) {
      await expect(rowOf(page, published).getByText('Published', { exact: true })).toBeVisible();
      expect((await admin.find<{ title: string; status: string }>(NEWS, published))?.status).toBe('ACTIVE');
    }
    await expect(rowOf(page, titles[22]!).getByText('Draft', { exact: true })).toBeVisible();

    // One selected and deleted, after a question that counts it.
    await page.getByRole('checkbox', { name: `Select ${titles[22]}` }).check();
    await expect(bulk.getByText('1 selected')).toBeVisible();
    await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 1 news item?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('The 1 news item selected will be removed for good.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, titles[22]!)).toHaveCount(0);
    await expect(page.getByText('Page 3 of 3 · 24 news items', { exact: true })).toBeVisible();
    expect(await admin.find(NEWS, titles[22]!)).toBeUndefined();
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the search box, the bulk bar and its question fit a phone', async ({ page, admin, staff }) => {
      const { tag, newest } = await createNews(admin);
      await staff.visit(`/news?search=${tag}`, 'News');
      await expect(page.getByText('Page 1 of 3 · 25 news items', { exact: true })).toBeVisible();
      await expect(searchBox(page)).toHaveValue(tag);

      await page.getByRole('checkbox', { name: `Select ${newest[0]}` }).check();
      await page.getByRole('checkbox', { name: `Select ${newest[1]}` }).check();
      const bulk = page.getByRole('group', { name: 'Bulk actions' });
      await expect(bulk.getByText('2 selected')).toBeVisible();
      const fits = async () => {
        const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(widths[0], 'page width at 390 px').toBeLessThanOrEqual(widths[1]!);
      };
      await fits();
      // Each part within the phone's width (the page may have scrolled down to the rows chosen).
      const buttons = ['Publish', 'Unpublish', 'Delete', 'Clear selection'].map((name) =>
        bulk.getByRole('button', { name, exact: true }),
      );
      for (const part of [bulk, page.getByRole('group', { name: 'Filter news' }), searchBox(page), ...buttons]) {
        await expect(part).toBeVisible();
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await expectAccessible(page);

      await bulk.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete 2 news items?' });
      await expect(confirm).toBeVisible();
      await fits();
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(bulk.getByText('2 selected')).toBeVisible();
    });
  });
});
