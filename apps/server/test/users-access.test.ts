import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, demoAdmin, demoEditor, demoViewer, otherSchoolAdmin } from './helper.js';
import { clientOf, deadToken, expectNoSecrets, usersApp } from './users-support.js';

/** 401, 403, 404 and malformed ids on every users and my-account route. */

const USERS = '/ums/cms/cuc/users';

// `other`, Northfield's ADMIN, is here for its user id.
const { t, admin, other } = usersApp('admin', 'other');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  payload?: object;
}

const createBody = { username: 'someone.new@test.example', password: 'abcdef', firstName: 'Some', lastName: 'One' };
const updateBody = { username: 'viewer@school.example', firstName: 'Hacked', lastName: 'Name', status: 'INACTIVE' };

/** Every route behind the manage-users permission, aimed at user `id`, with a valid body. */
function adminCalls(id: number | string, roleId: number | string = 3): Call[] {
  return [
    { method: 'GET', url: '/ums/cms/curc/cms-user-roles' },
    { method: 'GET', url: USERS },
    { method: 'POST', url: USERS, payload: createBody },
    ...userCalls(id, roleId),
  ];
}

/** The routes that name one user. */
function userCalls(id: number | string, roleId: number | string = 3): Call[] {
  return [
    { method: 'GET', url: `${USERS}/${id}` },
    { method: 'PUT', url: `${USERS}/${id}`, payload: updateBody },
    { method: 'DELETE', url: `${USERS}/${id}` },
    { method: 'PATCH', url: `${USERS}/${id}/status`, payload: { status: 'INACTIVE' } },
    { method: 'GET', url: `${USERS}/${id}/roles` },
    { method: 'POST', url: `${USERS}/${id}/roles/${roleId}` },
    { method: 'DELETE', url: `${USERS}/${id}/roles/${roleId}` },
    { method: 'GET', url: `${USERS}/${id}/settings` },
    { method: 'PUT', url: `${USERS}/${id}/settings`, payload: { apiAccess: true } },
  ];
}

const meCalls: Call[] = [
  { method: 'GET', url: '/ums/cms/cupc/me/user' },
  { method: 'PUT', url: '/ums/cms/cupc/me/user', payload: { firstName: 'A', lastName: 'B', username: 'a@b.example' } },
  { method: 'PATCH', url: '/ums/cms/cupc/me/user/password', payload: { oldPassword: 'x', newPassword: 'abcdefg' } },
  { method: 'POST', url: '/users/me/avatar' },
  { method: 'DELETE', url: '/users/me/avatar' },
];

const label = (call: Call) => `${call.method} ${call.url}`;
const send = (call: Call, headers: Record<string, string> = {}): InjectOptions => ({
  method: call.method,
  url: call.url,
  headers,
  ...(call.payload ? { payload: call.payload } : {}),
});

/** What the seeded viewer looks like to the admin; no refused call may change it. */
async function viewerState() {
  const user = (await admin.inject({ method: 'GET', url: `${USERS}/3` })).json();
  const settings = (await admin.inject({ method: 'GET', url: `${USERS}/3/settings` })).json();
  const count = (await admin.inject({ method: 'GET', url: `${USERS}?search=someone.new` })).json().totalElements;
  return { user, settings, count };
}

describe('without a live token', () => {
  it('every users and my-account route answers 401 without a token, with garbage and with a logged-out token', async () => {
    const before = await viewerState();
    const dead = await deadToken(t.app, demoAdmin);
    for (const call of [...adminCalls(3), ...meCalls]) {
      const none = await t.app.inject(send(call));
      expect(none.statusCode, label(call)).toBe(401);
      expect(none.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      const garbage = await t.app.inject(send(call, bearer('not.a.token')));
      expect(garbage.statusCode, label(call)).toBe(401);
      const loggedOut = await t.app.inject(send(call, bearer(dead)));
      expect(loggedOut.statusCode, label(call)).toBe(401);
      expect(loggedOut.json().message).toBe('Your session has ended. Please sign in again.');
    }
    expect(await viewerState()).toEqual(before);
  });
});

describe('EDITOR and VIEWER', () => {
  it.each([
    ['EDITOR', demoEditor],
    ['VIEWER', demoViewer],
  ])('%s gets 403 on every users route and changes nothing', async (_name, who) => {
    const before = await viewerState();
    const client = await clientOf(t.app, who);
    for (const call of adminCalls(3)) {
      const response = await client.inject(send(call));
      expect(response.statusCode, label(call)).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      expect(response.json().message).toMatch(/^You do not have permission to /);
    }
    // Also when what it sends is malformed or names no one: the permission is checked first.
    for (const call of [...adminCalls('abc', 'x'), ...adminCalls(999_999)]) {
      const response = await client.inject(send({ ...call, payload: call.payload && { junk: true } }));
      expect(response.statusCode, label(call)).toBe(403);
    }
    expect(await viewerState()).toEqual(before);
  });

  it('both may use their own account routes', async () => {
    for (const who of [demoEditor, demoViewer]) {
      const client = await clientOf(t.app, who);
      const response = await client.inject({ method: 'GET', url: '/ums/cms/cupc/me/user' });
      expect(response.statusCode).toBe(200);
      expect(response.json().username).toBe(who.username);
    }
  });
});

describe('users that are not there', () => {
  it.each([
    ['an unknown id', () => 999_999],
    ["website 2's user, from website 1", () => other.id],
  ])('answers 404 User not found for %s on every route', async (_name, id) => {
    const before = await viewerState();
    for (const call of userCalls(id())) {
      const response = await admin.inject(send(call, {}));
      expect(response.statusCode, label(call)).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'User not found' });
    }
    expect(await viewerState()).toEqual(before);
    const northfield = await clientOf(t.app, otherSchoolAdmin);
    const self = (await northfield.inject({ method: 'GET', url: `${USERS}/${other.id}` })).json();
    expect(self).toMatchObject({ firstName: 'Dana', lastName: 'Reyes', status: 'ACTIVE', roles: ['ADMIN'] });
  });

  it("a SUPER_ADMIN signed in to website 2 reaches website 2's users only", async () => {
    const visiting = await clientOf(t.app, demoAdmin, 2);
    expect((await visiting.inject({ method: 'GET', url: `${USERS}/${other.id}` })).statusCode).toBe(200);
    expect((await visiting.inject({ method: 'GET', url: `${USERS}/2` })).statusCode).toBe(404);
  });
});

describe('malformed ids', () => {
  const bad = ['abc', '0', '-1', '1.5', '99999999999', '2147483648'];

  it.each(bad)('answers 400 Invalid id for %s on every route that takes an id', async (id) => {
    for (const call of [...userCalls(id, 3), ...userCalls(3, id).slice(5, 7)]) {
      const response = await admin.inject(send(call));
      expect(response.statusCode, label(call)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Invalid id' });
      expectNoSecrets(response.body);
    }
  });

  it('still answers 404, not 400, for the largest valid id', async () => {
    const response = await admin.inject({ method: 'GET', url: `${USERS}/2147483647` });
    expect(response.statusCode).toBe(404);
  });
});
