import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactLogObject } from '../src/platform/log-serializers.js';
import { bearer, createTestApp, demoAdmin, type TestApp } from './helper.js';

/**
 * Acceptance: "No response and no log line contains a password or password hash". Every flow that
 * carries a password runs with canary passwords; then the logs and every response are searched.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe.each(['info', 'trace'])('with LOG_LEVEL=%s', (level) => {
  let t: TestApp;
  const responses: LightMyRequestResponse[] = [];
  const tokens: string[] = [];
  const resetTokens: string[] = [];
  const canary = (label: string) => `Canary-${label}-${randomBytes(6).toString('hex')}`;
  const canaries: string[] = [];
  const pw = (label: string) => {
    const value = canary(label);
    canaries.push(value);
    return value;
  };

  let address = 0;
  async function send(options: InjectOptions) {
    const response = await t.app.inject({ remoteAddress: `10.55.0.${++address}`, ...options });
    responses.push(response);
    return response;
  }
  async function signIn(username: string, password: string) {
    const response = await send({
      method: 'POST',
      url: '/ams/cms/auth/signin',
      payload: { username, password, assetOwnerId: 0 },
    });
    if (response.statusCode === 200) tokens.push(response.json().token);
    return response;
  }
  async function latestResetToken() {
    // The mail is written after the answer.
    await t.app.deps.background.idle();
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mail = readFileSync(path.join(outbox, readdirSync(outbox).sort().at(-1)!), 'utf8');
    const token = /token=([\w-]+)/.exec(mail)![1]!;
    resetTokens.push(token);
    return token;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: level } });
    const admin = await signIn(demoAdmin.username, demoAdmin.password);
    const adminToken = admin.json().token as string;
    const asAdmin = (options: InjectOptions) =>
      send({ ...options, headers: { ...bearer(adminToken), ...options.headers } });
    const username = `canary.${level}@school.example`;

    // Create a user with a canary password, and fail to create one.
    const first = pw('create');
    const created = await asAdmin({
      method: 'POST',
      url: '/ums/cms/cuc/users',
      payload: { username, password: first, firstName: 'Cora', lastName: 'Nary' },
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json().id as number;
    expect(
      (
        await asAdmin({
          method: 'POST',
          url: '/ums/cms/cuc/users',
          payload: { username: 'not-an-email', password: pw('create-invalid'), firstName: 'X', lastName: 'Y' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await asAdmin({
          method: 'POST',
          url: '/ums/cms/cuc/users',
          payload: { username, password: pw('create-duplicate'), firstName: 'X', lastName: 'Y' },
        })
      ).statusCode,
    ).toBe(409);

    // Sign in: success, wrong password, unknown user, over-long password.
    const session = await signIn(username, first);
    expect(session.statusCode).toBe(200);
    expect((await signIn(username, pw('wrong'))).statusCode).toBe(401);
    expect((await signIn('nobody@school.example', pw('unknown-user'))).statusCode).toBe(401);
    expect((await signIn(username, pw('too-long') + 'x'.repeat(300))).statusCode).toBe(400);
    const asUser = (options: InjectOptions) =>
      send({ ...options, headers: { ...bearer(session.json().token), ...options.headers } });

    // A signed-in user's token at work, an avatar upload included (multipart logs its options at trace).
    const boundary = 'canaryboundary';
    const upload = await asUser({
      method: 'POST',
      url: '/users/me/avatar',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    expect((await asUser({ method: 'GET', url: '/ums/cms/cupc/me/user' })).statusCode).toBe(200);

    // Change the password: wrong current one, then right.
    const second = pw('changed');
    expect(
      (
        await asUser({
          method: 'PATCH',
          url: '/ums/cms/cupc/me/user/password',
          payload: { oldPassword: pw('bad-old'), newPassword: pw('never-set') },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await asUser({
          method: 'PATCH',
          url: '/ums/cms/cupc/me/user/password',
          payload: { oldPassword: first, newPassword: second },
        })
      ).statusCode,
    ).toBe(200);
    expect((await signIn(username, second)).statusCode).toBe(200);

    // Forgot and reset password.
    expect(
      (await send({ method: 'POST', url: '/auth/forgot-password', payload: { email: username } })).statusCode,
    ).toBe(200);
    const third = pw('reset');
    expect(
      (
        await send({
          method: 'POST',
          url: '/auth/reset-password',
          payload: { token: await latestResetToken(), newPassword: third },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send({
          method: 'POST',
          url: '/auth/reset-password',
          payload: { token: canary('unknown-reset-token'), newPassword: pw('reset-refused') },
        })
      ).statusCode,
    ).toBe(400);
    expect((await signIn(username, third)).statusCode).toBe(200);

    // An admin sets the password through Edit User.
    const fourth = pw('edit');
    expect(
      (
        await asAdmin({
          method: 'PUT',
          url: `/ums/cms/cuc/users/${userId}`,
          payload: { username, password: fourth, firstName: 'Cora', lastName: 'Nary', status: 'ACTIVE' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await signIn(username, fourth)).statusCode).toBe(200);
    expect((await asAdmin({ method: 'GET', url: `/ums/cms/cuc/users/${userId}` })).statusCode).toBe(200);
    expect((await asAdmin({ method: 'GET', url: '/ums/cms/cuc/users?size=100' })).statusCode).toBe(200);
    expect((await send({ method: 'POST', url: '/auth/logout', headers: bearer(tokens.at(-1)!) })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('wrote request logs', () => {
    const entries = t.logs.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    // One line per request, when it is answered, saying what was asked and how it went.
    expect(entries.filter((e) => e.msg === 'incoming request')).toEqual([]);
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(20);
    expect(completed.find((e) => e.req?.url === '/ams/cms/auth/signin')).toMatchObject({
      req: { method: 'POST' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(t.logs.some((line) => line.includes('mail written to the outbox'))).toBe(true);
    expect(canaries.length).toBeGreaterThanOrEqual(10);
    expect(tokens.length).toBeGreaterThanOrEqual(5);
  });

  it('never logs a password, a hash, a token or the Authorization header', () => {
    const logs = t.logs.join('\n');
    for (const secret of [...canaries, ...tokens, ...resetTokens])
      for (const line of t.logs) expect(line).not.toContain(secret);
    expect(logs).not.toContain('$argon2');
    expect(logs).not.toMatch(/bearer /i);
    // The header itself may be named only to say it was redacted.
    for (const line of t.logs) {
      const authorization = /"authorization":"([^"]*)"/i.exec(line);
      if (authorization) expect(authorization[1]).toBe('[redacted]');
    }
  });

  it('never answers a password or a hash', () => {
    expect(responses.length).toBeGreaterThan(15);
    for (const response of responses) {
      for (const secret of canaries) expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain('$argon2');
      expect(response.body.toLowerCase()).not.toContain('password_hash');
      expect(JSON.stringify(response.headers)).not.toContain('$argon2');
    }
  });
});

describe('the redaction of a logged object', () => {
  it('replaces secret-named values at any depth, in arrays and in errors, and leaves the rest', () => {
    const error = Object.assign(new Error('upstream refused'), {
      statusCode: 403,
      response: { headers: { Authorization: 'Bearer abc', 'x-request-id': 'r1' } },
    });
    const logged = redactLogObject({
      to: 'office@school.example',
      body: { username: 'ada', password: 'p1', nested: [{ newPassword: 'p2', token: 't1' }] },
      busboyOptions: { headers: { cookie: 'session=s1', 'content-type': 'multipart/form-data' } },
      err: error,
      at: new Date(0),
    });
    const text = JSON.stringify(logged);
    for (const secret of ['p1', 'p2', 't1', 'abc', 'session=s1']) expect(text).not.toContain(secret);
    expect(logged).toMatchObject({
      to: 'office@school.example',
      body: { username: 'ada', password: '[redacted]', nested: [{ newPassword: '[redacted]', token: '[redacted]' }] },
      busboyOptions: { headers: { cookie: '[redacted]', 'content-type': 'multipart/form-data' } },
      err: { message: 'upstream refused', statusCode: 403, response: { headers: { Authorization: '[redacted]' } } },
      at: new Date(0),
    });
    // What was logged is copied, not changed.
    expect(error.response.headers.Authorization).toBe('Bearer abc');
  });

  it('stops at a depth instead of following a deep or endless object', () => {
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let level = 0; level < 50; level += 1) at = (at.next = {}) as Record<string, unknown>;
    expect(JSON.stringify(redactLogObject({ deep }))).toContain('[too deep]');
  });

  it('writes the request line as it is', () => {
    const line = { req: { url: '/x' }, res: { statusCode: 200 }, responseTime: 1 };
    expect(redactLogObject(line)).toBe(line);
  });
});
