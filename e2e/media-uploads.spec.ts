import type { Locator, Page } from '@playwright/test';
import { expect, journeys, makePng, moveByKeyboard, namesIn, test, unique } from './fixtures';

const MEDIA = '/misc/cms/mdac/media';
const ALBUMS = '/misc/cms/paac/photo-albums';

interface Item {
  id: number;
  title: string;
  mediaUrl: string;
}

/** No two boxes of `cards` share a pixel, and none is wider than the window. */
async function expectApart(page: Page, cards: Locator) {
  const boxes = await cards.evaluateAll((rows) =>
    rows.map((row) => {
      const box = row.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    }),
  );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
  // Every button of a card stays inside its card.
  const outside = await cards.evaluateAll((rows) =>
    rows.flatMap((row) => {
      const card = row.getBoundingClientRect();
      return [...row.querySelectorAll('button')]
        .map((button) => button.getBoundingClientRect())
        .filter((b) => b.left < card.left - 0.5 || b.right > card.right + 0.5)
        .map((b) => `${b.left}-${b.right} outside ${card.left}-${card.right}`);
    }),
  );
  expect(outside).toEqual([]);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide).toBeLessThanOrEqual(0);
}

journeys('uploads that explain themselves', () => {
  test('a chosen file goes at once and shows its thumbnail and alt text; adding by URL is behind its button; Edit Media previews and replaces the file; deleting an item in use says where', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const tag = unique('Hall');
    const title = `${tag}`.replace(/-/g, ' ');
    await staff.visit('/media/new', 'Add Media');
    await expect(page.getByLabel(/^URL/)).toHaveCount(0);
    await staff.accessible();

    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: `${tag}.png`, mimeType: 'image/png', buffer: makePng(40) });
    const item = page.getByTestId('upload-item');
    await expect(item.getByRole('img', { name: `Preview of ${title}` })).toBeVisible();
    await expect(item.getByRole('link', { name: title, exact: true })).toBeVisible();
    await page.getByLabel(`Alt text for ${title}`).fill('The school hall set for assembly');
    await page.getByRole('button', { name: `Save alt text for ${title}` }).click();
    await expect(item.getByText('Alt text saved')).toBeVisible();
    await staff.accessible();
    const saved = (await admin.find<Item & { altText: string }>(MEDIA, title))!;
    expect(saved.altText).toBe('The school hall set for assembly');

    // A refused file says why; the next choice clears it.
    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByRole('alert').filter({ hasText: 'The file must be' })).toBeVisible();
    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: `${tag}-2.png`, mimeType: 'image/png', buffer: makePng(20) });
    await expect(page.getByRole('link', { name: `${title} 2`, exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The file must be' })).toHaveCount(0);

    // Adding by its address is behind its own button.
    await page.getByRole('button', { name: 'Add by URL' }).click();
    await expect(page.getByRole('button', { name: 'Add by URL' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel(/^Title/).fill(`${title} by URL`);
    await page.getByLabel(/^URL/).fill('https://www.riverside.example/files/hall.pdf');
    await page.getByLabel('Type').selectOption('document');
    await staff.accessible();
    await page.getByRole('button', { name: 'Create Media' }).click();
    await expect(page).toHaveURL(/\/media$/);

    // Edit Media shows the picture, and replaces it by an upload.
    await page.goto(`/media/${saved.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Media', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The school hall set for assembly' })).toBeVisible();
    await expect(page.getByLabel(/^URL/)).toHaveCount(0);
    await staff.accessible();
    await page
      .getByLabel('Replace file')
      .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: makePng(64, [10, 120, 60]) });
    await expect(page.getByText('File replaced')).toBeVisible();
    const replaced = (await admin.read<Item>(`${MEDIA}/${saved.id}`)).body!;
    expect(replaced.mediaUrl).not.toBe(saved.mediaUrl);
    await expect.poll(async () => (await request.get(saved.mediaUrl)).status()).toBe(404);
    await page.getByRole('button', { name: 'Update Media' }).click();
    await expect(page).toHaveURL(/\/media$/);
    expect((await admin.read<Item>(`${MEDIA}/${saved.id}`)).body!.mediaUrl).toBe(replaced.mediaUrl);

    // An item an album shows: its delete says where it is used first.
    const albumName = unique('Assembly');
    const album = await admin.create<{ id: number }>(ALBUMS, { name: albumName });
    await admin.create(`/misc/cms/paac/photos?albumId=${album.id}`, { url: replaced.mediaUrl, caption: 'The hall' });
    await page.getByLabel('Search media by title').fill(title);
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`is still used by the photo album "${albumName}"`);
    await staff.accessible();
    await question.getByRole('button', { name: 'Cancel' }).click();
  });

  test('an album keeps the chosen order, captions start empty, a cover is chosen, photos move by keyboard, and the cards never overlap', async ({
    page,
    admin,
    staff,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const name = unique('Concert');
    const album = await admin.create<{ id: number }>(ALBUMS, { name });
    await staff.visit(`/photo-album/${album.id}`, name);
    // Big pictures first, so that the first chosen is the last to finish.
    const files = [
      { name: 'first.png', buffer: makePng(900, [200, 40, 40]) },
      { name: 'second.png', buffer: makePng(300, [40, 160, 60]) },
      { name: 'third.png', buffer: makePng(16, [40, 80, 200]) },
    ].map((file) => ({ ...file, mimeType: 'image/png' }));
    await page.getByLabel('Choose files').setInputFiles(files);
    for (const file of files) await expect(page.getByLabel(`Caption for ${file.name}`)).toHaveValue('');
    for (const [i, file] of files.entries())
      await page.getByLabel(`Caption for ${file.name}`).fill(['Opening song', 'The choir', 'Bows'][i]!);
    await staff.accessible();
    await page.getByRole('button', { name: 'Upload 3 files' }).click();
    const label = `Photos of ${name}`;
    const cards = page.getByRole('list', { name: label, exact: true }).locator(':scope > li');
    await expect(cards).toHaveCount(3);
    await expect.poll(() => namesIn(page, label)).toEqual(['Opening song', 'The choir', 'Bows']);
    await staff.accessible();

    await page.getByRole('button', { name: 'Make The choir the cover' }).click();
    await expect(cards.nth(1).getByText('Cover', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await admin.read<{ coverPhotoId: number | null }>(`${ALBUMS}/${album.id}`)).body!.coverPhotoId)
      .not.toBeNull();

    await moveByKeyboard(page, 'Bows', 'ArrowUp', 'position 2 of 3');
    await expect.poll(() => namesIn(page, label)).toEqual(['Opening song', 'Bows', 'The choir']);
    await expect(page.getByRole('list', { name: label, exact: true })).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(cards).toHaveCount(3);
    await expect.poll(() => namesIn(page, label)).toEqual(['Opening song', 'Bows', 'The choir']);
    await staff.accessible();
    await expectApart(page, cards);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expectApart(page, cards);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cards).toHaveCount(3);
    await expectApart(page, cards);
    await staff.accessible();
    await page.goto('/photo-album');
    await expect(page.getByRole('heading', { name: 'Photo Album', level: 1 })).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wide).toBeLessThanOrEqual(0);
  });
});
