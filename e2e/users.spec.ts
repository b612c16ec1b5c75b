import type { APIRequestContext } from '@playwright/test';
import { apiCreateUser, expect, journeys, test, unique } from './fixtures';

const MESSAGES = {
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username must be a valid email',
  passwordTooShort: 'Password must be at least 6 characters long',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
};

/** The server's view of a user, its role ids and its settings, read with an admin token. */
async function serverView(request: APIRequestContext, token: string, id: number) {
  const headers = { authorization: `Bearer ${token}` };
  const user = await request.get(`/ums/cms/cuc/users/${id}`, { headers });
  const roles = await request.get(`/ums/cms/cuc/users/${id}/roles`, { headers });
  return {
    status: user.status(),
    user: user.ok() ? ((await user.json()) as { lastName: string; status: string; roles: string[] }) : null,
    roleIds: roles.ok() ? ((await roles.json()) as { roleId: number }[]).map((r) => r.roleId) : [],
  };
}

journeys('users', () => {
  test('an admin creates, finds, grants a role to, edits, deactivates and deletes a user', async ({
    page,
    request,
    admin,
    staff,
  }) => {
    // One long journey with eight axe scans (2-4 s each on a small machine).
    const allRoles = (await (
      await request.get('/ums/cms/curc/cms-user-roles', { headers: { authorization: `Bearer ${admin.token}` } })
    ).json()) as { id: number; name: string }[];
    const editorRoleId = allRoles.find((r) => r.name === 'EDITOR')!.id;
    const lastName = unique('Lovelace');
    const username = `${lastName.toLowerCase()}@school.example`;

    await staff.open('Users', /\/users$/, 'Users');
    // The demo admin is in the list, marked as the signed-in user.
    const me = page.getByRole('row').filter({ hasText: 'admin@school.example' });
    await expect(me.getByText('You', { exact: true })).toBeVisible();
    await staff.accessible();

    // Add New User: every validation message once, at its field.
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    for (const message of [
      MESSAGES.usernameRequired,
      MESSAGES.passwordTooShort,
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toHaveCount(1);
    }
    await expect(dialog.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await staff.accessible();

    await dialog.getByLabel('Username').fill('ada.lovelace');
    await dialog.getByLabel(/^Password/).fill('12345');
    await dialog.getByLabel('First Name').fill('Ada');
    await dialog.getByLabel('Last Name').fill(lastName);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText(MESSAGES.usernameInvalid, { exact: true })).toHaveCount(1);
    await expect(dialog.getByText(MESSAGES.usernameRequired, { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(MESSAGES.firstNameRequired, { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(MESSAGES.passwordTooShort, { exact: true })).toHaveCount(1);

    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel(/^Password/).fill('lovelace-1815');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await staff.toast('Success', 'User created successfully');
    await expect(dialog).toBeHidden();

    // Find it by search (kept in the URL), then open it.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(lastName);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${lastName}`));
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: `Ada ${lastName}`, exact: true }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: `Ada ${lastName}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Details' }).getByText(username)).toBeVisible();
    await staff.accessible();

    // Permissions: a role on, then off, each change on the server.
    await page.getByRole('tab', { name: 'Permissions' }).click();
    const editor = page.getByRole('switch', { name: 'Editor' });
    await expect(editor).not.toBeChecked();
    await staff.accessible();
    await editor.click();
    await expect(editor).toBeChecked();
    await expect(editor).toBeEnabled();
    expect((await serverView(request, admin.token, id)).roleIds).toContain(editorRoleId);
    await editor.click();
    await expect(editor).not.toBeChecked();
    await expect(editor).toBeEnabled();
    expect((await serverView(request, admin.token, id)).roleIds).not.toContain(editorRoleId);

    // Settings: stored on the server, off for a new user.
    await page.getByRole('tab', { name: 'Settings' }).click();
    const apiAccess = page.getByRole('switch', { name: 'API Access' });
    await expect(apiAccess).not.toBeChecked();
    await staff.accessible();
    await apiAccess.click();
    await staff.toast('Success', 'Settings saved');
    const settings = await request.get(`/ums/cms/cuc/users/${id}/settings`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(await settings.json()).toMatchObject({ apiAccess: true, emailNotifications: false });

    // Edit User: the same form, password left blank.
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Edit User' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Username')).toHaveValue(username);
    await expect(edit.getByLabel(/^Password/)).toHaveValue('');
    await staff.accessible();
    await edit.getByLabel('Last Name').fill(`${lastName}-King`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await staff.toast('Success', 'User updated successfully');
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { name: `Ada ${lastName}-King`, level: 1 })).toBeVisible();
    expect((await serverView(request, admin.token, id)).user?.lastName).toBe(`${lastName}-King`);

    // Status, changed in place.
    await page.getByLabel('Status').selectOption('INACTIVE');
    await staff.toast('Success', 'User status changed to Inactive');
    await expect(page.getByLabel('Status')).toHaveValue('INACTIVE');
    expect((await serverView(request, admin.token, id)).user?.status).toBe('INACTIVE');

    // Delete, after the confirmation.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(confirm).toBeVisible();
    await staff.accessible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await staff.toast('Success', 'User deleted successfully');
    await expect(page).toHaveURL(/\/users$/);
    expect((await serverView(request, admin.token, id)).status).toBe(404);

    // Its page is gone.
    await page.goto(`/users/${id}`);
    await expect(page.getByText("The user you're looking for doesn't exist")).toBeVisible();
    await staff.accessible();
    await page.getByRole('link', { name: 'Back to User List' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  test('a taken username keeps the dialog open with the message at the field', async ({ page, staff }) => {
    await staff.visit('/users');
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('First Name').fill('Alex');
    await dialog.getByLabel('Last Name').fill('Again');
    await dialog.getByLabel('Username').fill('admin@school.example');
    await dialog.getByLabel(/^Password/).fill('another-pass');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await staff.toast('Error', 'Failed to create user');
    await expect(dialog.getByText('A user with this username already exists')).toBeVisible();
    await expect(dialog.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('First Name')).toHaveValue('Alex');
  });

  test('a user without the ADMIN role is told it may not manage users', async ({ page, request, admin, staff }) => {
    const editor = {
      username: `${unique('editor')}@school.example`,
      password: 'editor-pass-1',
      firstName: 'Eddie',
      lastName: 'Tor',
    };
    await apiCreateUser(request, admin.token, editor, ['EDITOR']);
    await staff.signIn(editor);
    await page.goto('/users');
    await expect(page.getByText('You do not have permission to manage users')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New User' })).toHaveCount(0);
    await staff.accessible();
  });
});
