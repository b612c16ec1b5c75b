import { type Admin, apiCreateUser, expect, test, unique } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

/** A real 1x1 PNG (the server checks the bytes, not the name). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh EDITOR of the demo school: the demo admin's name and password stay as other tests expect. */
async function createEditor(request: APIRequestContext, admin: Admin) {
  const who = { username: `${unique('editor')}@school.example`, password: 'first-pass-1' };
  await apiCreateUser(request, admin.token, { ...who, firstName: 'Erin', lastName: 'Editor' }, ['EDITOR']);
  return who;
}

test.describe('My Account', () => {
  test('edit the profile, upload a picture, change the password, be logged out and sign in again', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    test.slow();
    const who = await createEditor(request, admin);
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });

    await staff.signIn(who);
    await page.getByRole('button', { name: 'User menu for Erin Editor' }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(main.getByText('Erin Editor')).toBeVisible();
    await expect(main.getByText(who.username)).toBeVisible();
    await expect(main.getByText('EDITOR', { exact: true })).toBeVisible();
    await expect(main.getByText('ACTIVE', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Security Settings' })).toBeVisible();
    await staff.accessible();

    // Edit Profile: the rules at their fields, then a save that renames the header.
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(edit.getByLabel('Email')).toHaveValue(who.username);
    await expect(edit.getByLabel('Email')).not.toBeEditable();
    await staff.accessible();
    await edit.getByLabel('First Name').fill('');
    await edit.getByLabel('Last Name').fill('   ');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('First name is required')).toBeVisible();
    await expect(edit.getByText('Last name is required')).toBeVisible();
    await expect(edit.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(edit.getByLabel('Last Name')).toHaveAttribute('aria-invalid', 'true');
    await staff.accessible();
    await edit.getByLabel('First Name').fill('Erica');
    await edit.getByLabel('Last Name').fill('Editorson');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await staff.toast('Profile Updated');
    await expect(edit).toBeHidden();
    await expect(main.getByText('Erica Editorson')).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu for Erica Editorson' })).toBeVisible();

    // Profile picture: checked in the browser, previewed, uploaded, shown here and in the header.
    const picture = main.getByLabel('Profile picture');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(main.getByText('The avatar must be a PNG, JPEG, WebP or GIF image')).toBeVisible();
    await expect(picture).toHaveAttribute('aria-invalid', 'true');
    await picture.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(main.getByText('The avatar must be at most 2 MB')).toBeVisible();
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const preview = main.getByRole('img', { name: 'Preview of the new profile picture' });
    await expect(preview).toBeVisible();
    // Really drawn, not a broken image (the page's Content-Security-Policy decides what may load).
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(picture).not.toHaveAttribute('aria-invalid', 'true');
    await staff.accessible();
    await main.getByRole('button', { name: 'Upload', exact: true }).click();
    await staff.toast('Profile Picture Updated');
    await expect(main.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      /\/uploads\/avatars\//,
    );
    await expect(page.locator('header img')).toHaveAttribute('src', /\/uploads\/avatars\//);
    await expect(main.getByRole('img', { name: 'Preview of the new profile picture' })).toBeHidden();

    // Removing asks first, then the header falls back to the initial.
    await main.getByRole('button', { name: 'Remove Picture' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove your profile picture?' });
    await expect(confirm).toBeVisible();
    await staff.accessible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await staff.toast('Profile Picture Removed');
    await expect(page.locator('header img')).toHaveCount(0);
    await expect(main.getByRole('img', { name: 'Your profile picture' })).toHaveCount(0);

    // ...and a new one shows up again.
    await picture.setInputFiles({ name: 'me-again.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await main.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.locator('header img')).toHaveAttribute('src', /\/uploads\/avatars\//);

    // Change Password: the rules, the server's refusal, then success and the logout 5 s later.
    await main.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await staff.accessible();
    await change.getByRole('button', { name: 'Update Password' }).click();
    await expect(change.getByText('Current password is required')).toBeVisible();
    await expect(change.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(change.getByText('Please confirm your password')).toBeVisible();
    await staff.accessible();

    const newPassword = 'second-pass-2';
    await change.getByLabel('Current Password').fill('not-my-password');
    await change.getByLabel('New Password', { exact: true }).fill(newPassword);
    await change.getByLabel('Confirm New Password').fill(`${newPassword}x`);
    await change.getByRole('button', { name: 'Update Password' }).click();
    await expect(change.getByText("Passwords don't match")).toBeVisible();
    await expect(change.getByLabel('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');

    await change.getByLabel('Confirm New Password').fill(newPassword);
    await change.getByRole('button', { name: 'Update Password' }).click();
    await staff.toast('Password change failed', 'Current password is incorrect');
    await expect(change).toBeVisible();

    await change.getByLabel('Current Password').fill(who.password);
    // Taken before the change is asked for, so the logout cannot come sooner than 5 s after it.
    const changedAt = Date.now();
    await change.getByRole('button', { name: 'Update Password' }).click();
    await staff.toast('Password Changed', 'Your password has been changed successfully. Please log in again.');
    await expect(change).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);

    await expect(page).toHaveURL(/\/login$/);
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(5_000);
    await expect(page.getByText('Login to CMS')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cms_token'))).toBeNull();
    // Nothing called the server with the ended session in those 5 s.
    expect(unauthorized).toEqual([]);

    const oldSignIn = await request.post('/ams/cms/auth/signin', { data: { ...who, assetOwnerId: 0 } });
    expect(oldSignIn.status()).toBe(401);
    await staff.signIn({ username: who.username, password: newPassword });
    await expect(page.getByRole('button', { name: 'User menu for Erica Editorson' })).toBeVisible();
  });

  test('the read-only email is still checked when the stored value breaks its rules', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    const who = await createEditor(request, admin);
    await staff.signIn(who);

    // A username cannot be made invalid through the console or the API, so the profile answer is
    // rewritten to stand for such a stored value.
    let username = '';
    await page.route('**/ums/cms/cupc/me/user', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), username } });
    });
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') saves.push(request.url());
    });

    for (const [value, message] of [
      ['', 'Email is required'],
      ['not-an-email', 'Invalid email address'],
    ] as const) {
      username = value;
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Profile' });
      await expect(edit.getByLabel('Email')).toHaveValue(value);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByText(message)).toBeVisible();
      await expect(edit.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await staff.accessible();
    }
    expect(saves).toEqual([]);
  });
});
