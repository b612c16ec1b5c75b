import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authBudgets } from '../src/areas/auth/auth-limits.js';
import { localAttemptStore } from '../src/platform/attempt-limits.js';
import { createTestApp, demoAdmin, demoEditor, demoViewer, type TestApp } from './helper.js';

/**
 * docs/design.md §5: 10 sign-in attempts per username per 15 minutes, counted before the password is
 * checked; a lockout no flood of other keys can push out; a browser that signed in before has a
 * budget of its own (device cookie). See docs/decisions/010-sign-in-limits.md.
 */

const SIGNIN = '/ams/cms/auth/signin';
const tooMany = 'Too many sign-in attempts. Please try again later.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** A sign-in from an address of its own unless one is given, optionally with a Cookie header. */
function signin(app: TestApp, who: { username: string; password: string }, options: SigninOptions = {}) {
  return app.app.inject({
    method: 'POST',
    url: SIGNIN,
    payload: { ...who, assetOwnerId: 0 },
    remoteAddress: options.remoteAddress ?? `10.60.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}
interface SigninOptions {
  remoteAddress?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

function setCookieOf(response: LightMyRequestResponse) {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : header;
  expect(value, 'the answer sets a device cookie').toBeDefined();
  return value!;
}
/** The `name=value` part of the answer's device cookie, as a browser would send it back. */
const deviceCookieOf = (response: LightMyRequestResponse) => setCookieOf(response).split(';')[0]!;

function tally(responses: LightMyRequestResponse[]) {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

/** Ten wrong passwords from ten strangers: the username's own budget is used up. */
async function lockOut(app: TestApp, username: string) {
  for (let i = 0; i < 10; i++) {
    expect((await signin(app, { username, password: `stranger-guess-${i}` })).statusCode).toBe(401);
  }
  const locked = await signin(app, { username, password: 'one-more-guess' });
  expect(locked.statusCode).toBe(429);
}

describe('a burst of guesses at one username (issue 9.1)', () => {
  it('checks no more than 10 of 31 concurrent attempts; the right password after them is refused', async () => {
    const fresh = await createTestApp();
    try {
      const remoteAddress = '10.61.0.1';
      const wrong = Array.from({ length: 30 }, (_, i) =>
        signin(fresh, { username: demoEditor.username, password: `burst-guess-${i}` }, { remoteAddress }),
      );
      const responses = await Promise.all([...wrong, signin(fresh, demoEditor, { remoteAddress })]);
      const counts = tally(responses);
      // Every attempt is counted before its password is checked: 10 checks, the rest 429.
      expect(counts[401] ?? 0).toBeLessThanOrEqual(10);
      expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(11);
      expect(counts[429]).toBeGreaterThanOrEqual(20);
      const after = await signin(fresh, demoEditor, { remoteAddress: '10.61.0.2' });
      expect(after.statusCode).toBe(429);
      expect(after.json().message).toBe(tooMany);
      expect(Number(after.headers['retry-after'])).toBeGreaterThan(800);
    } finally {
      await fresh.close();
    }
  });

  it('gives a successful sign-in its attempt back: 30 sign-ins in a row use up nothing', async () => {
    for (let i = 0; i < 30; i++) expect((await signin(t, demoViewer)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await signin(t, { username: demoViewer.username, password: `x-${i}` })).statusCode).toBe(401);
    }
    expect((await signin(t, demoViewer)).statusCode).toBe(200);
  });
});

describe('a live lockout is never forgotten (issue 9.2)', () => {
  it('keeps a locked key through a flood of 20,000 other keys, and forgets keys only with time', async () => {
    let clock = 1_000_000;
    const store = localAttemptStore(() => clock);
    const budget = { name: 'flood', max: 10, windowMs: 15 * 60_000 };
    const limiter = store.limiter(budget);
    for (let i = 0; i < 10; i++) expect((await limiter.take('victim')).allowed).toBe(true);
    expect((await limiter.take('victim')).allowed).toBe(false);
    for (let i = 0; i < 20_000; i++) {
      clock += 1;
      await limiter.take(`random-${i}@school.example`);
    }
    const still = await limiter.take('victim');
    expect(still.allowed).toBe(false);
    expect(still.retryAfterSeconds).toBeGreaterThan(800);
    expect(store.size('flood')).toBe(20_001);

    // Memory: a refunded attempt leaves nothing behind, and entries go when their window is over.
    await limiter.take('signed-in');
    await limiter.refund('signed-in');
    expect(store.size('flood')).toBe(20_001);
    clock += budget.windowMs;
    expect(store.size('flood')).toBe(0);
    expect((await limiter.take('victim')).allowed).toBe(true);
  });

  it('keeps an account locked through 10,000 failing usernames and 5,100 new addresses', async () => {
    const fresh = await createTestApp();
    try {
      await lockOut(fresh, demoEditor.username);
      // Failures on random usernames, counted through the app's own store: through HTTP each would
      // cost a password check (5,100 of them took 80 s; the old 5,000-entry LRU forgot the lock).
      const usernames = fresh.app.deps.attempts.limiter(authBudgets.username);
      for (let i = 0; i < 10_000; i++) await usernames.take(`random-${i}@school.example`);
      // New addresses (cheap refused bodies, each a fresh per-IP counter).
      for (let i = 0; i < 5100; i++) {
        const response = await fresh.app.inject({
          method: 'POST',
          url: SIGNIN,
          payload: {},
          remoteAddress: `10.${62 + Math.floor(i / 62500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
        });
        expect(response.statusCode).toBe(400);
      }
      const owner = await signin(fresh, demoEditor, { remoteAddress: '10.99.0.1' });
      expect(owner.statusCode).toBe(429);
      expect(owner.json().message).toBe(tooMany);
    } finally {
      await fresh.close();
    }
  });
});

describe('a browser that signed in before has a budget of its own (issue 9.3)', () => {
  it('signs the owner in with the right password while strangers have locked the username', async () => {
    const fresh = await createTestApp();
    try {
      const first = await signin(fresh, demoEditor);
      expect(first.statusCode).toBe(200);
      const cookie = deviceCookieOf(first);
      await lockOut(fresh, demoEditor.username);
      // A stranger without the cookie: 429, even with the right password.
      const stranger = await signin(fresh, demoEditor);
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().message).toBe(tooMany);
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(800);
      // The owner's browser: signed in, with a fresh device cookie.
      const owner = await signin(fresh, demoEditor, { cookie: `theme=dark; ${cookie}` });
      expect(owner.statusCode).toBe(200);
      expect(owner.json().username).toBe(demoEditor.username);
      expect(deviceCookieOf(owner)).not.toBe(cookie);
      // Both the old and the new cookie go on working.
      expect((await signin(fresh, demoEditor, { cookie: deviceCookieOf(owner) })).statusCode).toBe(200);
      expect((await signin(fresh, demoEditor, { cookie })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('locks a device that guesses wrong 10 times, not the username', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = deviceCookieOf(await signin(fresh, demoEditor));
      for (let i = 0; i < 10; i++) {
        const wrong = await signin(fresh, { username: demoEditor.username, password: `typo-${i}` }, { cookie });
        expect(wrong.statusCode).toBe(401);
      }
      const locked = await signin(fresh, demoEditor, { cookie });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(tooMany);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      // The username's own budget is untouched: another browser signs in.
      expect((await signin(fresh, demoEditor)).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('treats a forged, altered or foreign cookie as none', async () => {
    const fresh = await createTestApp();
    const other = await createTestApp();
    try {
      const cookie = deviceCookieOf(await signin(fresh, demoEditor));
      const [name, token] = cookie.split('=') as [string, string];
      const [header, payload, signature] = token.split('.') as [string, string, string];
      // The admin's device token, put under the editor's cookie name.
      const adminToken = deviceCookieOf(await signin(fresh, demoAdmin)).split('=')[1]!;
      // A device token of the editor, signed by another server (another secret).
      const otherServers = deviceCookieOf(await signin(other, demoEditor)).split('=')[1]!;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const rewritten = Buffer.from(JSON.stringify({ ...claims, jti: 'attacker-chosen' })).toString('base64url');
      const forgeries = [
        `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
        `${header}.${rewritten}.${signature}`,
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
        adminToken,
        otherServers,
        'garbage',
      ];
      await lockOut(fresh, demoEditor.username);
      for (const forged of forgeries) {
        const response = await signin(fresh, demoEditor, { cookie: `${name}=${forged}` });
        expect(response.statusCode, forged).toBe(429);
      }
      // The genuine cookie still works.
      expect((await signin(fresh, demoEditor, { cookie })).statusCode).toBe(200);
    } finally {
      await fresh.close();
      await other.close();
    }
  });

  it('sets the cookie httpOnly, SameSite=Strict, on the sign-in path only, Secure behind https', async () => {
    const plain = await signin(t, demoAdmin);
    expect(plain.statusCode).toBe(200);
    // The answer keeps the spec's fields and nothing more.
    expect(Object.keys(plain.json()).sort()).toEqual(
      ['avatar', 'firstName', 'id', 'lastName', 'roles', 'token', 'username', 'websiteId'].sort(),
    );
    const attributes = setCookieOf(plain).split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', `Path=${SIGNIN}`]));
    expect(attributes).not.toContain('Secure');
    expect(setCookieOf(plain)).toMatch(/^cms_device_[0-9a-f]{16}=[\w-]+\.[\w-]+\.[\w-]+;/);
    const proxied = await signin(t, demoAdmin, { headers: { 'x-forwarded-proto': 'https' } });
    expect(setCookieOf(proxied).split('; ')).toContain('Secure');
    // A failed sign-in sets no cookie.
    const failed = await signin(t, { username: demoAdmin.username, password: 'not-it' });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });
});
