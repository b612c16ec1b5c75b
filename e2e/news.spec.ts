import {
  apiSignIn,
  contentEditor,
  formatTyped,
  dialogsOf,
  expect,
  journeys,
  makePng,
  rowOf,
  signInToWebsite,
  test,
  unique,
  type Admin,
} from './fixtures';

interface ServerNews {
  id: number;
  title: string;
  summary: string;
  content: string;
  creator_name: string;
  author: string;
  imgUrl: string | null;
  status: 'ACTIVE' | 'INACTIVE' | 'DRAFT';
  showOnHomePage: boolean;
  publishedDate: string | null;
  categories: { id: number; name: string }[];
}

const NEWS = '/nms/cms/nac/news';

/** The news item as the server has it now. */
const newsAt = (admin: Admin, id: number) => admin.read<ServerNews>(`${NEWS}/${id}`);

journeys('news', () => {
  test('an editor writes an article with a category and an uploaded image, publishes, filters, previews, edits and deletes it', async ({
    page,
    admin,
    staff,
  }) => {
    // One long journey with several axe scans (2-4 s each on a small machine).
    const category = await admin.create<{ id: number; name: string }>('/nms/cms/cac/categories', {
      name: unique('Clubs'),
    });
    const title = unique('Science Fair Winners');

    await staff.open('News', /\/news$/, 'News');
    await expect(page.getByRole('table')).toBeVisible();
    await staff.accessible();

    // New News Article: every field, an uploaded picture and text typed and formatted in the editor.
    await staff.follow('New News Article', /\/news\/new$/, 'New News Article');
    await expect(page.getByLabel('Status')).toHaveValue('DRAFT');
    await expect(page.getByRole('switch', { name: 'Show on homepage' })).toHaveAttribute('aria-checked', 'false');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('Forty projects and three winners.');
    // A new article is by whoever writes it, until another name is typed.
    const me = await apiSignIn(page.request);
    await expect(page.getByLabel('Creator Name')).toHaveValue(`${me.firstName} ${me.lastName}`);
    await page.getByLabel('Creator Name').fill('Dr. Elena Ruiz');
    await page.getByRole('switch', { name: 'Show on homepage' }).click();
    await page.getByRole('button', { name: category.name, exact: true }).click();
    await expect(page.getByRole('button', { name: category.name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByLabel('Upload image').setInputFiles({ name: 'fair.png', mimeType: 'image/png', buffer: makePng() });
    const imageUrl = page.getByLabel('Image', { exact: true });
    await expect(imageUrl).toHaveValue(/^\/uploads\/.+\.png$/);
    const preview = page.getByRole('img', { name: 'Image preview' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

    const editor = await contentEditor(page);
    await editor.pressSequentially('The results are in. Maya Chen won first place.');
    const bold = await formatTyped(page, 'Bold', 'Maya Chen won', ' first place.');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('strong')).toHaveText('Maya Chen won');
    await staff.accessible();

    await staff.save('Create News', 'News created successfully', /\/news$/);
    const row = rowOf(page, title);
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByText('Homepage', { exact: true })).toBeVisible();

    const created = (await admin.find<ServerNews>(NEWS, title))!;
    expect(created).toMatchObject({
      summary: 'Forty projects and three winners.',
      creator_name: 'Dr. Elena Ruiz',
      status: 'DRAFT',
      showOnHomePage: true,
      categories: [{ id: category.id, name: category.name }],
    });
    expect(created.imgUrl).toMatch(/^\/uploads\/.+\.png$/);
    expect(created.content).toContain('<strong>Maya Chen won</strong>');

    // Publish from the list, then find it under the status and category filters.
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await staff.toast('News published successfully');
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    expect((await newsAt(admin, created.id)).body).toMatchObject({ status: 'ACTIVE' });

    await page.getByLabel('Status').selectOption({ label: 'Draft' });
    await expect(page).toHaveURL(/\?status=DRAFT$/);
    await expect(rowOf(page, title)).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'Published' });
    await expect(page).toHaveURL(/\?status=ACTIVE$/);
    await expect(rowOf(page, title)).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: category.name });
    await expect(page).toHaveURL(new RegExp(`\\?status=ACTIVE&categoryId=${category.id}$`));
    await expect(page.getByRole('row')).toHaveCount(2); // the header and our article
    await expect(rowOf(page, title)).toBeVisible();
    // The filters live in the URL: a reload shows the same list.
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('ACTIVE');
    await expect(rowOf(page, title)).toBeVisible();
    await staff.accessible();

    // The preview shows it as the public would.
    await rowOf(page, title)
      .getByRole('link', { name: `View ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/news/${created.id}$`));
    const article = page.getByRole('article', { name: title });
    await expect(article).toBeVisible();
    await expect(article.getByText('Dr. Elena Ruiz')).toBeVisible();
    await expect(article.getByText('Forty projects and three winners.')).toBeVisible();
    await expect(article.locator('strong', { hasText: 'Maya Chen won' })).toBeVisible();
    await expect(article.getByRole('listitem').filter({ hasText: category.name })).toBeVisible();
    await expect(article.locator('img')).toHaveAttribute('src', created.imgUrl!);
    await staff.accessible();

    // Edit: the same form, filled in.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${created.id}/edit$`));
    await expect(page.getByRole('heading', { name: 'Edit News', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Status')).toHaveValue('ACTIVE');
    await expect(page.getByRole('button', { name: category.name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect((await contentEditor(page)).locator('strong')).toHaveText('Maya Chen won');
    await staff.accessible();
    const newTitle = `${title} (updated)`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByLabel('Creator Name').fill('');
    await staff.save('Update News', 'News updated successfully', /\/news$/);
    await expect(rowOf(page, newTitle)).toBeVisible();
    expect((await newsAt(admin, created.id)).body).toMatchObject({
      title: newTitle,
      author: 'System',
      status: 'ACTIVE',
    });

    // Delete asks first; Cancel keeps the article.
    await staff.deleteRow(newTitle, 'Delete News', 'News deleted successfully', async () =>
      expect((await newsAt(admin, created.id)).status).toBe(200),
    );
    expect((await newsAt(admin, created.id)).status).toBe(404);
  });

  test('categories are added, renamed and deleted, each change showing without a reload', async ({ page, staff }) => {
    const name = unique('Field Trips');
    const renamed = unique('Excursions');

    await staff.visit('/news');
    await staff.follow('Manage Categories', /\/news\/categories$/, 'News Categories');
    await expect(page.getByRole('cell', { name: 'Announcements', exact: true })).toBeVisible();
    await staff.accessible();

    await page.getByRole('button', { name: 'Add Category' }).click();
    const add = page.getByRole('dialog', { name: 'Add Category' });
    await add.getByRole('button', { name: 'Add Category' }).click();
    await expect(add.getByText('Name is required')).toBeVisible();
    await expect(add.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await staff.accessible();
    await add.getByLabel('Name').fill(name);
    await add.getByRole('button', { name: 'Add Category' }).click();
    await staff.toast('Category created successfully');
    await expect(add).toBeHidden();
    // Categories are listed alphabetically, ten a page: find ours on whichever page it is.
    const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });
    await expect(cell(name)).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Name').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Name is required')).toBeVisible();
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await staff.toast('Category updated successfully');
    await expect(cell(renamed)).toBeVisible();
    await expect(cell(name)).toHaveCount(0);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Category' });
    await expect(confirm).toContainText(`Are you sure you want to delete the category "${renamed}"?`);
    await staff.accessible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await staff.toast('Category deleted successfully');
    await expect(cell(renamed)).toHaveCount(0);
  });

  test("a website without news says 'No news items yet'", async ({ page, request, staff }) => {
    // The demo SUPER_ADMIN signs in to Northfield (website 2), whose seed has no news.
    const session = await signInToWebsite(page, request, 2);
    expect(session.websiteId).toBe(2);
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    await expect(page.getByText('No news items yet')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await staff.accessible();
  });

  test("the form says 'Title is required' and 'Content is required' at the fields", async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const before = await request.get('/nms/cms/nac/news', { headers: admin.headers });
    const total = ((await before.json()) as { totalElements: number }).totalElements;

    await staff.visit('/news/new');
    const editor = await contentEditor(page);
    await page.getByRole('button', { name: 'Create News' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Content is required')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Title')).toBeFocused();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('Content is required');
    await staff.accessible();

    // A title alone is not enough; text in the editor clears the content's message.
    await page.getByLabel('Title').fill('Only a title');
    await page.getByRole('button', { name: 'Create News' }).click();
    await expect(page.getByText('Title is required')).toHaveCount(0);
    await expect(page.getByText('Content is required')).toBeVisible();
    await expect(editor).toBeFocused();
    await page.keyboard.type('Now with words.');
    await expect(page.getByText('Content is required')).toHaveCount(0);

    const after = await request.get('/nms/cms/nac/news', { headers: admin.headers });
    expect(((await after.json()) as { totalElements: number }).totalElements).toBe(total);
  });

  test("a failing server shows 'Failed to save news' and keeps what was typed", async ({ page, staff }) => {
    await staff.signIn();
    await page.route('**/nms/cms/nac/news', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
      });
    });
    await page.goto('/news/new');
    const editor = await contentEditor(page);
    await page.getByLabel('Title').fill('Bake sale on Friday');
    await page.getByLabel('Summary').fill('Cakes for the library fund.');
    await editor.pressSequentially('Bring a cake, buy a cake.');
    await page.getByRole('button', { name: 'Create News' }).click();

    await staff.toast('Failed to save news');
    await expect(page).toHaveURL(/\/news\/new$/);
    await expect(page.getByLabel('Title')).toHaveValue('Bake sale on Friday');
    await expect(page.getByLabel('Summary')).toHaveValue('Cakes for the library fund.');
    await expect(editor).toHaveText('Bring a cake, buy a cake.');
    await expect(page.getByRole('button', { name: 'Create News' })).toBeEnabled();
    await staff.accessible();
  });

  test('script in the title, the editor or the API is stored harmless and never runs on the preview', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const dialogs = dialogsOf(page);
    const attack = '<script>alert(1)</script>';
    const pasted =
      '<p>Pasted <strong>safe</strong> text</p><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">x</a><script>alert(1)</script>';

    // Through the console: script typed as text, and HTML pasted into the editor.
    await staff.visit('/news/new');
    const editor = await contentEditor(page);
    const title = `${unique('XSS')} ${attack}`;
    await page.getByLabel('Title').fill(title);
    await editor.pressSequentially(`Typed ${attack} `);
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Pasted safe text x');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, pasted);
    await expect(editor.locator('strong', { hasText: 'safe' })).toBeVisible();
    await page.getByRole('button', { name: 'Create News' }).click();
    await staff.toast('News created successfully');

    const fromUi = (await admin.find<ServerNews>(NEWS, title))!;
    expect(fromUi.content).toContain(`Typed &lt;script&gt;alert(1)&lt;/script&gt;`);
    for (const bad of ['<script', 'onerror', 'javascript:']) expect(fromUi.content).not.toContain(bad);
    // The title is plain text: shown as typed, never as markup.
    await expect(rowOf(page, title)).toBeVisible();

    await page.goto(`/news/${fromUi.id}`);
    const uiArticle = page.getByRole('article', { name: title });
    await expect(uiArticle).toBeVisible();
    await expect(uiArticle.getByText(`Typed ${attack}`)).toBeVisible();

    // Straight to the API, past the editor: the server's sanitizer is what stands.
    const raw = await request.post('/nms/cms/nac/news', {
      headers: admin.headers,
      data: {
        title: unique('Raw XSS'),
        content: `<p>Before</p>${pasted}<p>After</p>`,
        imgUrl: null,
        status: 'DRAFT',
      },
    });
    expect(raw.status(), await raw.text()).toBe(201);
    const { id } = (await raw.json()) as { id: number };
    const stored = (await newsAt(admin, id)).body!;
    for (const bad of ['<script', 'onerror', 'javascript:']) expect(stored.content).not.toContain(bad);

    await page.goto(`/news/${id}`);
    const article = page.getByRole('article');
    await expect(article.getByText('Before')).toBeVisible();
    await expect(article.getByText('After')).toBeVisible();
    await expect(article.locator('script, [onerror]')).toHaveCount(0);
    // Give a broken image's onerror every chance to fire, then click the link.
    await page.waitForLoadState('networkidle');
    await article.locator('[data-slot="html-content"] a', { hasText: 'x' }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${id}$`));
    expect(dialogs).toEqual([]);
    await staff.accessible();
  });
});
