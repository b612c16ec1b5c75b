import { expect, test, unique } from './fixtures';

/*
 * What every area gets from the console kit, shown on blogs and news: typed work survives a
 * session that ends or a reload, and on a phone a list row is a card with its actions in reach.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('the console kit', () => {
  test('a news article being written when the session ends is offered back after signing in again', async ({
    page,
    request,
    staff,
  }) => {
    await staff.visit('/news/new');
    const editor = page.getByRole('textbox', { name: /^Content/ });
    await expect(editor).toBeVisible();
    const title = unique('Open day');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('Doors open at nine.');
    await editor.pressSequentially('Families are welcome all morning.');
    // The draft is written once typing rests.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('cms:draft:'))))
      .toBe(true);

    // The session ends behind the console's back; the save finds out.
    const token = await page.evaluate(() => localStorage.getItem('cms_token'));
    expect((await request.post('/auth/logout', { headers: auth(token!) })).status()).toBe(200);
    await page.getByRole('button', { name: 'Create News' }).click();
    await expect(page).toHaveURL(/\/session-expired\?next=%2Fnews%2Fnew$/);

    await staff.visit('/news/new');
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText('You have unsaved changes');
    await staff.accessible();
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Summary')).toHaveValue('Doors open at nine.');
    await expect(editor).toHaveText('Families are welcome all morning.');

    await staff.save('Create News', 'News created successfully', /\/news$/);
    // Saved, the draft is gone: a new article starts empty, after a reload too.
    await page.goto('/news/new');
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });

  test('a reload offers the unsaved edit back, and Discard forgets it', async ({ page, request, admin, staff }) => {
    const created = await request.post('/bms/cms/bac/blogs', {
      headers: admin.headers,
      data: { title: unique('Science fair') },
    });
    const blog = (await created.json()) as { id: number; title: string };

    await staff.visit(`/blogs/${blog.id}/edit`);
    await expect(page.getByLabel('Title')).toHaveValue(blog.title);
    await page.getByLabel('Title').fill(`${blog.title} (moved to Friday)`);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('cms:draft:'))))
      .toBe(true);

    await page.reload();
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toBeVisible();
    // Until restored, the form shows what is saved.
    await expect(page.getByLabel('Title')).toHaveValue(blog.title);
    await offer.getByRole('button', { name: 'Discard' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue(blog.title);
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });

  for (const list of [
    { path: '/blogs', create: '/bms/cms/bac/blogs', body: { title: 'Phone blog' } },
    { path: '/news', create: '/nms/cms/nac/news', body: { title: 'Phone news', content: '<p>Body</p>' } },
  ]) {
    test(`at 390 px ${list.path} shows each row as a card with Edit and Delete in reach`, async ({
      page,
      request,
      admin,
      staff,
    }) => {
      const title = unique(list.body.title);
      expect(
        (await request.post(list.create, { headers: admin.headers, data: { ...list.body, title } })).status(),
      ).toBe(201);

      await page.setViewportSize({ width: 390, height: 844 });
      await staff.visit(list.path);
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      for (const name of [`Edit ${title}`, `Delete ${title}`]) {
        const action = page.getByRole(name.startsWith('Edit') ? 'link' : 'button', { name });
        await expect(action).toBeInViewport();
        const box = (await action.boundingBox())!;
        expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      }
      // Nothing is pushed off the right edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await staff.accessible();
    });
  }
});
