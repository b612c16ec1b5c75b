import type { Locator, Page } from '@playwright/test';
import { dialogsOf, expect, journeys, rowOf, test, unique, xssPayloads } from './fixtures';

interface ServerPage {
  id: number;
  title: string;
  slug: string;
  status: string;
  metaTitle: string;
  blocks: {
    id: number;
    type: string;
    order: number;
    margins: { top: number; bottom: number };
    content: Record<string, unknown>;
  }[];
}

const PAGES = '/misc/cms/pgac/pages';

const blockAt = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const headings = (page: Page) => page.getByTestId('page-block').getByRole('heading').allTextContents();

/** Moves a block's margin slider by keyboard, one 4 px step a press. */
async function nudge(slider: Locator, key: 'ArrowRight' | 'ArrowLeft', times: number) {
  await slider.focus();
  for (let n = 0; n < times; n++) await slider.press(key);
}

journeys('pages', () => {
  test('a staff member builds a page of every block type, orders it, sets margins and slug, previews and publishes it', async ({
    page,
    admin,
    staff,
  }) => {
    const title = unique('Open Day');
    await staff.open('Pages', /\/pages$/, 'Pages');
    await staff.row('About Riverside School', 'Published');
    await staff.accessible();
    await staff.follow('New Page', /\/pages\/new$/, 'New Page');

    for (const type of ['Table', 'Text', 'Image and text', 'Text and image', 'Image only']) {
      await page.getByRole('button', { name: `Add ${type} block` }).click();
    }
    await staff.accessible();

    const table = blockAt(page, 'Block 1: Table');
    await table.getByLabel('Header 1').fill('Time');
    await table.getByLabel('Header 2').fill('Where');
    await table.getByLabel('Row 1, column 1').fill('9:00 AM');
    await table.getByLabel('Row 1, column 2').fill('Main hall');
    await table.getByRole('button', { name: 'Remove Row' }).click();
    await expect(table.getByRole('button', { name: 'Remove Row' })).toBeDisabled();

    const text = blockAt(page, 'Block 2: Text').getByRole('textbox', { name: 'Text' });
    await text.pressSequentially('Come and meet our teachers.');

    const imageText = blockAt(page, 'Block 3: Image and text');
    await imageText.getByLabel('Image', { exact: true }).fill('https://images.riverside.example/hall.jpg');
    await imageText.getByLabel('Alt text').fill('The main hall');
    await imageText.getByLabel('Caption').fill('Main hall');
    await imageText.getByRole('textbox', { name: 'Text', exact: true }).fill('Talks every hour.');
    const textImage = blockAt(page, 'Block 4: Text and image');
    await textImage.getByLabel('Image', { exact: true }).fill('https://images.riverside.example/lab.jpg');
    await textImage.getByLabel('Alt text').fill('The science lab');
    await textImage.getByRole('textbox', { name: 'Text', exact: true }).fill('Experiments at 10 and 2.');
    // The image-only block's picture comes from the media library.
    const imageOnly = blockAt(page, 'Block 5: Image only');
    await imageOnly.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from the media library' });
    await picker.getByRole('button', { name: 'Choose School field in spring' }).click();
    await expect(picker).toBeHidden();
    await expect(imageOnly.getByLabel('Image', { exact: true })).toHaveValue(/\/uploads\//);
    await imageOnly.getByLabel('Alt text').fill('The playing field');

    // Up is disabled on the first block and down on the last; the table goes down to third, the image-only up to fourth.
    await expect(page.getByRole('button', { name: 'Move block 1 up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move block 5 down' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move block 1 down' }).click();
    await page.getByRole('button', { name: 'Move block 2 down' }).click();
    await page.getByRole('button', { name: 'Move block 5 up' }).click();
    const order = [
      'Block 1: Text',
      'Block 2: Image and text',
      'Block 3: Table',
      'Block 4: Image only',
      'Block 5: Text and image',
    ];
    expect(await headings(page)).toEqual(order);

    await nudge(blockAt(page, 'Block 3: Table').getByLabel('Top margin'), 'ArrowRight', 2);
    await nudge(blockAt(page, 'Block 3: Table').getByLabel('Bottom margin'), 'ArrowLeft', 4);
    await expect(blockAt(page, 'Block 3: Table').getByText('24 px')).toBeVisible();
    await expect(blockAt(page, 'Block 3: Table').getByText('0 px')).toBeVisible();

    // The title and slug are on the first tab, with the blocks.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`  ${title}  `);
    await page.getByRole('button', { name: 'Generate from title' }).click();
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Status').selectOption('published');
    await page.getByLabel('Meta title').fill('Open Day at Riverside School: talks, labs and tours');
    await expect(page.getByText('51 characters; 50–60 recommended ✓')).toBeVisible();
    await staff.accessible();

    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('article', { name: `Preview of ${title}` });
    await expect(preview.getByText('Come and meet our teachers.')).toBeVisible();
    await expect(preview.getByRole('cell', { name: 'Main hall' })).toBeVisible();
    await expect(preview.getByText('Experiments at 10 and 2.')).toBeVisible();
    await staff.accessible();

    await staff.save('Create Page', 'Page created successfully', /\/pages$/);
    await staff.row(title, `/${slug}`, 'Published');

    const saved = (await admin.findWhole<ServerPage>(PAGES, title))!;
    expect(saved).toMatchObject({
      slug,
      status: 'published',
      metaTitle: 'Open Day at Riverside School: talks, labs and tours',
    });
    expect(saved.blocks.map((block) => [block.type, block.order])).toEqual([
      ['text', 0],
      ['image-text', 1],
      ['table', 2],
      ['image-only', 3],
      ['text-image', 4],
    ]);
    expect(saved.blocks[2]).toMatchObject({
      margins: { top: 24, bottom: 0 },
      content: { headers: ['Time', 'Where'], rows: [['9:00 AM', 'Main hall']] },
    });
    expect(saved.blocks[1]!.content).toMatchObject({ image: { alt: 'The main hall' }, caption: 'Main hall' });
    expect(saved.blocks[3]!.content).toMatchObject({
      image: { url: expect.stringMatching(/^\/uploads\//), alt: 'The playing field' },
    });

    await rowOf(page, title).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pages/${saved.id}/edit$`));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Edit Page', level: 1 })).toBeVisible();
    await expect.poll(() => headings(page)).toEqual(order);
    await expect(blockAt(page, 'Block 3: Table').getByLabel('Row 1, column 2')).toHaveValue('Main hall');
    await expect(blockAt(page, 'Block 3: Table').getByText('24 px')).toBeVisible();
    await expect(blockAt(page, 'Block 1: Text').getByText('Come and meet our teachers.')).toBeVisible();
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Status')).toHaveValue('published');
    await staff.accessible();
  });

  test('the XSS corpus in text blocks and table cells never runs in the editor or the preview', async ({
    page,
    admin,
    staff,
  }) => {
    const payloads = xssPayloads();
    const chunks = (size: number) =>
      Array.from({ length: Math.ceil(payloads.length / size) }, (_, n) => payloads.slice(n * size, (n + 1) * size));
    const textPage = await admin.create<ServerPage>(PAGES, {
      title: unique('XSS text'),
      blocks: chunks(3).map((chunk) => ({ type: 'text', content: { html: chunk.join('') } })),
    });
    const tablePage = await admin.create<ServerPage>(PAGES, {
      title: unique('XSS table'),
      blocks: chunks(50).map((chunk) => ({
        type: 'table',
        content: { headers: [chunk[0]], rows: chunk.map((p) => [p]) },
      })),
    });

    const dialogs = dialogsOf(page);
    await staff.signIn();
    for (const saved of [textPage, tablePage]) {
      await page.goto(`/pages/${saved.id}/edit`);
      await expect(page.getByRole('heading', { name: 'Edit Page', level: 1 })).toBeVisible();
      await expect(page.getByTestId('page-block')).toHaveCount(saved.blocks.length);
      await page.waitForLoadState('networkidle');
      await page.getByRole('tab', { name: 'Preview' }).click();
      await expect(page.getByRole('article', { name: `Preview of ${saved.title}` })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }

    // Typed into the editor and previewed before any save: the preview shows the server's sanitized copy.
    await page.goto('/pages/new');
    await page.getByRole('button', { name: 'Add Table block' }).click();
    await page.getByLabel('Row 1, column 1').fill('<img src=x onerror=alert("cell")>Cell');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(
      page.getByRole('article', { name: 'Preview of Typed' }).getByRole('cell', { name: 'Cell' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
    await staff.accessible();
  });
});
