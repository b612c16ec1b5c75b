import { describe, expect, it } from 'vitest';
import { expectBareError, refusedBodies } from './content-support.js';
import { demoAdmin, demoViewer } from './helper.js';
import {
  clientOf,
  expectNoSecrets,
  signedInUser,
  signInStatus,
  tokenWorks,
  USER_PASSWORD,
  usersApp,
} from './users-support.js';

const ME = '/ums/cms/cupc/me/user';
const PASSWORD = '/ums/cms/cupc/me/user/password';

const { t, admin } = usersApp('admin');

describe('GET /ums/cms/cupc/me/user', () => {
  it("answers the signed-in user's profile with roles and status, never a password", async () => {
    const response = await admin.inject({ method: 'GET', url: ME });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    expect(response.json()).toEqual({
      id: 1,
      firstName: 'Alex',
      lastName: 'Morgan',
      username: demoAdmin.username,
      status: 'ACTIVE',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      avatar: null,
    });
    const viewer = await clientOf(t.app, demoViewer);
    expect((await viewer.inject({ method: 'GET', url: ME })).json()).toMatchObject({
      id: viewer.id,
      firstName: 'Sam',
      roles: ['VIEWER'],
    });
  });

  it('is the own account even when a SUPER_ADMIN works on another website', async () => {
    const visiting = await clientOf(t.app, demoAdmin, 2);
    const response = await visiting.inject({ method: 'GET', url: ME });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 1, username: demoAdmin.username });
  });
});

describe('PUT /ums/cms/cupc/me/user', () => {
  it('changes first and last name; the username and everything else stay', async () => {
    const { user, client: me, access } = await signedInUser(t.app, admin);
    const response = await me.inject({
      method: 'PUT',
      url: ME,
      payload: {
        id: 1,
        firstName: '  Jamie ',
        lastName: 'Rivera',
        username: 'someone.else@test.example',
        status: 'INACTIVE',
        roles: ['SUPER_ADMIN'],
        avatar: '/uploads/avatars/x.png',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expectNoSecrets(response.body);
    expect(response.json()).toEqual({
      id: user.id,
      firstName: 'Jamie',
      lastName: 'Rivera',
      username: user.username,
      status: 'ACTIVE',
      roles: ['VIEWER'],
      avatar: null,
    });
    expect((await me.inject({ method: 'GET', url: ME })).json()).toEqual(response.json());
    const asAdminSees = (await admin.inject({ method: 'GET', url: `/ums/cms/cuc/users/${user.id}` })).json();
    expect(asAdminSees).toMatchObject({ firstName: 'Jamie', lastName: 'Rivera', updatedBy: user.id });
    expect(await access()).toEqual({ token: true, signIn: 200 });
    expect(await signInStatus(t.app, { username: 'someone.else@test.example', password: user.password })).toBe(401);
  });

  it('works for a VIEWER on its own account', async () => {
    const { user, client: me } = await signedInUser(t.app, admin);
    const response = await me.inject({
      method: 'PUT',
      url: ME,
      payload: { firstName: 'View', lastName: 'Er', username: user.username },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'View', roles: ['VIEWER'] });
  });

  const valid = { firstName: 'Alex', lastName: 'Morgan', username: demoAdmin.username };
  it.each(
    refusedBodies(valid, {
      'First name is required': [{ firstName: undefined }, { firstName: '' }, { firstName: '   ' }],
      'Last name is required': [{ lastName: undefined }, { lastName: '' }],
      'Email is required': [{ username: undefined }, { username: '' }, { username: ' ' }],
      'Invalid email address': [{ username: 'not-an-email' }],
      'Must be at most 100 characters': [{ firstName: 'x'.repeat(101) }],
    }),
  )('answers 400 for %j and changes nothing', async (payload, message) => {
    const response = await admin.inject({ method: 'PUT', url: ME, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect((await admin.inject({ method: 'GET', url: ME })).json()).toMatchObject(valid);
  });
});

describe('PATCH /ums/cms/cupc/me/user/password', () => {
  it('changes the password and ends every session of the user, this one included', async () => {
    const { user, client: current } = await signedInUser(t.app, admin);
    const elsewhere = await clientOf(t.app, user);
    const response = await current.inject({
      method: 'PATCH',
      url: PASSWORD,
      payload: { oldPassword: USER_PASSWORD, newPassword: 'a-brand-new-one' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been changed successfully. Please log in again.',
    });
    expect(await tokenWorks(t.app, current.token)).toBe(false);
    expect(await tokenWorks(t.app, elsewhere.token)).toBe(false);
    expect((await current.inject({ method: 'GET', url: ME })).statusCode).toBe(401);
    expect(await signInStatus(t.app, user)).toBe(401);
    expect(await signInStatus(t.app, { username: user.username, password: 'a-brand-new-one' })).toBe(200);
    // Other users keep their sessions.
    expect(await tokenWorks(t.app, admin.token)).toBe(true);
  });

  it('answers 400 Current password is incorrect for a wrong current password, and the session lives on', async () => {
    const { client: me, access } = await signedInUser(t.app, admin);
    const response = await me.inject({
      method: 'PATCH',
      url: PASSWORD,
      payload: { oldPassword: 'not-my-password', newPassword: 'whatever-new' },
    });
    expectBareError(response, 400, 'Current password is incorrect');
    expect(await access()).toEqual({ token: true, signIn: 200 });
    expect((await access('whatever-new')).signIn).toBe(401);
  });

  it.each([
    [{ newPassword: 'abcdefg' }, 'Current password is required'],
    [{ oldPassword: '', newPassword: 'abcdefg' }, 'Current password is required'],
    [{ oldPassword: 42, newPassword: 'abcdefg' }, 'Current password is required'],
    [{ oldPassword: USER_PASSWORD }, 'Password must be at least 6 characters'],
    [{ oldPassword: USER_PASSWORD, newPassword: '' }, 'Password must be at least 6 characters'],
    [{ oldPassword: USER_PASSWORD, newPassword: 'abcde' }, 'Password must be at least 6 characters'],
    [{ oldPassword: USER_PASSWORD, newPassword: 'x'.repeat(300) }, 'Password is too long'],
  ])('answers 400 for %j and keeps the password', async (payload, message) => {
    const { client: me, access } = await signedInUser(t.app, admin);
    const response = await me.inject({ method: 'PATCH', url: PASSWORD, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await access()).toEqual({ token: true, signIn: 200 });
  });
});
