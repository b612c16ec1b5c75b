import type { Page } from '@playwright/test';
import { expect, journeys, makePng, test, unique, type Admin } from './fixtures';

interface ServerMedia {
  id: number;
  title: string;
  mediaUrl: string;
  mediaType: string;
  altText: string;
  thumbnailUrl: string | null;
  webUrl: string | null;
}

const MEDIA = '/misc/cms/mdac/media';

const mediaTitled = async (admin: Admin, title: string) =>
  (await admin.read<{ content: ServerMedia[] }>(MEDIA, { search: title, size: 100 })).body!.content.find(
    (item) => item.title === title,
  );

/** The rows (or cards) of the library list shown now, by their title links. */
const titlesShown = (page: Page) => page.getByRole('main').getByRole('link', { name: /^(Pupils|Term dates)/ });

journeys('media library', () => {
  test('three images are uploaded with their alt text and progress, found by type, and one becomes a blog image through the picker', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const tag = unique('Pupils');
    const files = (['red', 'green', 'blue'] as const).map((colour, i) => ({
      name: `${tag}-${colour}.png`,
      mimeType: 'image/png',
      buffer: makePng(
        32 + i * 8,
        [
          [200, 40, 40],
          [40, 160, 60],
          [40, 80, 200],
        ][i] as [number, number, number],
      ),
    }));

    await staff.open('Media', /\/media$/, 'Media');
    await staff.accessible();
    await staff.follow('Add Media', /\/media\/new$/, 'Add Media');
    await staff.accessible();

    // Chosen files go at once, each with its progress, and come back as items with their
    // thumbnail, link and alt text to write.
    await page.getByLabel('Choose files').setInputFiles(files);
    const items = page.getByTestId('upload-item');
    await expect(items).toHaveCount(3);
    for (const [i, file] of files.entries()) {
      const title = file.name.replace('.png', '').replace(/-/g, ' ');
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      await expect(items.nth(i).getByRole('img', { name: `Preview of ${title}` })).toBeVisible();
      await page.getByLabel(`Alt text for ${title}`).fill(`Pupils in ${['red', 'green', 'blue'][i]} shirts`);
      await page.getByRole('button', { name: `Save alt text for ${title}` }).click();
      await expect(items.nth(i).getByText('Alt text saved')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Create Media' })).toHaveCount(0);
    await staff.accessible();

    const titles = files.map((file) => file.name.replace('.png', '').replace(/-/g, ' '));
    const stored = await Promise.all(titles.map((title) => mediaTitled(admin, title)));
    for (const [i, item] of stored.entries()) {
      expect(item).toMatchObject({ mediaType: 'image', altText: `Pupils in ${['red', 'green', 'blue'][i]} shirts` });
      expect((await request.get(item!.thumbnailUrl!)).status()).toBe(200);
    }

    // The library: a grid by default, a table on request; filtered by type.
    await page.getByRole('link', { name: 'Back to Media' }).click();
    await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
    await page.getByLabel('Search media by title').fill(tag.replace(/-/g, ' '));
    for (const title of titles) await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await staff.accessible();
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await staff.accessible();
    await page.getByLabel('Type').selectOption('document');
    await expect(page.getByRole('link', { name: titles[0], exact: true })).toHaveCount(0);
    await page.getByLabel('Type').selectOption('image');
    for (const title of titles) await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(titlesShown(page)).toHaveCount(3);

    // A blog's image, chosen from the library.
    await page.goto('/blogs/new');
    await expect(page.getByRole('heading', { name: 'New Blog', level: 1 })).toBeVisible();
    const blogTitle = unique('Shirts day');
    await page.getByLabel(/^Title\*?$/).fill(blogTitle);
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the media library' });
    await picker.getByLabel('Search the library by title').fill(titles[1]!);
    await staff.accessible();
    await picker.getByRole('button', { name: `Choose ${titles[1]}` }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByLabel(/^Image URL\*?$/)).toHaveValue(stored[1]!.webUrl!);
    // The editor's image button offers the library too; the chosen image's alt text comes with it.
    await expect(page.locator('#blog-description')).toBeVisible();
    await page.getByRole('button', { name: 'Insert image by URL' }).click();
    const insert = page.getByRole('dialog', { name: 'Insert image' });
    await insert.getByRole('button', { name: 'Choose from library' }).click();
    const inner = page.getByRole('dialog', { name: 'Choose from the media library' });
    await inner.getByLabel('Search the library by title').fill(titles[2]!);
    await inner.getByRole('button', { name: `Choose ${titles[2]}` }).click();
    await expect(insert.getByLabel('Image URL')).toHaveValue(stored[2]!.webUrl!);
    await expect(insert.getByLabel('Alternative text')).toHaveValue('Pupils in blue shirts');
    await insert.getByRole('button', { name: 'Insert' }).click();
    await expect(page.locator('#blog-description img')).toHaveAttribute('src', stored[2]!.webUrl!);
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    const blogs = (
      await admin.read<{ content: { title: string; imgUrl: string }[] }>('/bms/cms/bac/blogs', { size: 100 })
    ).body!.content;
    const blog = blogs.find((b) => b.title === blogTitle);
    expect(blog?.imgUrl).toBe(stored[1]!.webUrl);
  });
});

journeys('photo albums', () => {
  test('an album is made, photos uploaded, a caption edited, and the album deleted with its files after the warning', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const name = unique('Field trip');
    await staff.open('Photo Album', /\/photo-album$/, 'Photo Album');
    await staff.accessible();

    await page.getByRole('button', { name: 'New Album' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Album' });
    await dialog.getByLabel(/^Album name/).fill(`  ${name}  `);
    await staff.accessible();
    await dialog.getByRole('button', { name: 'Create Album' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/photo-album\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await staff.accessible();

    await page.getByLabel('Choose files').setInputFiles([
      { name: 'bus-ride.png', mimeType: 'image/png', buffer: makePng(40, [250, 200, 40]) },
      { name: 'museum.png', mimeType: 'image/png', buffer: makePng(48, [90, 40, 160]) },
    ]);
    await expect(page.getByLabel('Caption for bus-ride.png')).toHaveValue('');
    await page.getByLabel('Caption for bus-ride.png').fill('bus ride');
    await page.getByLabel('Caption for museum.png').fill('At the museum');
    await page.getByRole('button', { name: 'Upload 2 files' }).click();
    const photos = page.getByRole('list', { name: `Photos of ${name}` });
    await expect(photos.locator(':scope > li')).toHaveCount(2);
    await expect(photos.getByRole('img', { name: 'At the museum' })).toBeVisible();
    await staff.accessible();

    await photos.getByRole('button', { name: 'Edit caption of bus ride' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Caption' });
    await edit.getByLabel(/^Caption/).fill('On the bus');
    await staff.accessible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(photos.getByRole('img', { name: 'On the bus' })).toBeVisible();

    const albums = (
      await admin.read<{ content: { id: number; name: string }[] }>('/misc/cms/paac/photo-albums', { size: 100 })
    ).body!.content;
    const album = albums.find((a) => a.name === name)!;
    const stored = (
      await admin.read<{ content: { url: string; thumbnailUrl: string; caption: string }[] }>(
        `/misc/cms/paac/photo-albums/${album.id}/photos`,
      )
    ).body!.content;
    expect(stored.map((photo) => photo.caption).sort()).toEqual(['At the museum', 'On the bus']);
    for (const photo of stored) expect((await request.get(photo.url)).status()).toBe(200);

    await page.getByRole('link', { name: 'Back to Photo Album' }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete album?' });
    await expect(confirm).toContainText('All photos in the album will also be deleted.');
    await staff.accessible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    expect((await admin.read(`/misc/cms/paac/photo-albums/${album.id}`)).status).toBe(404);
    // The files go once the delete is written, not before it answers: wait for them to go.
    for (const photo of stored) {
      await expect.poll(async () => (await request.get(photo.url)).status()).toBe(404);
      await expect.poll(async () => (await request.get(photo.thumbnailUrl)).status()).toBe(404);
    }
  });

  test('a missing album says Album not found', async ({ page, staff }) => {
    await staff.visit('/photo-album/999999');
    await expect(page.getByText('Album not found')).toBeVisible();
    await staff.accessible();
  });
});

test.describe('media and albums on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the library, the upload screen, the albums and an album pass axe at phone width', async ({ page, staff }) => {
    await staff.signIn();
    for (const [path, heading] of [
      ['/media', 'Media'],
      ['/media/new', 'Add Media'],
      ['/photo-album', 'Photo Album'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await staff.accessible();
    }
    await page.getByRole('link', { name: 'Sports Day 2026', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sports Day 2026', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The relay start line' })).toBeVisible();
    await staff.accessible();
  });
});
