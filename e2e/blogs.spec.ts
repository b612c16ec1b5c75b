import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, expect, expectAccessible, expectToast, signInThroughUi, test, unique } from './fixtures';

/** A real 1×1 PNG (the server sniffs the type from the bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface ServerBlog {
  id: number;
  title: string;
  summary: string;
  description: string;
  imgUrl: string | null;
  status: string;
  topics: { id: number; title: string }[];
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function apiCreateTopic(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('/bms/cms/tc/topics', { headers: auth(token), data: { title } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

async function apiGetBlog(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/bms/cms/bac/blogs/${id}`, { headers: auth(token) });
  return { status: response.status(), blog: response.ok() ? ((await response.json()) as ServerBlog) : null };
}

/** The blog's id, read from its row's View link. */
async function blogIdOf(page: Page, title: string) {
  const href = await page.getByRole('link', { name: `View ${title}` }).getAttribute('href');
  return Number(href?.split('/').at(-1));
}

/** A control by its label; a required field's label ends in the spec's '*'. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

test.describe('blogs', () => {
  test('a blog is written with two topics and an uploaded image, published, found, viewed, edited, copied and deleted', async ({
    page,
    context,
    request,
  }) => {
    // One long journey with many axe scans.
    test.slow();
    const admin = await apiSignIn(request);
    const [topicA, topicB] = [
      await apiCreateTopic(request, admin.token, unique('Athletics')),
      await apiCreateTopic(request, admin.token, unique('Robotics')),
    ];
    const title = unique('Sports Day');
    const baseURL = test.info().project.use.baseURL!;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

    await signInThroughUi(page);
    await page.getByRole('navigation', { name: 'Menus' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);

    // New Blog: the details, an uploaded image and a description typed into the editor.
    await page.getByRole('link', { name: 'New Blog' }).click();
    await expect(page).toHaveURL(/\/blogs\/new$/);
    await expect(page.getByRole('heading', { name: 'New Blog', level: 1 })).toBeVisible();
    await field(page, 'Title').fill(title);
    await field(page, 'Creator Name').fill('Ms. Rivera');
    await field(page, 'Summary').fill('Races, relays and a tug of war.');
    await page.getByLabel('Upload image').setInputFiles({ name: 'sports-day.png', mimeType: 'image/png', buffer: PNG });
    await expect(field(page, 'Image URL')).toHaveValue(/^\/uploads\/.+/);
    await expect(page.getByRole('img', { name: 'Image URL preview' })).toBeVisible();
    const editor = page.locator('#blog-description');
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.type('The blue house won the relay.');
    await expect(field(page, 'Status')).toHaveValue('DRAFT');
    await expectAccessible(page);

    // Topics: two of the available ones.
    await page.getByRole('tab', { name: 'Topics' }).click();
    const available = page.getByRole('region', { name: 'Available topics' });
    const selected = page.getByRole('region', { name: 'Selected topics' });
    await available.getByRole('button', { name: topicA.title }).click();
    await available.getByRole('button', { name: topicB.title }).click();
    await expect(available.getByRole('button', { name: topicA.title })).toHaveAttribute('aria-pressed', 'true');
    await expect(selected.getByRole('listitem')).toHaveText([topicA.title, topicB.title]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create Blog' }).click();
    await expectToast(page, 'Blog Created', `Blog post "${title}" has been created successfully.`);
    await expect(page).toHaveURL(/\/blogs$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Draft')).toBeVisible();
    const id = await blogIdOf(page, title);

    const created = (await apiGetBlog(request, admin.token, id)).blog!;
    expect(created.topics.map((t) => t.id).sort()).toEqual([topicA.id, topicB.id].sort());
    expect(created.imgUrl).toMatch(/^\/uploads\//);
    expect(created.description).toContain('The blue house won the relay.');
    expect((await request.get(created.imgUrl!)).status()).toBe(200);

    // Publish the draft from the list, then find it under the PUBLISHED filter.
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(row.getByText('Published')).toBeVisible();
    await expect(row.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('PUBLISHED');
    await expect(page).toHaveURL(/\/blogs\?status=PUBLISHED$/);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expectAccessible(page);
    expect((await apiGetBlog(request, admin.token, id)).blog!.status).toBe('PUBLISHED');

    // The read-only view.
    await page.getByRole('link', { name: `View ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${id}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('The blue house won the relay.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    await expectAccessible(page);

    // Edit: the public URL is copied, a topic removed at once, the summary changed.
    await page.getByRole('link', { name: 'Edit Blog' }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${id}/edit$`));
    await expect(field(page, 'Title')).toHaveValue(title);
    const website = (await (
      await request.get('/wms/public/wlc/websites/find', { params: { adminUrl: 'admin.riverside.example' } })
    ).json()) as { publicUrl: string | null };
    const publicUrl = `${(website.publicUrl || new URL(baseURL).origin).replace(/\/+$/, '')}/blog/${id}`;
    await expect(page.getByLabel('Public URL')).toHaveValue(publicUrl);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    // 'Copied' goes back to 'Copy' after 2 seconds.
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4000 });

    await page.getByRole('tab', { name: 'Topics' }).click();
    await selected.getByRole('button', { name: `Remove topic ${topicA.title}` }).click();
    await expect(selected.getByRole('listitem')).toHaveText([topicB.title]);
    await expect(available.getByRole('button', { name: topicA.title })).toHaveAttribute('aria-pressed', 'false');
    // Removed on the server at once, before any save.
    await expect
      .poll(async () => (await apiGetBlog(request, admin.token, id)).blog!.topics.map((t) => t.id))
      .toEqual([topicB.id]);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Details' }).click();
    await field(page, 'Summary').fill('Races, relays and a tug of war. Photos inside.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Blog Updated', `Blog post "${title}" has been updated successfully.`);
    await expect(page).toHaveURL(/\/blogs$/);
    const updated = (await apiGetBlog(request, admin.token, id)).blog!;
    expect(updated.summary).toBe('Races, relays and a tug of war. Photos inside.');
    expect(updated.topics.map((t) => t.id)).toEqual([topicB.id]);

    // Delete, after the confirmation (a Cancel first changes nothing).
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this blog post?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await apiGetBlog(request, admin.token, id)).status).toBe(200);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    expect((await apiGetBlog(request, admin.token, id)).status).toBe(404);
  });

  test('topics are added, edited and deleted with confirmation, each visible without a reload', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await apiSignIn(request);
    const name = unique('Chess Club');
    const renamed = `${name} and Go`;

    await signInThroughUi(page);
    await page.goto('/blogs');
    await page.getByRole('link', { name: 'Manage Topics' }).click();
    await expect(page).toHaveURL(/\/topic-management$/);
    await expect(page.getByRole('heading', { name: 'Topic Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('No topics yet'))).toBeVisible();
    await expectAccessible(page);

    // Add: the title is required.
    await page.getByRole('button', { name: 'Add Topic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Topic' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Topic' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await field(page, 'Title').fill(name);
    await field(page, 'Description').fill('Openings and endgames');
    await dialog.getByRole('button', { name: 'Add Topic' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'Openings and endgames' });
    await expect(row.getByRole('cell', { name, exact: true })).toBeVisible();

    // Edit.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Topic' });
    await expect(field(page, 'Title')).toHaveValue(name);
    await field(page, 'Title').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    const topics = (await (
      await request.get('/bms/cms/tc/topics', { headers: auth(admin.token), params: { page: 0, size: 100 } })
    ).json()) as { content: { id: number; title: string; description: string }[] };
    expect(topics.content.find((t) => t.title === renamed)?.description).toBe('Openings and endgames');

    // Delete, after the confirmation.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this topic?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('a script in a description is stored harmless and never runs in the read-only view', async ({
    page,
    request,
  }) => {
    const admin = await apiSignIn(request);
    const title = unique('XSS');
    const response = await request.post('/bms/cms/bac/blogs', {
      headers: auth(admin.token),
      data: {
        title,
        description:
          '<p>Before</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><p>After</p>',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const stored = (await apiGetBlog(request, admin.token, id)).blog!;
    for (const bad of ['<script', 'onerror', 'javascript:']) expect(stored.description).not.toContain(bad);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInThroughUi(page);
    await page.goto(`/blogs/${id}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Before')).toBeVisible();
    await expect(page.getByText('After')).toBeVisible();
    // Give a broken image's onerror every chance to fire, then click the link.
    await page.waitForLoadState('networkidle');
    await page.locator('[data-slot="html-content"] a', { hasText: 'x' }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${id}$`));
    expect(dialogs).toEqual([]);
    await expectAccessible(page);
  });

  test('the form asks for a title at the field, disables saving while a save runs, and keeps what was typed when it fails', async ({
    page,
  }) => {
    await signInThroughUi(page);
    await page.goto('/blogs/new');
    await expect(page.getByRole('heading', { name: 'New Blog', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Create Blog' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Title')).toBeFocused();
    await expectAccessible(page);

    // The server answers 500, but only once the test says so.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/bms/cms/bac/blogs', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await answered;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
      });
    });

    const title = unique('Unsaved');
    await field(page, 'Title').fill(title);
    await field(page, 'Summary').fill('Still here after the failure');
    await expect(field(page, 'Title')).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer();

    await expectToast(page, 'Error', 'Failed to save blog post.');
    await expect(page).toHaveURL(/\/blogs\/new$/);
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(field(page, 'Summary')).toHaveValue('Still here after the failure');
    await expect(page.getByRole('button', { name: 'Create Blog' })).toBeEnabled();
    await expectAccessible(page);
  });
});
