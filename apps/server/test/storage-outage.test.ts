import type { FastifyInstance } from 'fastify';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { STORAGE_UNAVAILABLE } from '../src/platform/storage.js';
import { bearer, createTestApp, demoAdmin, signIn, type TestApp } from './helper.js';
import { multipart, pngOf } from './upload-support.js';

/** The store's timeouts in these tests: short, so that a hung store is told within a second. */
const CONNECT_TIMEOUT_MS = 200;
const TIMEOUT_MS = 400;
/** What the tests allow an answer beside the timeout (the SDK's retries of a refused connection, a slow machine). */
const BOUND_MS = 5000;

/** An "S3 endpoint" that takes every connection and never answers a byte: a paused object store. */
async function hungEndpoint() {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: the store's connections are refused. */
async function refusingEndpoint() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const s3Env = (endpoint: string) => ({
  STORAGE: 's3',
  S3_BUCKET: 'school-files',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
  S3_TIMEOUT_MS: String(TIMEOUT_MS),
});

/** Times a call: its answer and how long it took (the bound on a hung store's answer is what is tested). */
async function timed<T>(call: () => Promise<T>) {
  // eslint-disable-next-line no-restricted-syntax -- answering within the store's timeout is what is tested
  const started = performance.now();
  const answer = await call();
  // eslint-disable-next-line no-restricted-syntax -- answering within the store's timeout is what is tested
  return { answer, ms: performance.now() - started };
}

describe.each([
  ['hangs (takes connections, never answers)', 'hung'],
  ['refuses connections', 'refused'],
] as const)('when the S3 endpoint %s', (_name, kind) => {
  // The demo school is seeded on the disk; the app under test shares its database and uses the endpoint.
  let seeded: TestApp;
  let app: FastifyInstance;
  let closeEndpoint = async () => {};
  let token: string;

  beforeAll(async () => {
    seeded = await createTestApp();
    let endpoint: string;
    if (kind === 'hung') {
      const hung = await hungEndpoint();
      endpoint = hung.url;
      closeEndpoint = hung.close;
    } else {
      endpoint = await refusingEndpoint();
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: seeded.config.dataDir,
      DATABASE_URL: seeded.config.databaseUrl,
      WEB_DIST: path.join(seeded.config.dataDir, 'no-console'),
      ...s3Env(endpoint),
    });
    app = await buildApp(config, seeded.database, { sweepOrphanFiles: false });
    await app.ready();
    token = (await signIn(app, demoAdmin)).token;
  });
  afterAll(async () => {
    await app?.close();
    await closeEndpoint();
    await seeded?.close();
  });

  it('answers an upload 503 with a clear message within the configured timeout', async () => {
    const body = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: await pngOf(8, 8) }]);
    const { answer, ms } = await timed(() =>
      app.inject({ method: 'POST', url: '/misc/cms/uploads', ...body, headers: { ...body.headers, ...bearer(token) } }),
    );
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE });
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('answers a file read 503 with the same message within the configured timeout', async () => {
    const { answer, ms } = await timed(() =>
      app.inject({ method: 'GET', url: '/uploads/content/00000000-0000-0000-0000-000000000000.png' }),
    );
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toMatchObject({ message: STORAGE_UNAVAILABLE });
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('reports the store down on /health while the database answers', async () => {
    const { answer, ms } = await timed(() => app.inject({ method: 'GET', url: '/health' }));
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      storage: 'unavailable',
      message: 'File storage is not reachable',
    });
    expect(ms).toBeLessThan(BOUND_MS);
  });
});

describe('/health on the disk store', () => {
  it('reports the database and the store ok', async () => {
    const t = await createTestApp();
    try {
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('reports the store unavailable when the uploads folder cannot be written', async () => {
    const t = await createTestApp({ sweepOrphanFiles: false });
    try {
      // The folder replaced by a file: nothing can be written under it, whoever the process runs as.
      const uploads = path.join(t.config.dataDir, 'uploads');
      rmSync(uploads, { recursive: true, force: true });
      writeFileSync(uploads, 'not a folder');
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'ok', storage: 'unavailable' });
    } finally {
      await t.close();
    }
  });
});
