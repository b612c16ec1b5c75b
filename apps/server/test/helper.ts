import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.js';
import { areas } from '../src/areas.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { DEMO, seedIfEmpty } from '../src/seed/demo.js';

/** Temporary folders of a test file, removed after its tests: `const tempDir = tempDirs('cms-cli-')`. */
export function tempDirs(prefix: string) {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/** The engine under test: PostgreSQL when TEST_DATABASE_URL is set, SQLite otherwise. */
export const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** A fresh database of its own: a temporary SQLite file, or a new PostgreSQL database dropped after. */
export async function freshDatabaseUrl(dataDir: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: `sqlite:${path.join(dataDir, 'test.sqlite')}`, drop: async () => {} };
  const name = `cms_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** Every log line the app wrote, for tests that search the logs. */
  logs: string[];
  close(): Promise<void>;
}

/** A database and data folder that outlive one app: a restart, or two servers on one database. */
export interface SharedStore {
  databaseUrl: string;
  dataDir: string;
}

/**
 * Builds the app on a freshly migrated database with the demo school seeded. With `store`, it uses
 * that database and data folder instead and leaves them in place on close.
 */
export async function createTestApp(
  options: BuildOptions & { env?: Record<string, string>; store?: SharedStore } = {},
): Promise<TestApp> {
  const { store, ...buildOptions } = options;
  const dataDir = store?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cms-test-'));
  const { url, drop } = store ? { url: store.databaseUrl, drop: async () => {} } : await freshDatabaseUrl(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-console'),
    ...options.env,
  });
  const database = openDatabase(config.databaseUrl);
  await prepareDatabase(database, areas);
  await seedIfEmpty(database.db, config);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(config, database, { logStream, ...buildOptions });
  await app.ready();
  return {
    app,
    config,
    database,
    logs,
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (!store) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const demoAdmin = { username: DEMO.adminEmail, password: DEMO.adminPassword };
export const demoEditor = { username: 'editor@school.example', password: 'riverside-editor' };
export const demoViewer = { username: 'viewer@school.example', password: 'riverside-viewer' };
/** The ADMIN of the second demo website, Northfield Elementary (website 2). */
export const otherSchoolAdmin = { username: 'office@northfield.example', password: 'northfield-admin' };

export async function signIn(app: FastifyInstance, who: { username: string; password: string }, assetOwnerId = 0) {
  const response = await app.inject({ method: 'POST', url: '/ams/cms/auth/signin', payload: { ...who, assetOwnerId } });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${who.username} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string; id: number; websiteId: number }>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An `inject` that carries the token of the given user. */
export async function clientFor(app: FastifyInstance, who: { username: string; password: string }, assetOwnerId = 0) {
  const session = await signIn(app, who, assetOwnerId);
  const inject = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...bearer(session.token), ...(options.headers ?? {}) } });
  return { ...session, inject };
}

/**
 * Asks again until `holds` is true of the answer, with no deadline but the test's own: for what
 * another process does in its own time (its session cache running out). A test never bounds how long
 * that takes; where the time is the point, the clock is faked in-process instead (docs/architecture.md, Tests).
 */
export async function eventually<T>(ask: () => Promise<T>, holds: (answer: T) => boolean): Promise<T> {
  for (;;) {
    const answer = await ask();
    if (holds(answer)) return answer;
    // A pause between two asks, not a wait for what is asked about.
    // eslint-disable-next-line no-restricted-syntax -- the one poll interval of the server's tests
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A stamp written while the test waited: no sooner than `before` (to its second, for a database
 * that keeps whole seconds) and no later than now. An order, not a bound on how long it took.
 */
export function expectWrittenSince(stamp: string, before: number) {
  const at = Date.parse(stamp);
  expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  expect(at).toBeLessThanOrEqual(Date.now());
}
