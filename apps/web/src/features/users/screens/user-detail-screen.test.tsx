import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { renderApp } from '@/test/render';
import { serveSchool, signInAs } from '@/test/fake-school';
import { makeUser } from '../users.fake';
const admin = makeUser(1, {
  username: 'admin@school.example',
  firstName: 'Alex',
  lastName: 'Morgan',
  roles: ['SUPER_ADMIN', 'ADMIN'],
});
const jane = makeUser(7, { username: 'jane@school.example', firstName: 'Jane', lastName: 'Doe', roles: ['VIEWER'] });

function openUser(id: number | string, tab = '') {
  return renderApp(`/users/${id}${tab ? `?tab=${tab}` : ''}`);
}

describe('user detail', () => {
  it('shows the Details tab with the fields and status', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool({ users: [admin, jane] });
    openUser(7);
    expect(await screen.findByRole('heading', { name: 'Jane Doe', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Permissions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeInTheDocument();
    const details = screen.getByRole('tabpanel', { name: 'Details' });
    expect(within(details).getByText('jane@school.example')).toBeInTheDocument();
    expect(within(details).getByLabelText('Status')).toHaveValue('ACTIVE');
    expect(screen.getByRole('button', { name: 'Edit User' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('says so for an unknown user, with the way back', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool({ users: [admin] });
    const user = userEvent.setup();
    const { router } = openUser(404);
    expect(await screen.findByText("The user you're looking for doesn't exist")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to User List' }));
    // The list's screen loads on the way (a lazy route).
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('treats a malformed id as unknown without asking the server', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    const { calls } = serveSchool({ users: [admin] });
    openUser('abc');
    expect(await screen.findByText("The user you're looking for doesn't exist")).toBeInTheDocument();
    expect(calls().some((c) => c.startsWith('GET /ums/cms/cuc/users/'))).toBe(false);
  });

  it('changes the status with PATCH .../status', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    const { lastBody } = serveSchool({ users: [admin, jane] });
    const user = userEvent.setup();
    openUser(7);
    await user.selectOptions(await screen.findByLabelText('Status'), 'SUSPENDED');
    expect(await screen.findByText('User status changed to Suspended')).toBeInTheDocument();
    expect(lastBody('PATCH /ums/cms/cuc/users/7/status')).toEqual({ status: 'SUSPENDED' });
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('SUSPENDED'));
  });

  it('edits the user in the Edit User dialog', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    const { lastBody } = serveSchool({ users: [admin, jane] });
    const user = userEvent.setup();
    openUser(7);
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const lastName = within(dialog).getByLabelText(/^Last Name/);
    await user.clear(lastName);
    await user.type(lastName, 'Smith');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Jane Smith', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lastBody('PUT /ums/cms/cuc/users/7')).toEqual({
      firstName: 'Jane',
      lastName: 'Smith',
      username: 'jane@school.example',
      status: 'ACTIVE',
    });
  });

  it('deletes after confirmation and goes back to the list', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    const { calls } = serveSchool({ users: [admin, jane] });
    const user = userEvent.setup();
    const { router } = openUser(7);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete User' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls()).not.toContain('DELETE /ums/cms/cuc/users/7');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(await screen.findByRole('link', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jane Doe' })).not.toBeInTheDocument();
    // The deleted user's page was not asked for again.
    expect(calls().filter((c) => c === 'GET /ums/cms/cuc/users/7')).toHaveLength(1);
  });

  it('toggles a role on and off, reloading the user roles each time', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    const { calls } = serveSchool({ users: [admin, jane] });
    const user = userEvent.setup();
    openUser(7, 'permissions');
    const editor = await screen.findByRole('switch', { name: 'Editor' });
    expect(editor).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Viewer' })).toBeChecked();

    await user.click(editor);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Editor' })).toBeChecked());
    expect(screen.getByText('Editor role assigned to Jane Doe')).toBeInTheDocument();
    expect(calls()).toContain('POST /ums/cms/cuc/users/7/roles/3');

    const rolesLoads = calls().filter((c) => c === 'GET /ums/cms/cuc/users/7/roles').length;
    await user.click(screen.getByRole('switch', { name: 'Editor' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Editor' })).not.toBeChecked());
    expect(calls()).toContain('DELETE /ums/cms/cuc/users/7/roles/3');
    expect(calls().filter((c) => c === 'GET /ums/cms/cuc/users/7/roles').length).toBeGreaterThan(rolesLoads);
  });

  it('loads the settings from the server and saves each switch', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    const { lastBody } = serveSchool({ users: [admin, jane] });
    const user = userEvent.setup();
    openUser(7, 'settings');
    // A user's settings start off (docs/design.md §9.4), not at random.
    const email = await screen.findByRole('switch', { name: 'Email Notifications' });
    expect(email).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Two-Factor Authentication' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Session Timeout' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'API Access' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Two-Factor Authentication' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(lastBody('PUT /ums/cms/cuc/users/7/settings')).toEqual({ twoFactorAuth: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeChecked());
  });

  it('keeps the signed-in admin from deactivating, deleting or removing roles from its own account', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool({ users: [admin, jane] });
    const user = userEvent.setup();
    openUser(1);
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Permissions' }));
    expect(await screen.findByRole('switch', { name: 'Admin' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Editor' })).toBeEnabled();
  });

  it("keeps the header's signed-in user in step when the admin edits its own account", async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool({ users: [admin, jane] });
    const user = userEvent.setup();
    openUser(1);
    await user.click(await screen.findByRole('button', { name: 'Edit User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const firstName = within(dialog).getByLabelText(/^First Name/);
    await user.clear(firstName);
    await user.type(firstName, 'Alexis');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'User menu for Alexis Morgan' })).toBeInTheDocument();
    expect(getSession()?.user.firstName).toBe('Alexis');
  });

  it('lets only a Super Admin change a Super Admin account or grant that role', async () => {
    signInAs(['ADMIN'], 7);
    serveSchool({ users: [admin, jane] });
    openUser(1);
    expect(await screen.findByText("Only a Super Admin can change a Super Admin's account.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit User' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toBeDisabled();
  });

  it('tells a non-admin they may not manage users', async () => {
    signInAs(['VIEWER'], 7);
    serveSchool({ users: [admin, jane] });
    openUser(7);
    expect(await screen.findByText('You do not have permission to manage users')).toBeInTheDocument();
  });
});
