import { expect, expectAccessible, rowOf, test, unique, type Admin } from './fixtures';
import type { Page } from '@playwright/test';

/*
 * Typed work and where the user was (the console kit, shown on news and pages): a session that ends
 * mid-edit comes back to the same screen with the draft offered; leaving a changed form asks; a save
 * returns to the top of the list with the saved row marked and focused; a new page block gets the
 * cursor.
 */

const NEWS = '/nms/cms/nac/news';

const createNews = (admin: Admin) =>
  admin.create<{ id: number; title: string }>(NEWS, { title: unique('Sports day'), content: '<p>On the field.</p>' });

const draftKept = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('cms:draft:'))))
    .toBe(true);

const signIn = async (page: Page) => {
  await page.getByRole('button', { name: 'Log in' }).click();
};

test.describe('where you were', () => {
  test('a session revoked mid-edit leads to sign in with a message, and back to the edit with the draft to restore', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const news = await createNews(admin);
    const edit = `/news/${news.id}/edit`;
    await staff.visit(edit, 'Edit News');
    await expect(page.getByLabel('Title')).toHaveValue(news.title);
    const typed = `${news.title} moved to Friday`;
    await page.getByLabel('Title').fill(typed);
    await draftKept(page);

    // Signed out behind the console's back (another device, an administrator): the save finds out.
    const token = await page.evaluate(() => localStorage.getItem('cms_token'));
    expect((await request.post('/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.getByRole('button', { name: 'Update News' }).click();
    await expect(page).toHaveURL(`/session-expired?next=${encodeURIComponent(edit)}`);
    await expect(page.getByRole('heading', { name: 'Session expired' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(edit)}`);
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended.' })).toContainText(
      'anything you had typed there is kept',
    );
    await expectAccessible(page);
    await signIn(page);

    // Back on the edit screen, not the dashboard, with the typing offered.
    await expect(page).toHaveURL(edit);
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText('You have unsaved changes');
    await expect(page.getByLabel('Title')).toHaveValue(news.title);
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByLabel('Title')).toHaveValue(typed);
    await staff.save('Update News', 'News updated successfully', /\/news$/);
    expect((await admin.read<{ title: string }>(`${NEWS}/${news.id}`)).body?.title).toBe(typed);

    // Saved: the draft is gone.
    await page.goto(edit);
    await expect(page.getByLabel('Title')).toHaveValue(typed);
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });

  test('a sign-out in another tab sends this one to sign in, and back to its screen', async ({
    page,
    context,
    admin,
    staff,
  }) => {
    const news = await createNews(admin);
    const edit = `/news/${news.id}/edit`;
    await staff.visit(edit, 'Edit News');
    await page.getByLabel('Title').fill(`${news.title} (kept)`);
    await draftKept(page);

    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: /^User menu for/ }).click();
    await other.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByText('Your session has ended.')).toHaveCount(0);

    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(edit)}`);
    await expect(page.getByText('Your session has ended.')).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(edit);
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
  });

  for (const next of ['https://evil.example/news', '//evil.example/news', '/\\evil.example', 'javascript:alert(1)']) {
    test(`sign-in never follows ${next} out of the console`, async ({ page }) => {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page.getByText('Your session has ended.')).toHaveCount(0);
      await signIn(page);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    });
  }

  test('leaving a changed form asks: Stay keeps the typing, Leave goes; an untouched or saved form does not ask', async ({
    page,
    admin,
    staff,
  }) => {
    const news = await createNews(admin);
    const edit = `/news/${news.id}/edit`;
    await staff.visit(edit, 'Edit News');
    await expect(page.getByLabel('Title')).toHaveValue(news.title);

    // Untouched: the way back goes at once.
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);

    await page.goto(edit);
    const typed = `${news.title} (changed)`;
    await page.getByLabel('Title').fill(typed);
    await page.getByRole('link', { name: 'Back to News' }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
    await expectAccessible(page);
    // By keyboard: Escape stays.
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(edit);
    await expect(page.getByLabel('Title')).toHaveValue(typed);

    // Cancel asks too: Stay by Enter, then Leave by Tab and Enter.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(question).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(edit);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Leave' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news$/);

    // Saved: no question on the way to the list.
    await page.goto(edit);
    await page.getByLabel('Title').fill(typed);
    await staff.save('Update News', 'News updated successfully', /\/news$/);
    await expect(question).toHaveCount(0);
  });

  test('after a save the list opens at its top, the saved row marked and its link focused', async ({
    page,
    admin,
    staff,
  }) => {
    const news = await createNews(admin);
    await page.setViewportSize({ width: 1280, height: 600 });
    await staff.visit(`/news/${news.id}/edit`, 'Edit News');
    const title = `${news.title} (final)`;
    await page.getByLabel('Title').fill(title);
    // The submit is at the foot of a long form: the window is scrolled down to press it.
    const submit = page.getByRole('button', { name: 'Update News' });
    await submit.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await staff.save('Update News', 'News updated successfully', /\/news$/);

    const row = rowOf(page, title);
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row.getByRole('link', { name: title, exact: true })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('a page block just added has the cursor in its first field', async ({ page, staff }) => {
    await staff.visit('/pages/new', 'New Page');
    await page.getByRole('button', { name: 'Add Table block' }).click();
    await expect(page.getByTestId('page-block').nth(0).getByLabel('Header 1')).toBeFocused();
    await page.getByRole('button', { name: 'Add Text block' }).click();
    // The editor loads its code on first use; the cursor goes in once it is there.
    await expect(page.getByTestId('page-block').nth(1).getByRole('textbox', { name: 'Text' })).toBeFocused();
    await page.keyboard.type('Typed straight away.');
    await expect(page.getByTestId('page-block').nth(1).getByRole('textbox', { name: 'Text' })).toHaveText(
      'Typed straight away.',
    );
    await page.getByRole('button', { name: 'Add Image only block' }).click();
    await expect(page.getByTestId('page-block').nth(2).getByLabel('Image', { exact: true })).toBeFocused();
    await expectAccessible(page);
  });
});
