import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  bearer,
  clientFor,
  createTestApp,
  demoAdmin,
  demoEditor,
  otherSchoolAdmin,
  signIn,
  type TestApp,
} from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signin = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/ams/cms/auth/signin', payload: payload as object, headers });

describe('POST /ams/cms/auth/signin', () => {
  it('answers the token, the user and its role names', async () => {
    const response = await signin({ ...demoAdmin, assetOwnerId: 0 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: 1,
      firstName: 'Alex',
      lastName: 'Morgan',
      username: demoAdmin.username,
      websiteId: 1,
    });
    expect(body.roles).toEqual(['SUPER_ADMIN', 'ADMIN']);
    expect(body.avatar).toBeNull();
    expect(body.token).toMatch(/^ey/);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('accepts the username in any case and the own website id', async () => {
    const response = await signin({
      username: 'Editor@School.Example',
      password: demoEditor.password,
      assetOwnerId: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().websiteId).toBe(1);
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await signin({ username: 'nobody@school.example', password: 'whatever', assetOwnerId: 0 });
    const wrong = await signin({ username: demoEditor.username, password: 'not-the-password', assetOwnerId: 0 });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid username or password');
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses users who are not ACTIVE', async () => {
    const response = await signin({
      username: 'former.teacher@school.example',
      password: 'former-teacher',
      assetOwnerId: 0,
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a SUPER_ADMIN sign in to another website, and no one else', async () => {
    const superAdmin = await signin({ ...demoAdmin, assetOwnerId: 2 });
    expect(superAdmin.statusCode).toBe(200);
    expect(superAdmin.json().websiteId).toBe(2);
    const editor = await signin({ ...demoEditor, assetOwnerId: 2 });
    expect(editor.statusCode).toBe(401);
    const missing = await signin({ ...demoAdmin, assetOwnerId: 999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Website not found');
  });

  it.each([
    [{ password: 'x', assetOwnerId: 0 }, 'Username is required'],
    [{ username: '   ', password: 'x' }, 'Username is required'],
    [{ username: 'a@b.example' }, 'Password is required'],
    [{ username: 'a@b.example', password: '' }, 'Password is required'],
    [{ username: 'a@b.example', password: 'x', assetOwnerId: -1 }, 'assetOwnerId must be a website id or 0'],
    [{ username: 'a@b.example', password: 'x', assetOwnerId: 'abc' }, 'assetOwnerId must be a website id or 0'],
    [{ username: 'a@b.example', password: 'x'.repeat(300) }, 'Password is too long'],
  ])('answers 400 with the message for %j', async (payload, message) => {
    const response = await signin(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('sign-in rate limits', () => {
  it('locks a username after 10 failures whatever the IP, and successes do not count', async () => {
    const fresh = await createTestApp();
    try {
      const who = { username: demoEditor.username, assetOwnerId: 0 };
      for (let i = 0; i < 5; i++) {
        expect(
          (
            await fresh.app.inject({
              method: 'POST',
              url: '/ams/cms/auth/signin',
              payload: { ...who, password: demoEditor.password },
            })
          ).statusCode,
        ).toBe(200);
      }
      for (let i = 0; i < 10; i++) {
        const response = await fresh.app.inject({
          method: 'POST',
          url: '/ams/cms/auth/signin',
          payload: { ...who, password: `wrong-${i}` },
          remoteAddress: `10.0.0.${i + 1}`,
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        });
        expect(response.statusCode).toBe(401);
      }
      const locked = await fresh.app.inject({
        method: 'POST',
        url: '/ams/cms/auth/signin',
        payload: { ...who, password: demoEditor.password },
        remoteAddress: '10.9.9.9',
      });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(locked.json().message).toBe('Too many sign-in attempts. Please try again later.');
      // Another username is not affected: signIn fails the test unless it answers 200.
      await signIn(fresh.app, demoAdmin);
    } finally {
      await fresh.close();
    }
  });

  it('allows 100 attempts per IP per minute across sign-in, forgot and reset password', async () => {
    const fresh = await createTestApp();
    try {
      const remoteAddress = '10.1.1.1';
      for (let i = 0; i < 100; i++) {
        const url = ['/ams/cms/auth/signin', '/auth/forgot-password', '/auth/reset-password'][i % 3]!;
        const response = await fresh.app.inject({ method: 'POST', url, payload: {}, remoteAddress });
        expect(response.statusCode).toBe(400);
      }
      const limited = await fresh.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: 'a@b.example' },
        remoteAddress,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const otherIp = await fresh.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: 'a@b.example' },
        remoteAddress: '10.1.1.2',
      });
      expect(otherIp.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('tokens and sessions', () => {
  it('needs a token on every call but the public ones', async () => {
    for (const [method, url] of [
      ['GET', '/auth/verify'],
      ['POST', '/auth/logout'],
      ['POST', '/auth/refresh'],
      ['GET', '/ums/cms/cuc/users'],
      ['GET', '/websites'],
    ] as const) {
      const none = await t.app.inject({ method, url });
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      const garbage = await t.app.inject({ method, url, headers: bearer('not.a.token') });
      expect(garbage.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('verify answers 200 for a live token', async () => {
    const { token } = await signIn(t.app, demoAdmin);
    const response = await t.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, userId: 1, websiteId: 1 });
  });

  it('logout ends the token at once', async () => {
    const { token } = await signIn(t.app, demoAdmin);
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refresh gives a working token; the old one works until its own expiry', async () => {
    const short = await createTestApp({ tokenTtlSeconds: 3 });
    // On a clock of the test's (Date alone is faked), from a whole second: the token lives 3 s of it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Math.ceil(Date.now() / 1000) * 1000;
    vi.setSystemTime(start);
    try {
      const { token } = await signIn(short.app, demoAdmin);
      vi.setSystemTime(start + 2000);
      const refreshed = await short.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) });
      expect(refreshed.statusCode).toBe(200);
      const next = refreshed.json().token as string;
      expect(next).not.toBe(token);
      expect((await short.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(
        200,
      );
      vi.setSystemTime(start + 4000);
      expect((await short.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(
        401,
      );
      expect((await short.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(next) })).statusCode).toBe(
        200,
      );
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  it("a token of one website never reaches another website's rows", async () => {
    const other = await clientFor(t.app, otherSchoolAdmin);
    expect(other.websiteId).toBe(2);
    const response = await other.inject({ method: 'GET', url: '/ums/cms/cuc/users/1' });
    expect(response.statusCode).toBe(404);
  });
});

describe('forgot and reset password', () => {
  async function latestResetToken(dataDir: string) {
    // The mail is written after the answer.
    await t.app.deps.background.idle();
    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox).sort();
    const mail = readFileSync(path.join(outbox, files.at(-1)!), 'utf8');
    return /token=([\w-]+)/.exec(mail)![1]!;
  }

  it('always answers 200, and mails a one-time link only to a real user', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: 'nobody@school.example' },
    });
    expect(unknown.statusCode).toBe(200);
    const known = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: demoEditor.username },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const { token: oldSession } = await signIn(t.app, demoEditor);
    const token = await latestResetToken(t.config.dataDir);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    // The old session ended, the old password no longer works, the new one does.
    expect((await t.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(oldSession) })).statusCode).toBe(
      401,
    );
    expect((await signin({ ...demoEditor, assetOwnerId: 0 })).statusCode).toBe(401);
    expect(
      (await signin({ username: demoEditor.username, password: 'brand-new-pass', assetOwnerId: 0 })).statusCode,
    ).toBe(200);
    // The link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: 'another-pass' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired');
  });

  it.each([
    ['/auth/forgot-password', {}, 'Email is required'],
    ['/auth/forgot-password', { email: 'not-an-email' }, 'Invalid email address'],
    ['/auth/reset-password', { newPassword: 'abcdef' }, 'This reset link is invalid or has expired'],
    ['/auth/reset-password', { token: 'x', newPassword: 'abc' }, 'Password must be at least 6 characters'],
    [
      '/auth/reset-password',
      { token: 'unknown-token', newPassword: 'abcdef' },
      'This reset link is invalid or has expired',
    ],
  ])('%s answers 400 for %j', async (url, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
