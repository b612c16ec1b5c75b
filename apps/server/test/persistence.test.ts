import type { InjectOptions } from 'fastify';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  clientFor,
  createTestApp,
  demoAdmin,
  demoEditor,
  engine,
  freshDatabaseUrl,
  signIn,
  type SharedStore,
  type TestApp,
} from './helper.js';

/** A database and data folder of this file's own, kept across the apps built on them. */
async function sharedStore() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-persist-'));
  const { url, drop } = await freshDatabaseUrl(dataDir);
  const store: SharedStore = { databaseUrl: url, dataDir };
  return {
    store,
    async remove() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const verify = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) }).then((r) => r.statusCode);

describe('a restart', () => {
  let shared: Awaited<ReturnType<typeof sharedStore>>;
  beforeAll(async () => {
    shared = await sharedStore();
  });
  afterAll(() => shared.remove());

  it('keeps every change, the signing secret and the live sessions', async () => {
    const newUser = { username: 'kept.after.restart@school.example', password: 'kept-password' };
    let adminToken: string;
    let loggedOutToken: string;
    let userId: number;

    const first = await createTestApp({ store: shared.store });
    try {
      if (engine === 'sqlite') {
        expect(shared.store.databaseUrl).toBe(`sqlite:${path.join(shared.store.dataDir, 'test.sqlite')}`);
      }
      const admin = await clientFor(first.app, demoAdmin);
      adminToken = admin.token;
      const created = await admin.inject({
        method: 'POST',
        url: '/ums/cms/cuc/users',
        payload: { ...newUser, firstName: 'Kai', lastName: 'Restart' },
      });
      expect(created.statusCode).toBe(201);
      userId = created.json().id;
      const edited = await admin.inject({
        method: 'PUT',
        url: '/websites/1',
        payload: { name: 'Riverside High (after restart)', adminUrl: 'admin.riverside.example', publicUrl: '' },
      });
      expect(edited.statusCode).toBe(200);
      loggedOutToken = (await signIn(first.app, demoEditor)).token;
      expect(
        (await first.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(loggedOutToken) })).statusCode,
      ).toBe(200);
    } finally {
      await first.close();
    }
    // The generated secret is kept in the data folder, readable by the owner only.
    const secretFile = path.join(shared.store.dataDir, 'jwt-secret');
    expect(existsSync(secretFile)).toBe(true);
    expect(readFileSync(secretFile, 'utf8').trim().length).toBeGreaterThanOrEqual(32);

    const second = await createTestApp({ store: shared.store });
    try {
      expect(second.config.jwtSecret).toBe(readFileSync(secretFile, 'utf8').trim());
      // The token from before the restart still works; the logged-out one still does not.
      expect(await verify(second, adminToken)).toBe(200);
      expect(await verify(second, loggedOutToken)).toBe(401);
      const admin = (options: InjectOptions) => second.app.inject({ ...options, headers: bearer(adminToken) });

      const website = await admin({ method: 'GET', url: '/websites/1' });
      expect(website.json()).toMatchObject({ id: 1, name: 'Riverside High (after restart)', publicUrl: null });
      const user = await admin({ method: 'GET', url: `/ums/cms/cuc/users/${userId}` });
      expect(user.statusCode).toBe(200);
      expect(user.json()).toMatchObject({ username: newUser.username, firstName: 'Kai', lastName: 'Restart' });
      expect((await signIn(second.app, newUser)).id).toBe(userId);
      // The demo school was not seeded a second time.
      const websites = await admin({ method: 'GET', url: '/websites' });
      expect(websites.json().totalElements).toBe(2);
      const riverside = await admin({ method: 'GET', url: '/ums/cms/cuc/users?size=100' });
      expect(
        riverside.json().content.filter((u: { username: string }) => u.username === demoAdmin.username),
      ).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('two servers on one database', () => {
  let shared: Awaited<ReturnType<typeof sharedStore>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    shared = await sharedStore();
    a = await createTestApp({ store: shared.store });
    b = await createTestApp({ store: shared.store });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await shared.remove();
  });

  // The session cache's second runs on a clock of the test's (Date alone is faked, so the databases
  // and the timers work as ever): the second is the same on any machine however busy.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Moves the clock on by the session cache's second, from when the other process last read it. */
  const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);

  it('share the signing secret and the sessions', async () => {
    expect(a.config.jwtSecret).toBe(b.config.jwtSecret);
    const onA = await signIn(a.app, demoEditor);
    const onB = await signIn(b.app, demoEditor);
    expect(await verify(b, onA.token)).toBe(200);
    expect(await verify(a, onB.token)).toBe(200);
  });

  it('see each other’s writes at once', async () => {
    const admin = await signIn(a.app, demoAdmin);
    const renamed = await a.app.inject({
      method: 'PUT',
      url: '/websites/2',
      headers: bearer(admin.token),
      payload: { name: 'Northfield (renamed on A)', adminUrl: 'admin.northfield.example' },
    });
    expect(renamed.statusCode).toBe(200);
    const onB = await b.app.inject({ method: 'GET', url: '/websites/2', headers: bearer(admin.token) });
    expect(onB.json().name).toBe('Northfield (renamed on A)');
    const found = await b.app.inject({
      method: 'GET',
      url: '/wms/public/wlc/websites/find?adminUrl=admin.northfield.example',
    });
    expect(found.json().name).toBe('Northfield (renamed on A)');
  });

  it('a logout on one ends the token on the other within about a second', async () => {
    const { token } = await signIn(a.app, demoEditor);
    // B has the session cached.
    expect(await verify(b, token)).toBe(200);
    expect(await verify(b, token)).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(await verify(a, token)).toBe(401);
    aSecondLater();
    expect(await verify(b, token)).toBe(401);
    // And it stays refused on both.
    expect(await verify(b, token)).toBe(401);
    expect(await verify(a, token)).toBe(401);
  });

  it('a deactivated user loses its token on the other within about a second', async () => {
    const admin = await clientFor(a.app, demoAdmin);
    const username = `two.servers.${Date.now()}@school.example`;
    const created = await admin.inject({
      method: 'POST',
      url: '/ums/cms/cuc/users',
      payload: { username, password: 'two-servers', firstName: 'Tess', lastName: 'Two' },
    });
    expect(created.statusCode).toBe(201);
    const { token } = await signIn(b.app, { username, password: 'two-servers' });
    expect(await verify(b, token)).toBe(200);
    const deactivated = await admin.inject({
      method: 'PATCH',
      url: `/ums/cms/cuc/users/${created.json().id}/status`,
      payload: { status: 'INACTIVE' },
    });
    expect(deactivated.statusCode).toBe(200);
    aSecondLater();
    expect(await verify(b, token)).toBe(401);
  });
});
