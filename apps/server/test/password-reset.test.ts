import type { InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../src/platform/mailer.js';
import { createTestApp, demoEditor, type TestApp } from './helper.js';

/** A mailer that keeps every mail and holds each send until released. */
function heldMailer() {
  const sent: Mail[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let mailed = () => {};
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail);
      mailed();
      await released;
    },
  };
  /** Resolves once `count` mails have been handed to the mailer (and held there). */
  const sentCount = async (count: number) => {
    while (sent.length < count) await new Promise<void>((resolve) => (mailed = resolve));
  };
  return { mailer, sent, sentCount, release };
}

const FORGOT = '/auth/forgot-password';
const linkIn = (mail: Mail) => /https?:\/\/\S+/.exec(mail.text)![0];

describe('the reset token stays out of the logs (issue 9.4)', () => {
  let t: TestApp;
  let webDist: string;
  const canary = `Canary-reset-${randomBytes(12).toString('base64url')}`;
  beforeAll(async () => {
    // A console to serve, so the reset page is answered as in production.
    webDist = mkdtempSync(path.join(tmpdir(), 'cms-console-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
    t = await createTestApp({ env: { LOG_LEVEL: 'trace', WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('mails the token in the fragment, which no browser sends to the server', async () => {
    const held = heldMailer();
    const fresh = await createTestApp({ mailer: held.mailer });
    try {
      expect(
        (await fresh.app.inject({ method: 'POST', url: FORGOT, payload: { email: demoEditor.username } })).statusCode,
      ).toBe(200);
      await held.sentCount(1);
      held.release();
      const link = new URL(linkIn(held.sent[0]!));
      expect(link.pathname).toBe('/reset-password');
      expect(link.search).toBe('');
      expect(link.hash).toMatch(/^#token=[\w-]{40,}$/);
    } finally {
      await fresh.close();
    }
  });

  it('logs no token of an old-style link, of the reset call, or of any request naming one', async () => {
    const requests: InjectOptions[] = [
      { method: 'GET', url: `/reset-password?token=${canary}` },
      { method: 'GET', url: `/reset-password?lang=en&token=${canary}&x=1` },
      { method: 'GET', url: `/reset-password?%74oken=${canary}` },
      { method: 'GET', url: `/reset-password#token=${canary}` },
      { method: 'GET', url: `/auth/verify?token=${canary}` },
      { method: 'GET', url: `/no-such-file.js?token=${canary}` },
      { method: 'POST', url: '/auth/reset-password', payload: { token: canary, newPassword: 'canary-pass' } },
      { method: 'POST', url: `/auth/reset-password?token=${canary}`, payload: { token: canary } },
    ];
    for (const request of requests) await t.app.inject(request);
    const page = await t.app.inject({ method: 'GET', url: `/reset-password?token=${canary}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('console');

    // A line per request at least (request-log.ts), so every URL above was written to the log.
    expect(t.logs.length).toBeGreaterThan(requests.length);
    for (const line of t.logs) expect(line).not.toContain(canary);
    // The request is still logged, with the token's value replaced.
    expect(t.logs.some((line) => line.includes('"url":"/reset-password?lang=en&token=[redacted]&x=1"'))).toBe(true);
  });
});

describe('forgot password answers before any work (issue 9.5)', () => {
  it('answers at once while the mail is held, and alike for a known and an unknown address', async () => {
    const held = heldMailer();
    const t = await createTestApp({ mailer: held.mailer });
    try {
      // The mail is held until the end: an answer that waited on it would never come (and the test
      // would fail by its timeout).
      const ask = (email: string, remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: FORGOT, payload: { email }, remoteAddress });
      const known = await ask(demoEditor.username, '10.80.0.1');
      // The mail to the known address is under way and held, and the answer is already here.
      await held.sentCount(1);
      expect(held.sent.map((mail) => mail.to)).toEqual([demoEditor.username]);
      const unknown = await ask('nobody@school.example', '10.80.0.2');

      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      const headers = (response: typeof known) => ({ ...response.headers, date: undefined });
      expect(headers(known)).toEqual(headers(unknown));

      held.release();
      await t.app.deps.background.idle();
      expect(held.sent).toHaveLength(1);
    } finally {
      held.release();
      await t.close();
    }
  });
});

describe('the reset link is built from configuration only (issue 9.6)', () => {
  async function mailedLink(env: Record<string, string>, host: string) {
    const held = heldMailer();
    held.release();
    const t = await createTestApp({ env, mailer: held.mailer });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: FORGOT,
        payload: { email: demoEditor.username },
        headers: { host, 'x-forwarded-host': 'evil.example' },
      });
      expect(response.statusCode).toBe(200);
      await t.app.deps.background.idle();
      expect(held.sent).toHaveLength(1);
      return linkIn(held.sent[0]!);
    } finally {
      await t.close();
    }
  }

  it.each(['localhost:6666', 'evil.example', '127.0.0.1:6666', 'admin.riverside.example.evil.example'])(
    'ignores a forged Host %s: the link goes to the website admin URL',
    async (host) => {
      const link = await mailedLink({}, host);
      expect(link).toMatch(/^https:\/\/admin\.riverside\.example\/reset-password#token=[\w-]+$/);
      expect(link).not.toContain(host.includes('riverside') ? 'evil' : host);
    },
  );

  it('uses CONSOLE_URL when it is set', async () => {
    const link = await mailedLink({ CONSOLE_URL: 'https://console.district.example/' }, 'localhost:6666');
    expect(link).toMatch(/^https:\/\/console\.district\.example\/reset-password#token=[\w-]+$/);
  });
});
