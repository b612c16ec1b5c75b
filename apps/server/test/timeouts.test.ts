import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * Issue 9 item 8: slow and stalled clients cannot hold connections. The real server listens on an
 * ephemeral port of 127.0.0.1 with REQUEST_TIMEOUT=1 (one second for the whole request, the
 * headers and any silence). No test here bounds how late a cut comes, which would depend on the
 * machine: each waits for the cut itself (a connection never cut fails by the test's timeout), and
 * checks that it came no sooner than the timeout and with the answer the timeout gives.
 */

let t: TestApp;
let port: number;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t.close();
});

/** The one second of REQUEST_TIMEOUT=1, less what the clocks of the test and the server may differ by. */
const NOT_BEFORE_MS = 900;

/** A raw connection that sends `head` and then whatever the test writes; `closed` says when and what it heard. */
function connect(head: string, to = port) {
  const socket = net.connect(to, '127.0.0.1');
  sockets.push(socket);
  const started = Date.now();
  let answer = '';
  let isClosed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => {});
  const connected = new Promise<void>((resolve) => socket.once('connect', () => socket.write(head, () => resolve())));
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve({ afterMs: Date.now() - started, answer });
    }),
  );
  return { socket, connected, closed, isClosed: () => isClosed };
}

/**
 * Writes `next()` on the connection every 50 ms until it closes; `longestGapMs` is the longest the
 * test itself left it silent (a machine too busy to keep writing can leave it silent for a second).
 */
function trickle(slow: ReturnType<typeof connect>, next: () => string) {
  let last = Date.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    if (!slow.socket.writable) return;
    const now = Date.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    slow.socket.write(next());
  }, 50);
  return {
    stop: () => clearInterval(timer),
    longestGapMs: () => Math.max(longestGapMs, Date.now() - last),
  };
}

/** A sign-in whose body is announced as 200 bytes, of which only half is sent. */
const halfBody = () => {
  const body = JSON.stringify({ username: 'slow@school.example', password: 'x'.repeat(160) }).slice(0, 100);
  return (
    'POST /ams/cms/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Content-Length: 200\r\n\r\n${body}`
  );
};

/** GET /health on a connection of its own: the status. */
function health(to = port) {
  return new Promise<number>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: to, path: '/health', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/**
 * A trickled request is never silent, so only the request (or headers) timeout can end it, with a
 * 408. Only when the test itself stalled for the whole timeout may the silence timeout have cut it
 * first, without an answer.
 */
function expectTimedOut(cut: { afterMs: number; answer: string }, longestGapMs: number) {
  expect(cut.afterMs).toBeGreaterThanOrEqual(NOT_BEFORE_MS);
  if (longestGapMs < NOT_BEFORE_MS) expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
  else expect(cut.answer).toMatch(/^$|^HTTP\/1\.1 408 /);
}

describe('a slow client', () => {
  it('that sends the headers and half a body is cut off at the timeout, before its handler answers', async () => {
    const slow = connect(halfBody());
    await slow.connected;
    const cut = await slow.closed;
    expect(cut.afterMs).toBeGreaterThanOrEqual(NOT_BEFORE_MS);
    // Closed without a sign-in answer: the request never reached its handler.
    expect(cut.answer).not.toMatch(/^HTTP\/1\.1 (200|401)/);
  });

  it('that trickles its body a byte at a time gets a 408 at the timeout, though it is never silent', async () => {
    const slow = connect(
      'POST /ams/cms/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    await slow.connected;
    const writing = trickle(slow, () => ' ');
    try {
      expectTimedOut(await slow.closed, writing.longestGapMs());
    } finally {
      writing.stop();
    }
  });

  it('that trickles its headers gets a 408 at the timeout', async () => {
    const slow = connect('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await slow.connected;
    let n = 0;
    const writing = trickle(slow, () => `X-Slow-${n++}: a\r\n`);
    try {
      expectTimedOut(await slow.closed, writing.longestGapMs());
    } finally {
      writing.stop();
    }
  });
});

describe('300 half-open connections', () => {
  it('are all closed at the timeout', async () => {
    const slow = Array.from({ length: 300 }, () => connect(halfBody()));
    await Promise.all(slow.map((s) => s.connected));
    for (const cut of await Promise.all(slow.map((s) => s.closed))) {
      expect(cut.afterMs).toBeGreaterThanOrEqual(NOT_BEFORE_MS);
    }
    expect(await health()).toBe(200);
  });

  it('do not stop /health while they are held', async () => {
    // A server of the default timeouts (120 s, 30 s of silence): the connections are still open
    // when /health answers, however long the machine takes, so the order is what is checked.
    const patient = await createTestApp();
    try {
      await patient.app.listen({ port: 0, host: '127.0.0.1' });
      const patientPort = (patient.app.server.address() as AddressInfo).port;
      const slow = Array.from({ length: 300 }, () => connect(halfBody(), patientPort));
      await Promise.all(slow.map((s) => s.connected));
      expect(await health(patientPort)).toBe(200);
      expect(slow.filter((s) => s.isClosed())).toEqual([]);
      for (const s of slow) s.socket.destroy();
    } finally {
      await patient.close();
    }
  });
});

describe('an ordinary client', () => {
  it('keeps its idle keep-alive connection past the request timeout, for the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: net.Socket }>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/health', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, socket: request.socket! }));
        });
        request.on('error', reject);
      });
    try {
      const first = await get();
      // Idle past the request timeout: for as long as a silent connection opened now takes to be cut.
      const silent = connect('GET /health HTTP/1.1\r\n');
      await silent.connected;
      await silent.closed;
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      // The same connection: idle between requests is the keep-alive timeout's, not the 1 s one.
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});

describe('the timeouts', () => {
  it('are 120 s for a request, 20 s for its headers, 30 s of silence and 72 s of keep-alive by default', async () => {
    const defaults = await createTestApp();
    try {
      const server = defaults.app.server;
      expect(defaults.config.requestTimeoutSeconds).toBe(120);
      expect({
        request: server.requestTimeout,
        headers: server.headersTimeout,
        idle: server.timeout,
        keepAlive: server.keepAliveTimeout,
      }).toEqual({ request: 120_000, headers: 20_000, idle: 30_000, keepAlive: 72_000 });
    } finally {
      await defaults.close();
    }
  });

  it('read REQUEST_TIMEOUT in seconds, from 1 to 3600', () => {
    const env = { JWT_SECRET: 'j'.repeat(40) };
    expect(loadConfig({ ...env, REQUEST_TIMEOUT: '300' }).requestTimeoutSeconds).toBe(300);
    for (const bad of ['0', '3601', '1.5', 'soon']) {
      expect(() => loadConfig({ ...env, REQUEST_TIMEOUT: bad })).toThrow(
        new ConfigError(`REQUEST_TIMEOUT must be a whole number from 1 to 3600 (got "${bad}")`),
      );
    }
  });
});
