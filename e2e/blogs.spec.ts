import type { Page } from '@playwright/test';
import { dialogsOf, expect, journeys, test, unique, type Admin } from './fixtures';

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

const BLOGS = '/bms/cms/bac/blogs';

/** The blog as the server has it now. */
const blogAt = (admin: Admin, id: number) => admin.read<ServerBlog>(`${BLOGS}/${id}`);

async function blogIdOf(page: Page, title: string) {
  const href = await page.getByRole('link', { name: `View ${title}` }).getAttribute('href');
  return Number(href?.split('/').at(-1));
}

/** A control by its label; a required field's label ends in the spec's '*'. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

journeys('blogs', () => {
  test('a blog is written with two topics and an uploaded image, published, found, viewed, edited, copied and deleted', async ({
    page,
    request,
    context,
    admin,
    staff,
  }) => {
    // One long journey with many axe scans.
    const [topicA, topicB] = [
      await admin.create<{ id: number; title: string }>('/bms/cms/tc/topics', { title: unique('Athletics') }),
      await admin.create<{ id: number; title: string }>('/bms/cms/tc/topics', { title: unique('Robotics') }),
    ];
    const title = unique('Sports Day');
    const baseURL = test.info().project.use.baseURL!;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

    await staff.open('Blog', /\/blogs$/, 'Blogs');
    await expect(page.getByRole('table')).toBeVisible();
    await staff.accessible();

    // New Blog: the details, an uploaded image and a description typed into the editor.
    await staff.follow('New Blog', /\/blogs\/new$/, 'New Blog');
    await field(page, 'Title').fill(title);
    await field(page, 'Creator Name').fill('Ms. Rivera');
    await field(page, 'Summary').fill('Races, relays and a tug of war.');
    await page.getByLabel('Upload image').setInputFiles({ name: 'sports-day.png', mimeType: 'image/png', buffer: PNG });
    await expect(field(page, 'Image URL')).toHaveValue(/^\/uploads\/.+/);
    await expect(page.getByRole('img', { name: 'Image URL preview' })).toBeVisible();
    const editor = page.locator('#blog-description');
    await expect(editor).toBeVisible();
    await editor.pressSequentially('The blue house won the relay.');
    await expect(field(page, 'Status')).toHaveValue('DRAFT');
    await staff.accessible();

    // Topics: two of the available ones.
    await page.getByRole('tab', { name: 'Topics' }).click();
    const available = page.getByRole('region', { name: 'Available topics' });
    const selected = page.getByRole('region', { name: 'Selected topics' });
    await available.getByRole('button', { name: topicA.title }).click();
    await available.getByRole('button', { name: topicB.title }).click();
    await expect(available.getByRole('button', { name: topicA.title })).toHaveAttribute('aria-pressed', 'true');
    await expect(selected.getByRole('listitem')).toHaveText([topicA.title, topicB.title]);
    await staff.accessible();

    await page.getByRole('button', { name: 'Create Blog' }).click();
    await staff.toast('Blog Created', `Blog post "${title}" has been created successfully.`);
    await expect(page).toHaveURL(/\/blogs$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Draft')).toBeVisible();
    const id = await blogIdOf(page, title);

    const created = (await blogAt(admin, id)).body!;
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
    await staff.accessible();
    expect((await blogAt(admin, id)).body!.status).toBe('PUBLISHED');

    // The read-only view.
    await page.getByRole('link', { name: `View ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${id}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('The blue house won the relay.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    await staff.accessible();

    // Edit: the public URL is copied, a topic removed at once, the summary changed.
    await page.getByRole('link', { name: 'Edit Blog' }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${id}/edit$`));
    await expect(field(page, 'Title')).toHaveValue(title);
    const website = (await (
      await request.get('/wms/public/wlc/websites/find', { params: { adminUrl: 'admin.riverside.example' } })
    ).json()) as { publicUrl: string | null };
    const publicUrl = `${(website.publicUrl || `${new URL(baseURL).origin}/site`).replace(/\/+$/, '')}/blog/${id}`;
    await expect(page.getByLabel('Public URL')).toHaveValue(publicUrl);
    await staff.accessible();
    // Watched for before the click, in the page, so a busy test runner cannot miss the two seconds.
    const copied = expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await copied;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    // 'Copied' goes back to 'Copy' after 2 seconds.
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Topics' }).click();
    await selected.getByRole('button', { name: `Remove topic ${topicA.title}` }).click();
    await expect(selected.getByRole('listitem')).toHaveText([topicB.title]);
    await expect(available.getByRole('button', { name: topicA.title })).toHaveAttribute('aria-pressed', 'false');
    // Removed on the server at once, before any save.
    await expect.poll(async () => (await blogAt(admin, id)).body!.topics.map((t) => t.id)).toEqual([topicB.id]);
    await staff.accessible();

    await page.getByRole('tab', { name: 'Details' }).click();
    await field(page, 'Summary').fill('Races, relays and a tug of war. Photos inside.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await staff.toast('Blog Updated', `Blog post "${title}" has been updated successfully.`);
    await expect(page).toHaveURL(/\/blogs$/);
    const updated = (await blogAt(admin, id)).body!;
    expect(updated.summary).toBe('Races, relays and a tug of war. Photos inside.');
    expect(updated.topics.map((t) => t.id)).toEqual([topicB.id]);

    // Delete, after the confirmation (a Cancel first changes nothing).
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this blog post?' });
    await expect(confirm).toBeVisible();
    await staff.accessible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await blogAt(admin, id)).status).toBe(200);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    expect((await blogAt(admin, id)).status).toBe(404);
  });

  test('topics are added, edited and deleted with confirmation, each visible without a reload', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const name = unique('Chess Club');
    const renamed = `${name} and Go`;

    await staff.visit('/blogs');
    await staff.follow('Manage Topics', /\/topic-management$/, 'Topic Management');
    await expect(page.getByRole('table').or(page.getByText('No topics yet'))).toBeVisible();
    await staff.accessible();

    // Add: the title is required.
    await page.getByRole('button', { name: 'Add Topic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Topic' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Topic' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
    await staff.accessible();
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
      await request.get('/bms/cms/tc/topics', { headers: admin.headers, params: { page: 0, size: 100 } })
    ).json()) as { content: { id: number; title: string; description: string }[] };
    expect(topics.content.find((t) => t.title === renamed)?.description).toBe('Openings and endgames');

    // Delete, after the confirmation.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this topic?' });
    await expect(confirm).toBeVisible();
    await staff.accessible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('a script in a description is stored harmless and never runs in the read-only view', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const title = unique('XSS');
    const response = await request.post('/bms/cms/bac/blogs', {
      headers: admin.headers,
      data: {
        title,
        description:
          '<p>Before</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><p>After</p>',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const stored = (await blogAt(admin, id)).body!;
    for (const bad of ['<script', 'onerror', 'javascript:']) expect(stored.description).not.toContain(bad);

    const dialogs = dialogsOf(page);
    await staff.visit(`/blogs/${id}`, title);
    await expect(page.getByText('Before')).toBeVisible();
    await expect(page.getByText('After')).toBeVisible();
    // Give a broken image's onerror every chance to fire, then click the link.
    await page.waitForLoadState('networkidle');
    await page.locator('[data-slot="html-content"] a', { hasText: 'x' }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${id}$`));
    expect(dialogs).toEqual([]);
    await staff.accessible();
  });

  test('the form asks for a title at the field, disables saving while a save runs, and keeps what was typed when it fails', async ({
    page,
    staff,
  }) => {
    await staff.visit('/blogs/new', 'New Blog');

    await page.getByRole('button', { name: 'Create Blog' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Title')).toBeFocused();
    await staff.accessible();

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

    await staff.toast('Error', 'Failed to save blog post.');
    await expect(page).toHaveURL(/\/blogs\/new$/);
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(field(page, 'Summary')).toHaveValue('Still here after the failure');
    await expect(page.getByRole('button', { name: 'Create Blog' })).toBeEnabled();
    await staff.accessible();
  });
});
