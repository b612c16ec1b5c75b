import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, createUser, expectNoSecrets, roleIds, usersApp, type Client } from './users-support.js';

const USERS = '/ums/cms/cuc/users';

const { t, admin, other } = usersApp('admin', 'other');
let ids: Awaited<ReturnType<typeof roleIds>>;
beforeAll(async () => {
  ids = await roleIds(admin);
});

const rolesOf = async (client: Client, userId: number) => {
  const response = await client.inject({ method: 'GET', url: `${USERS}/${userId}/roles` });
  expect(response.statusCode).toBe(200);
  return response.json<{ roleId: number; userId: number }[]>();
};

describe('GET /ums/cms/curc/cms-user-roles', () => {
  it('answers the four seeded roles', async () => {
    const response = await admin.inject({ method: 'GET', url: '/ums/cms/curc/cms-user-roles' });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    const roles = response.json<{ id: number; name: string; showName: string; description: string }[]>();
    expect(roles.map((r) => [r.name, r.showName])).toEqual([
      ['SUPER_ADMIN', 'Super Admin'],
      ['ADMIN', 'Admin'],
      ['EDITOR', 'Editor'],
      ['VIEWER', 'Viewer'],
    ]);
    for (const role of roles) {
      expect(role.id).toBeGreaterThan(0);
      expect(role.description.length).toBeGreaterThan(10);
    }
    // Every ADMIN reads the same list.
    expect((await other.inject({ method: 'GET', url: '/ums/cms/curc/cms-user-roles' })).json()).toEqual(roles);
  });
});

describe('GET /ums/cms/cuc/users/{id}/roles', () => {
  it('answers [{roleId, userId}] in role order', async () => {
    expect(await rolesOf(admin, 1)).toEqual([
      { roleId: ids.SUPER_ADMIN, userId: 1 },
      { roleId: ids.ADMIN, userId: 1 },
    ]);
    expect(await rolesOf(admin, 2)).toEqual([{ roleId: ids.EDITOR, userId: 2 }]);
  });
});

describe('POST and DELETE /ums/cms/cuc/users/{userId}/roles/{roleId}', () => {
  it('assigns and removes a role, answering the new list; repeating changes nothing', async () => {
    const user = await createUser(admin);
    const url = `${USERS}/${user.id}/roles/${ids.EDITOR}`;
    const added = await admin.inject({ method: 'POST', url });
    expect(added.statusCode).toBe(200);
    const both = [
      { roleId: ids.EDITOR, userId: user.id },
      { roleId: ids.VIEWER, userId: user.id },
    ];
    expect(added.json()).toEqual(both);
    expect((await admin.inject({ method: 'POST', url })).json()).toEqual(both);
    expect(await rolesOf(admin, user.id)).toEqual(both);
    expect((await admin.inject({ method: 'GET', url: `${USERS}/${user.id}` })).json().roles).toEqual([
      'EDITOR',
      'VIEWER',
    ]);

    const removed = await admin.inject({ method: 'DELETE', url: `${USERS}/${user.id}/roles/${ids.VIEWER}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([{ roleId: ids.EDITOR, userId: user.id }]);
    const again = await admin.inject({ method: 'DELETE', url: `${USERS}/${user.id}/roles/${ids.VIEWER}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual([{ roleId: ids.EDITOR, userId: user.id }]);
  });

  it('answers 404 for an unknown role and changes nothing', async () => {
    const user = await createUser(admin);
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await admin.inject({ method, url: `${USERS}/${user.id}/roles/999` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Role not found');
    }
    expect(await rolesOf(admin, user.id)).toEqual([{ roleId: ids.VIEWER, userId: user.id }]);
  });

  it('lets only a SUPER_ADMIN assign SUPER_ADMIN', async () => {
    const denied = await other.inject({ method: 'POST', url: `${USERS}/${other.id}/roles/${ids.SUPER_ADMIN}` });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You do not have permission to assign the SUPER_ADMIN role');
    const northfieldUser = await createUser(other);
    const alsoDenied = await other.inject({
      method: 'POST',
      url: `${USERS}/${northfieldUser.id}/roles/${ids.SUPER_ADMIN}`,
    });
    expect(alsoDenied.statusCode).toBe(403);
    expect(await rolesOf(other, other.id)).toEqual([{ roleId: ids.ADMIN, userId: other.id }]);
    expect(await rolesOf(other, northfieldUser.id)).toEqual([{ roleId: ids.VIEWER, userId: northfieldUser.id }]);
    // The Northfield ADMIN still assigns the other roles.
    const editor = await other.inject({ method: 'POST', url: `${USERS}/${northfieldUser.id}/roles/${ids.EDITOR}` });
    expect(editor.statusCode).toBe(200);

    const user = await createUser(admin);
    const granted = await admin.inject({ method: 'POST', url: `${USERS}/${user.id}/roles/${ids.SUPER_ADMIN}` });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toContainEqual({ roleId: ids.SUPER_ADMIN, userId: user.id });
    const superSession = await clientOf(t.app, user, 2);
    expect(superSession).toMatchObject({ websiteId: 2, roles: ['SUPER_ADMIN', 'VIEWER'] });
    const revoked = await admin.inject({ method: 'DELETE', url: `${USERS}/${user.id}/roles/${ids.SUPER_ADMIN}` });
    expect(revoked.json()).toEqual([{ roleId: ids.VIEWER, userId: user.id }]);
  });

  it("takes effect on the user's very next request", async () => {
    const user = await createUser(admin);
    await admin.inject({ method: 'POST', url: `${USERS}/${user.id}/roles/${ids.EDITOR}` });
    await admin.inject({ method: 'DELETE', url: `${USERS}/${user.id}/roles/${ids.VIEWER}` });
    const editor = await clientOf(t.app, user);
    expect(editor.roles).toEqual(['EDITOR']);
    const listUsers = () => editor.inject({ method: 'GET', url: USERS });

    const before = await listUsers();
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe('You do not have permission to manage users');

    await admin.inject({ method: 'POST', url: `${USERS}/${user.id}/roles/${ids.ADMIN}` });
    const granted = await listUsers();
    expect(granted.statusCode).toBe(200);
    expect(granted.json().totalElements).toBeGreaterThanOrEqual(4);
    expect((await editor.inject({ method: 'GET', url: '/ums/cms/cupc/me/user' })).json().roles).toEqual([
      'ADMIN',
      'EDITOR',
    ]);

    await admin.inject({ method: 'DELETE', url: `${USERS}/${user.id}/roles/${ids.ADMIN}` });
    expect((await listUsers()).statusCode).toBe(403);
  });
});

describe('GET and PUT /ums/cms/cuc/users/{id}/settings', () => {
  const allOff = { emailNotifications: false, twoFactorAuth: false, sessionTimeout: false, apiAccess: false };

  it('starts all false, stores what is sent and keeps what is not', async () => {
    const user = await createUser(admin);
    const url = `${USERS}/${user.id}/settings`;
    const initial = await admin.inject({ method: 'GET', url });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(allOff);
    expect((await admin.inject({ method: 'GET', url: `${USERS}/2/settings` })).json()).toEqual(allOff);

    const put = await admin.inject({
      method: 'PUT',
      url,
      payload: { emailNotifications: true, apiAccess: true, id: 1, userId: 2 },
    });
    expect(put.statusCode).toBe(200);
    expectNoSecrets(put.body);
    expect(put.json()).toEqual({ ...allOff, emailNotifications: true, apiAccess: true });
    const partial = await admin.inject({ method: 'PUT', url, payload: { twoFactorAuth: true, apiAccess: false } });
    expect(partial.json()).toEqual({ ...allOff, emailNotifications: true, twoFactorAuth: true });
    expect((await admin.inject({ method: 'PUT', url, payload: {} })).json()).toEqual(partial.json());
    // Stored: a fresh read gives the same, and no other user changed.
    expect((await admin.inject({ method: 'GET', url })).json()).toEqual({
      ...allOff,
      emailNotifications: true,
      twoFactorAuth: true,
    });
    expect((await admin.inject({ method: 'GET', url: `${USERS}/2/settings` })).json()).toEqual(allOff);
    const allOn = { emailNotifications: true, twoFactorAuth: true, sessionTimeout: true, apiAccess: true };
    expect((await admin.inject({ method: 'PUT', url, payload: allOn })).json()).toEqual(allOn);
  });

  it.each([[{ apiAccess: 'yes' }], [{ sessionTimeout: 1 }], [{ emailNotifications: null }]])(
    'answers 400 for %j and stores nothing',
    async (payload) => {
      const url = `${USERS}/3/settings`;
      const response = await admin.inject({ method: 'PUT', url, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toBe(`body.${Object.keys(payload)[0]}`);
      expect((await admin.inject({ method: 'GET', url })).json()).toEqual(allOff);
    },
  );

  it('answers 400 for a body that is not an object', async () => {
    const response = await admin.inject({
      method: 'PUT',
      url: `${USERS}/3/settings`,
      payload: '[true]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});
