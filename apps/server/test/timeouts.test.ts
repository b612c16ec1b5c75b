import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * Issue 9 item 8: slow and stalled clients cannot hold connections. The real server listens on an
 * ephemeral port of 127.0.0.1 with REQUEST_TIMEOUT=1 (one second for the whole request, the
 * headers and any silence), so every cut-off is seen within a few seconds.
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection that sends `head` and then whatever the test writes; `closed` says when and what it heard. */
function connect(head: string) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  const started = Date.now();
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => {});
  const connected = new Promise<void>((resolve) => socket.once('connect', () => socket.write(head, () => resolve())));
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: Date.now() - started, answer })),
  );
  return { socket, connected, closed };
}

/** A sign-in whose body is announced as 200 bytes, of which only half is sent. */
const halfBody = () => {
  const body = JSON.stringify({ username: 'slow@school.example', password: 'x'.repeat(160) }).slice(0, 100);
  return (
    'POST /ams/cms/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Content-Length: 200\r\n\r\n${body}`
  );
};

/** GET /health on a connection of its own: the status and how long the answer took. */
function health() {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/health', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('error', reject);
    request.setTimeout(3000, () => request.destroy(new Error('/health did not answer within 3 s')));
  });
}

/** Polls /health every `everyMs` until `done` settles (4 s at most); every answer. */
async function healthUntil(done: Promise<unknown>, everyMs = 100) {
  let finished = false;
  void done.finally(() => (finished = true));
  const deadline = Date.now() + 4000;
  const answers: { status: number; ms: number }[] = [];
  while (!finished && Date.now() < deadline) {
    answers.push(await health());
    await sleep(everyMs);
  }
  return answers;
}

/**
 * /health answered all along: every time, each answer well inside the 1 s timeout, most at once
 * (the slowest come when hundreds of connections are cut at the same moment, on a busy machine).
 */
function expectAnswered(answers: { status: number; ms: number }[]) {
  expect(answers.length).toBeGreaterThanOrEqual(5);
  for (const answer of answers) expect(answer.status).toBe(200);
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]!).toBeLessThan(50);
  expect(sorted.at(-1)!).toBeLessThan(750);
}

/** Settles with `promise`, or fails after `ms`: no test waits for ever on a connection left open. */
function within<T>(ms: number, promise: Promise<T>, what: string) {
  return Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`${what} is still open after ${ms} ms`);
    }),
  ]);
}

describe('a slow client', () => {
  it('that sends the headers and half a body is cut off within the timeout, while /health is answered', async () => {
    const slow = connect(halfBody());
    await slow.connected;
    const [cut, answers] = await Promise.all([
      within(3000, slow.closed, 'the half-sent request'),
      healthUntil(slow.closed),
    ]);
    expect(cut.afterMs).toBeGreaterThanOrEqual(900);
    expect(cut.afterMs).toBeLessThan(2500);
    // Closed without a sign-in answer: the request never reached its handler.
    expect(cut.answer).not.toMatch(/^HTTP\/1\.1 (200|401)/);
    expectAnswered(answers);
  });

  it('that trickles its body a byte at a time gets a 408 at the timeout, though it is never silent', async () => {
    const slow = connect(
      'POST /ams/cms/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    await slow.connected;
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write(' '), 200);
    try {
      const cut = await within(3000, slow.closed, 'a request with a trickled body');
      expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(cut.afterMs).toBeGreaterThanOrEqual(900);
      expect(cut.afterMs).toBeLessThan(2500);
    } finally {
      clearInterval(trickle);
    }
  });

  it('that trickles its headers gets a 408 at the timeout', async () => {
    const slow = connect('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await slow.connected;
    let n = 0;
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write(`X-Slow-${n++}: a\r\n`), 200);
    try {
      const cut = await within(3000, slow.closed, 'a request with trickled headers');
      expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(cut.afterMs).toBeLessThan(2500);
    } finally {
      clearInterval(trickle);
    }
  });
});

describe('300 half-open connections', () => {
  it('do not stop /health, and are all closed within the timeout', async () => {
    const started = Date.now();
    const slow = Array.from({ length: 300 }, () => connect(halfBody()));
    await Promise.all(slow.map((s) => s.connected));
    const allClosed = Promise.all(slow.map((s) => s.closed));
    const answers = await healthUntil(allClosed, 50);
    await within(500, allClosed, 'a half-open connection');
    expect(Date.now() - started).toBeLessThan(4000);
    expectAnswered(answers);
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
      await sleep(1500);
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
