import { describe, expect, it } from 'vitest';
import { demoAdmin, demoViewer } from './helper.js';
import {
  clientOf,
  createUser,
  expectNoSecrets,
  signedInUser,
  signInStatus,
  tokenWorks,
  uniqueUsername,
  USER_PASSWORD,
  usersApp,
} from './users-support.js';

/** Editing, deactivating and deleting users, and what an ADMIN may not do to itself or a SUPER_ADMIN. */

const USERS = '/ums/cms/cuc/users';

const { t, admin, other } = usersApp('admin', 'other');

async function countBySearch(search: string) {
  const response = await admin.inject({ method: 'GET', url: `${USERS}?search=${encodeURIComponent(search)}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ totalElements: number }>().totalElements;
}

describe('PUT /ums/cms/cuc/users/{id}', () => {
  it('updates the fields, keeps what the server owns and answers the user', async () => {
    const before = await createUser(admin, { status: 'PENDING' });
    const username = uniqueUsername('renamed');
    const response = await admin.inject({
      method: 'PUT',
      url: `${USERS}/${before.id}`,
      payload: {
        id: 1,
        assetOwnerId: 2,
        username: username.toUpperCase(),
        password: '',
        firstName: 'Renamed',
        lastName: 'Person',
        status: 'SUSPENDED',
        roles: ['ADMIN'],
        createdBy: 42,
        deleted: true,
        deletedBy: 42,
        createdDate: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expectNoSecrets(response.body);
    expect(response.json()).toMatchObject({
      id: before.id,
      username,
      firstName: 'Renamed',
      status: 'SUSPENDED',
      roles: ['VIEWER'],
      createdBy: admin.id,
      updatedBy: admin.id,
      deleted: false,
      deletedBy: null,
      createdDate: before.createdDate,
    });
    // An empty password changes nothing.
    expect(await signInStatus(t.app, { username, password: USER_PASSWORD })).toBe(401); // SUSPENDED
    await admin.inject({ method: 'PATCH', url: `${USERS}/${before.id}/status`, payload: { status: 'ACTIVE' } });
    expect(await signInStatus(t.app, { username, password: USER_PASSWORD })).toBe(200);
  });

  it('keeps the current status when none is sent', async () => {
    const inactive = await createUser(admin, { status: 'INACTIVE' });
    const response = await admin.inject({
      method: 'PUT',
      url: `${USERS}/${inactive.id}`,
      payload: { username: inactive.username, firstName: 'Still', lastName: 'Inactive' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Still', status: 'INACTIVE' });
  });

  it('sets a new password: every session of the user ends, the old password fails, the new works', async () => {
    const { user, access } = await signedInUser(t.app, admin);
    const response = await admin.inject({
      method: 'PUT',
      url: `${USERS}/${user.id}`,
      payload: { username: user.username, password: 'set-by-admin', firstName: 'A', lastName: 'B' },
    });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    expect(await access()).toEqual({ token: false, signIn: 401 });
    expect((await access('set-by-admin')).signIn).toBe(200);
  });

  it('ends the sessions of a user it sets INACTIVE', async () => {
    const { user, client: session, access } = await signedInUser(t.app, admin);
    expect((await access()).token).toBe(true);
    const response = await admin.inject({
      method: 'PUT',
      url: `${USERS}/${user.id}`,
      payload: { username: user.username, firstName: 'A', lastName: 'B', status: 'INACTIVE' },
    });
    expect(response.json().status).toBe('INACTIVE');
    expect((await session.inject({ method: 'GET', url: '/ums/cms/cupc/me/user' })).statusCode).toBe(401);
    expect(await access()).toEqual({ token: false, signIn: 401 });
  });

  it("answers 409 for another user's username, not for the user's own in another case", async () => {
    const user = await createUser(admin);
    const taken = await admin.inject({
      method: 'PUT',
      url: `${USERS}/${user.id}`,
      payload: { username: 'Viewer@School.Example', firstName: 'A', lastName: 'B' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A user with this username already exists');
    const own = await admin.inject({
      method: 'PUT',
      url: `${USERS}/${user.id}`,
      payload: { username: user.username.toUpperCase(), firstName: 'A', lastName: 'B' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().username).toBe(user.username);
  });
});

describe('PATCH /ums/cms/cuc/users/{id}/status', () => {
  it('sets the status; a user set INACTIVE loses its token at once and cannot sign in', async () => {
    const { user, access } = await signedInUser(t.app, admin);
    const response = await admin.inject({
      method: 'PATCH',
      url: `${USERS}/${user.id}/status`,
      payload: { status: 'INACTIVE', id: 1, username: 'hijack@test.example' },
    });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username, status: 'INACTIVE' });
    expect(await access()).toEqual({ token: false, signIn: 401 });

    const back = await admin.inject({
      method: 'PATCH',
      url: `${USERS}/${user.id}/status`,
      payload: { status: 'ACTIVE' },
    });
    expect(back.json().status).toBe('ACTIVE');
    expect(await access()).toEqual({ token: false, signIn: 200 });
  });

  it.each([[{}], [{ status: 'ARCHIVED' }], [{ status: null }]])('answers 400 for %j', async (payload) => {
    const response = await admin.inject({ method: 'PATCH', url: `${USERS}/3/status`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Status must be one of ACTIVE, INACTIVE, SUSPENDED, PENDING');
  });
});

describe('DELETE /ums/cms/cuc/users/{id}', () => {
  it('soft-deletes: the token dies, the user is gone from reads and sign-in, the row stays', async () => {
    const { user, access } = await signedInUser(t.app, admin);
    const response = await admin.inject({ method: 'DELETE', url: `${USERS}/${user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });

    expect(await access()).toEqual({ token: false, signIn: 401 });
    const get = await admin.inject({ method: 'GET', url: `${USERS}/${user.id}` });
    expect(get.statusCode).toBe(404);
    expect(get.json().message).toBe('User not found');
    expect(await countBySearch(user.username)).toBe(0);
    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
    expect(row).toMatchObject({ deleted: 1, deleted_by: admin.id, updated_by: admin.id });

    const again = await admin.inject({ method: 'DELETE', url: `${USERS}/${user.id}` });
    expect(again.statusCode).toBe(404);
    for (const [method, url] of [
      ['PUT', `${USERS}/${user.id}`],
      ['PATCH', `${USERS}/${user.id}/status`],
      ['GET', `${USERS}/${user.id}/roles`],
      ['GET', `${USERS}/${user.id}/settings`],
    ] as const) {
      const payload =
        method === 'PUT' ? { username: user.username, firstName: 'A', lastName: 'B' } : { status: 'ACTIVE' };
      const answer = await admin.inject({ method, url, ...(method === 'GET' ? {} : { payload }) });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    // The username is free again for a new account.
    const reused = await createUser(admin, { username: user.username });
    expect(reused.id).not.toBe(user.id);
  });
});

describe('an ADMIN and its own account', () => {
  it('cannot deactivate, delete or un-role itself, and keeps working', async () => {
    const message = 'You cannot deactivate, delete or remove roles from your own account';
    for (const status of ['INACTIVE', 'SUSPENDED', 'PENDING']) {
      const patch = await admin.inject({ method: 'PATCH', url: `${USERS}/1/status`, payload: { status } });
      expect(patch.statusCode, status).toBe(400);
      expect(patch.json().message).toBe(message);
      const put = await admin.inject({
        method: 'PUT',
        url: `${USERS}/1`,
        payload: { username: demoAdmin.username, firstName: 'Alex', lastName: 'Morgan', status },
      });
      expect(put.statusCode, status).toBe(400);
      expect(put.json().message).toBe(message);
    }
    const del = await admin.inject({ method: 'DELETE', url: `${USERS}/1` });
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(message);
    for (const roleId of [1, 2]) {
      const unrole = await admin.inject({ method: 'DELETE', url: `${USERS}/1/roles/${roleId}` });
      expect(unrole.statusCode).toBe(400);
      expect(unrole.json().message).toBe(message);
    }
    const me = await admin.inject({ method: 'GET', url: `${USERS}/1` });
    expect(me.json()).toMatchObject({ status: 'ACTIVE', deleted: false, roles: ['SUPER_ADMIN', 'ADMIN'] });
    expect(await tokenWorks(t.app, admin.token)).toBe(true);

    // A plain ADMIN is held to the same rule.
    const northfieldSelf = await other.inject({ method: 'DELETE', url: `${USERS}/${other.id}` });
    expect(northfieldSelf.statusCode).toBe(400);
  });

  it('may still edit its own names while staying ACTIVE', async () => {
    const response = await admin.inject({
      method: 'PUT',
      url: `${USERS}/1`,
      payload: { username: demoAdmin.username, firstName: 'Alex', lastName: 'Morgan', status: 'ACTIVE' },
    });
    expect(response.statusCode).toBe(200);
    expect(await tokenWorks(t.app, admin.token)).toBe(true);
  });
});

describe('a plain ADMIN and SUPER_ADMIN accounts', () => {
  it("cannot edit, deactivate or delete a SUPER_ADMIN's account (it could take it over)", async () => {
    const plain = await createUser(admin);
    await admin.inject({ method: 'POST', url: `${USERS}/${plain.id}/roles/2` });
    const plainAdmin = await clientOf(t.app, plain);
    expect(plainAdmin.roles).toEqual(['ADMIN', 'VIEWER']);
    const attempts = [
      { method: 'PUT', url: `${USERS}/1`, payload: { ...demoAdmin, firstName: 'Taken', lastName: 'Over' } },
      { method: 'PATCH', url: `${USERS}/1/status`, payload: { status: 'INACTIVE' } },
      { method: 'DELETE', url: `${USERS}/1` },
      { method: 'PUT', url: `${USERS}/1/settings`, payload: { apiAccess: true } },
      { method: 'DELETE', url: `${USERS}/1/roles/2` },
    ] as const;
    for (const attempt of attempts) {
      const response = await plainAdmin.inject(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.json().message).toBe('You do not have permission to change a SUPER_ADMIN account');
    }
    expect(await signInStatus(t.app, demoAdmin)).toBe(200);
    const superAdmin = (await admin.inject({ method: 'GET', url: `${USERS}/1` })).json();
    expect(superAdmin).toMatchObject({ firstName: 'Alex', status: 'ACTIVE', roles: ['SUPER_ADMIN', 'ADMIN'] });
    // It still manages everyone else, and reads the SUPER_ADMIN.
    expect((await plainAdmin.inject({ method: 'GET', url: `${USERS}/1` })).statusCode).toBe(200);
    const viewer = await plainAdmin.inject({
      method: 'PUT',
      url: `${USERS}/3`,
      payload: { username: demoViewer.username, firstName: 'Sam', lastName: 'Lee' },
    });
    expect(viewer.statusCode).toBe(200);
  });
});
