import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '@/test/render';
import { serveSchool, signInAs } from '@/test/fake-school';
import { makeUser } from '../users.fake';
import { field } from '@/test/queries';
import { serverError } from '@/test/fake-api';

const admin = makeUser(1, {
  username: 'admin@school.example',
  firstName: 'Alex',
  lastName: 'Morgan',
  roles: ['SUPER_ADMIN', 'ADMIN'],
});
const editor = makeUser(2, {
  username: 'editor@school.example',
  firstName: 'Priya',
  lastName: 'Shah',
  roles: ['EDITOR'],
  status: 'SUSPENDED',
});

async function openList(path = '/users') {
  const rendered = renderApp(path);
  // The first test of a run also loads the lazy route module.
  await screen.findByRole('heading', { name: 'Users', level: 1 });
  return rendered;
}

describe('users list', () => {
  it('shows loading, then the users with status, roles, created date and a You badge on the signed-in user', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    const { calls } = serveSchool({ users: [admin, editor] });
    await openList();
    expect(screen.getByText('Loading users...')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Username', 'Status', 'Roles', 'Created', 'Actions']);
    const alex = within(table).getByRole('link', { name: 'Alex Morgan' });
    expect(alex).toHaveAttribute('href', '/users/1');
    const adminRow = alex.closest('tr')!;
    expect(within(adminRow).getByText('You')).toBeInTheDocument();
    expect(within(adminRow).getByText('Super Admin')).toBeInTheDocument();
    expect(within(adminRow).getByText('Active')).toBeInTheDocument();
    expect(within(adminRow).getByText('Jan 2, 2026')).toBeInTheDocument();
    // Each row's own action, in reach on a phone's card as in the table.
    expect(within(adminRow).getByRole('link', { name: 'View Alex Morgan' })).toHaveAttribute('href', '/users/1');

    const editorRow = within(table).getByRole('link', { name: 'Priya Shah' }).closest('tr')!;
    expect(within(editorRow).queryByText('You')).not.toBeInTheDocument();
    expect(within(editorRow).getByText('Suspended')).toBeInTheDocument();
    expect(within(editorRow).getByText('editor@school.example')).toBeInTheDocument();

    expect(screen.getByText('Page 1 of 1 · 2 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls()).toContain('GET /ums/cms/cuc/users?page=0&size=10');
  });

  it('opens a user on a row click', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool({ users: [admin, editor] });
    const user = userEvent.setup();
    const { router } = await openList();
    await user.click(await screen.findByText('editor@school.example'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/2'));
  });

  it('shows the empty state', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool({ users: [] });
    await openList();
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error state and tries again', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    let failing = true;
    serveSchool(
      { users: [admin] },
      {
        'GET /ums/cms/cuc/users': () => (failing ? serverError() : undefined),
      },
    );
    const user = userEvent.setup();
    await openList();
    // A failed query is retried once (docs/product/users.md §9) before the error shows.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load users');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Alex Morgan' })).toBeInTheDocument();
  });

  it('searches after typing pauses, keeping the search and page in the URL', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    const many = Array.from({ length: 12 }, (_, i) => makeUser(i + 10, { firstName: `Teacher${i + 10}` }));
    const { calls } = serveSchool({ users: [admin, ...many] });
    const user = userEvent.setup();
    const { router } = await openList();

    await screen.findByText('Page 1 of 2 · 13 users');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2 · 13 users');
    expect(router.state.location.search).toBe('?page=2');
    expect(calls()).toContain('GET /ums/cms/cuc/users?page=1&size=10');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'teacher12');
    // One request for the whole word, once typing stopped; a new search starts at page 1.
    await waitFor(() => expect(router.state.location.search).toBe('?search=teacher12'));
    expect(await screen.findByText('Page 1 of 1 · 1 user')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teacher12 Last12' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(calls().filter((c) => c.includes('search='))).toEqual([
      'GET /ums/cms/cuc/users?page=0&size=10&search=teacher12',
    ]);
  });

  it('reads page and search from the URL, and says when nothing matches', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool({ users: [admin] });
    const user = userEvent.setup();
    const { router } = await openList('/users?search=nobody');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nobody');
    expect(await screen.findByText('No users match "nobody"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('tells a non-admin they may not manage users, without calling the users API', async () => {
    signInAs(['EDITOR'], 2);
    const { calls } = serveSchool({ users: [admin] });
    await openList();
    expect(screen.getByText('You do not have permission to manage users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New User' })).not.toBeInTheDocument();
    expect(calls().some((c) => c.includes('/ums/'))).toBe(false);
  });

  it('shows the permission state when the server answers 403', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool(
      { users: [admin] },
      {
        'GET /ums/cms/cuc/users': () =>
          jsonResponse(403, {
            statusCode: 403,
            error: 'Forbidden',
            message: 'You do not have permission to manage users',
          }),
      },
    );
    await openList();
    expect(await screen.findByText('You do not have permission to manage users')).toBeInTheDocument();
  });
});

describe('Add New User', () => {
  async function openDialog() {
    const user = userEvent.setup();
    await openList();
    await screen.findByRole('link', { name: 'Alex Morgan' });
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    return { user, dialog };
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, username: string) {
    await user.type(field('First Name'), 'Ann');
    await user.type(field('Last Name'), 'Lee');
    await user.type(field('Username'), username);
    await user.type(field('Password'), 'secret1');
  }

  it('creates a user: toast, dialog closed, list refreshed', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    const { lastBody } = serveSchool({ users: [admin] });
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();

    await fill(user, 'ann@school.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(lastBody('POST /ums/cms/cuc/users')).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      username: 'ann@school.example',
      password: 'secret1',
      status: 'ACTIVE',
    });
  });

  it('keeps what was typed on failure, with the 409 message at the username field', async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool({ users: [admin] });
    const { user, dialog } = await openDialog();
    await fill(user, 'admin@school.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(dialog).getByText('A user with this username already exists')).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).toHaveValue('admin@school.example');
    expect(field('First Name')).toHaveValue('Ann');
    expect(screen.getByRole('dialog', { name: 'Add New User' })).toBeInTheDocument();
  });

  it("reports a server failure with the spec's toast", async () => {
    signInAs(['SUPER_ADMIN', 'ADMIN']);
    serveSchool(
      { users: [admin] },
      {
        'POST /ums/cms/cuc/users': () => serverError(),
      },
    );
    const { user, dialog } = await openDialog();
    await fill(user, 'ann@school.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create User' })).toBeEnabled();
    expect(field('Last Name')).toHaveValue('Lee');
  });
});
