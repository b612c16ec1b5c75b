import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoEditor, signIn, type TestApp } from './helper.js';

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('password reset mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Riverside Office <office@riverside.example>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the one-time link to the user, and the link works', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: demoEditor.username },
    });
    expect(response.statusCode).toBe(200);
    // The mail is sent after the answer (the answer must not tell, by its timing, that the address exists).
    await t.app.deps.background.idle();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([demoEditor.username]);
    expect(mail.raw).toContain('From: Riverside Office <office@riverside.example>');
    // The body is quoted-printable: soft line breaks end in '=', and '=' itself is '=3D'.
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /token=([\w-]+)/.exec(body)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: 'via-smtp-link' },
    });
    expect(reset.statusCode).toBe(200);
    const { token: session } = await signIn(t.app, { username: demoEditor.username, password: 'via-smtp-link' });
    expect((await t.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(session) })).statusCode).toBe(200);
  });

  it('answers 200 the same when the mail server is down, and logs the failure', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const response = await down.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: demoEditor.username },
      });
      expect(response.statusCode).toBe(200);
      await down.app.deps.background.idle();
      expect(down.logs.join('')).toContain('the password reset mail could not be sent');
    } finally {
      await down.close();
    }
  });
});
