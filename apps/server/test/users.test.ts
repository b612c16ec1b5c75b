import { usersMessages, type Page } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { refusedBodies } from './content-support.js';
import { demoAdmin, demoEditor, expectWrittenSince, otherSchoolAdmin } from './helper.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';
import { users } from './resources/users.js';
import {
  clientOf,
  createUser,
  expectNoSecrets,
  signInStatus,
  uniqueUsername,
  USER_PASSWORD,
  usersApp,
  type WireUser,
} from './users-support.js';

/**
 * The kit's rules for users, then listing, reading and creating them; users-write.test.ts edits
 * and deletes them.
 */

const USERS = '/ums/cms/cuc/users';

const someone = { username: 'some.one@test.example', password: USER_PASSWORD, firstName: 'Some', lastName: 'One' };
describeScopedResource(users, {
  invalid: { body: { ...someone, username: '' }, message: usersMessages.usernameRequired },
  created: {
    body: { username: ' New.Person@Test.Example ', password: 'abcdef', firstName: '  Nia ', lastName: 'Okafor' },
    answer: {
      username: 'new.person@test.example',
      firstName: 'Nia',
      lastName: 'Okafor',
      status: 'ACTIVE',
      roles: ['VIEWER'],
      avatar: null,
      deleted: false,
      deletedBy: null,
    },
  },
  updated: {
    from: { status: 'PENDING' },
    body: { username: 'renamed.person@test.example', firstName: 'Renamed', lastName: 'Person', status: 'SUSPENDED' },
    answer: { username: 'renamed.person@test.example', firstName: 'Renamed', status: 'SUSPENDED', roles: ['VIEWER'] },
  },
  // What create and update both refuse; create alone asks for a password (below).
  refused: {
    [usersMessages.usernameRequired]: [
      { ...someone, username: undefined },
      { ...someone, username: '   ' },
      { ...someone, username: 42 },
    ],
    [usersMessages.usernameInvalid]: [
      { ...someone, username: 'nope' },
      { ...someone, username: 'two@at@signs.example' },
    ],
    [usersMessages.passwordTooShort]: [
      { ...someone, password: 'abcde' },
      { ...someone, password: 123456 },
    ],
    [usersMessages.firstNameRequired]: [
      { ...someone, firstName: undefined },
      { ...someone, firstName: '  ' },
    ],
    [usersMessages.lastNameRequired]: [
      { ...someone, lastName: undefined },
      { ...someone, lastName: '' },
    ],
    'Status must be one of ACTIVE, INACTIVE, SUSPENDED, PENDING': [
      { ...someone, status: 'DELETED' },
      { ...someone, status: 'active' },
    ],
  },
});

const { t, admin, other } = usersApp('admin', 'other');

async function list(query: string, client = admin) {
  const response = await client.inject({ method: 'GET', url: `${USERS}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expectNoSecrets(response.body);
  return response.json<Page<WireUser>>();
}

describe('GET /ums/cms/cuc/users', () => {
  it("answers a page of the session's website only, with roles and no secrets", async () => {
    const page = await list('');
    expect(page).toMatchObject({ size: 10, number: 0, first: true });
    const usernames = page.content.map((u) => u.username);
    expect(usernames.slice(0, 4)).toEqual([
      'admin@school.example',
      'editor@school.example',
      'viewer@school.example',
      'former.teacher@school.example',
    ]);
    expect(usernames).not.toContain(otherSchoolAdmin.username);
    expect(page.content[0]).toMatchObject({ id: 1, firstName: 'Alex', roles: ['SUPER_ADMIN', 'ADMIN'] });
    expect(page.content[3]).toMatchObject({ status: 'INACTIVE', roles: ['EDITOR'], deleted: false });

    const northfield = await list('', other);
    expect(northfield.content.map((u) => u.username)).toEqual([otherSchoolAdmin.username]);
    expect(northfield).toMatchObject({ totalElements: 1, totalPages: 1, first: true, last: true });
    // A SUPER_ADMIN signed in to website 2 sees website 2's users, not its own website's.
    const visiting = await clientOf(t.app, demoAdmin, 2);
    expect((await list('', visiting)).content.map((u) => u.username)).toEqual([otherSchoolAdmin.username]);
  });

  it('pages with size 10 by default, caps size at 100 and leaves deleted users out', async () => {
    const created: WireUser[] = [];
    for (let i = 0; i < 12; i++)
      created.push(await createUser(admin, { username: uniqueUsername('pager'), lastName: `Pager${i}` }));
    const first = await list('?search=pager');
    expect(first).toEqual({
      content: first.content,
      totalElements: 12,
      totalPages: 2,
      size: 10,
      number: 0,
      first: true,
      last: false,
    });
    expect(first.content.map((u) => u.id)).toEqual(created.slice(0, 10).map((u) => u.id));
    const second = await list('?search=pager&page=1');
    expect(second).toMatchObject({ totalElements: 12, number: 1, first: false, last: true });
    expect(second.content.map((u) => u.id)).toEqual(created.slice(10).map((u) => u.id));

    const small = await list('?search=pager&page=2&size=5');
    expect(small).toMatchObject({ totalElements: 12, totalPages: 3, size: 5, number: 2, first: false, last: true });
    expect(small.content.map((u) => u.lastName)).toEqual(['Pager10', 'Pager11']);
    const beyond = await list('?search=pager&page=7&size=5');
    expect(beyond).toMatchObject({ content: [], totalElements: 12, number: 7, last: true });

    const capped = await list('?search=pager&size=1000');
    expect(capped.size).toBe(100);
    expect(capped.content).toHaveLength(12);

    expect((await admin.inject({ method: 'DELETE', url: `${USERS}/${created[0]!.id}` })).statusCode).toBe(200);
    const after = await list('?search=pager&size=100');
    expect(after.totalElements).toBe(11);
    expect(after.content.map((u) => u.id)).not.toContain(created[0]!.id);
  });

  it('searches username, first and last name, whatever the case', async () => {
    const zelda = await createUser(admin, {
      username: uniqueUsername('zqmail'),
      firstName: 'Zelda',
      lastName: 'Quixotic',
    });
    for (const search of ['ZELDA', 'zel', 'QUIXO', 'otic', 'ZQMAIL', 'zqMail.']) {
      const page = await list(`?search=${encodeURIComponent(search)}`);
      expect(
        page.content.map((u) => u.id),
        search,
      ).toEqual([zelda.id]);
    }
    expect((await list('?search=zelda%20quixotic')).totalElements).toBe(0);
    expect((await list('?search=nobody-by-this-name')).content).toEqual([]);
    // A blank search lists everyone.
    expect((await list('?search=%20%20')).totalElements).toBe((await list('')).totalElements);
    // Other websites' users are not found by search either.
    expect((await list('?search=northfield')).totalElements).toBe(0);
  });

  it('takes % and _ and \\ in a search literally', async () => {
    const percent = await createUser(admin, { firstName: 'Fifty%Off', lastName: 'Sale' });
    const underscore = await createUser(admin, { firstName: 'Under', lastName: 'Score_Name' });
    expect((await list('?search=%25')).content.map((u) => u.id)).toEqual([percent.id]);
    expect((await list('?search=y%25o')).content.map((u) => u.id)).toEqual([percent.id]);
    expect((await list('?search=_')).content.map((u) => u.id)).toEqual([underscore.id]);
    expect((await list('?search=e_n')).content.map((u) => u.id)).toEqual([underscore.id]);
    // As LIKE wildcards, these would match almost everyone.
    expect((await list('?search=a_m')).totalElements).toBe(0);
    expect((await list('?search=%5C')).totalElements).toBe(0);
    expect((await list('?search=%5C%25')).totalElements).toBe(0);
  });

  // The kit's suite (above) asks for page=-1, page=abc, size=0 and size=1.5.
  it.each([
    ['?page=1.5', 'page must be a whole number from 0'],
    ['?size=-5', 'size must be a whole number from 1'],
    ['?size=ten', 'size must be a whole number from 1'],
    [`?search=${'x'.repeat(101)}`, 'search is too long'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await admin.inject({ method: 'GET', url: `${USERS}${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /ums/cms/cuc/users/{id}', () => {
  it('answers the user with its roles and audit fields, never a password', async () => {
    const response = await admin.inject({ method: 'GET', url: `${USERS}/2` });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    const editor = response.json<WireUser>();
    expect(editor).toEqual({
      id: 2,
      username: demoEditor.username,
      firstName: 'Priya',
      lastName: 'Shah',
      status: 'ACTIVE',
      roles: ['EDITOR'],
      avatar: null,
      createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdBy: null,
      updatedBy: null,
      deletedBy: null,
      deleted: false,
    });
  });
});

describe('POST /ums/cms/cuc/users', () => {
  it('creates an ACTIVE VIEWER on the session website and ignores server-owned fields', async () => {
    const username = uniqueUsername('New.Staff');
    const before = Date.now();
    const response = await admin.inject({
      method: 'POST',
      url: USERS,
      payload: {
        id: 999,
        assetOwnerId: 2,
        username: `  ${username.toUpperCase()} `,
        password: 'a-good-password',
        firstName: '  Nia ',
        lastName: 'Okafor',
        roles: ['SUPER_ADMIN', 'ADMIN'],
        createdBy: 42,
        updatedBy: 42,
        deleted: true,
        deletedBy: 42,
        createdDate: '2000-01-01T00:00:00.000Z',
        updatedDate: '2000-01-01T00:00:00.000Z',
        avatar: '/uploads/avatars/not-mine.png',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expectNoSecrets(response.body);
    const created = response.json<WireUser>();
    expect(created).toMatchObject({
      username: username.toLowerCase(),
      firstName: 'Nia',
      lastName: 'Okafor',
      status: 'ACTIVE',
      roles: ['VIEWER'],
      avatar: null,
      createdBy: admin.id,
      updatedBy: admin.id,
      deleted: false,
      deletedBy: null,
    });
    expect(created.id).not.toBe(999);
    expect(created.id).toBeGreaterThan(5);
    expectWrittenSince(created.createdDate, before);
    expect(created.updatedDate).toBe(created.createdDate);

    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(row).toMatchObject({ website_id: 1, deleted: 0, deleted_by: null, created_by: admin.id });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect((await admin.inject({ method: 'GET', url: `${USERS}/${created.id}` })).json()).toEqual(created);
    expect((await other.inject({ method: 'GET', url: `${USERS}/${created.id}` })).statusCode).toBe(404);
    // The new user signs in to website 1 with the password it was given, in any case of username.
    const session = await clientOf(t.app, { username: username.toUpperCase(), password: 'a-good-password' });
    expect(session).toMatchObject({ id: created.id, websiteId: 1, roles: ['VIEWER'] });
  });

  it('keeps a status that is given', async () => {
    const pending = await createUser(admin, { status: 'PENDING' });
    expect(pending.status).toBe('PENDING');
    expect(await signInStatus(t.app, pending)).toBe(401);
  });

  const valid = { username: 'valid.person@test.example', password: 'abcdef', firstName: 'Val', lastName: 'Id' };
  // The kit's suite (above) refuses what an update refuses too; these are a create's own.
  it.each(
    refusedBodies(valid, {
      'Password must be at least 6 characters long': [{ password: undefined }, { password: '' }],
    }),
  )('answers 400 for %j', async (payload, message) => {
    const response = await admin.inject({ method: 'POST', url: USERS, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(response.json().issues[0]).toEqual({ path: expect.stringMatching(/^body\./), message });
    expect((await list(`?search=valid.person`)).totalElements).toBe(0);
  });

  it('answers 409 for a username taken on any website, whatever its case', async () => {
    for (const username of ['EDITOR@School.Example', 'editor@school.example', 'Office@Northfield.Example']) {
      const response = await admin.inject({ method: 'POST', url: USERS, payload: { ...valid, username } });
      expect(response.statusCode, username).toBe(409);
      expect(response.json().message).toBe('A user with this username already exists');
    }
  });
});
