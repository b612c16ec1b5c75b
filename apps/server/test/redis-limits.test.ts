import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, demoAdmin, freshDatabaseUrl, type SharedStore, type TestApp } from './helper.js';
import { redisAvailable, redisUrl } from './redis-support.js';

// docs/design.md §7a: with REDIS_URL, server processes share the sign-in limits.
describe('two server processes with one Redis', async () => {
  const available = await redisAvailable();

  let dataDir: string;
  let drop: () => Promise<void>;
  let a: TestApp;
  let b: TestApp;
  // Counters of this run only, so earlier runs' counts in Redis cannot matter; removed after.
  const limitsKeyPrefix = `cms-test:${Date.now()}-${Math.random().toString(36).slice(2, 8)}:`;
  beforeAll(async () => {
    if (!available) return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'cms-redis-'));
    const fresh = await freshDatabaseUrl(dataDir);
    drop = fresh.drop;
    const store: SharedStore = { databaseUrl: fresh.url, dataDir };
    a = await createTestApp({ store, limitsKeyPrefix, env: { REDIS_URL: redisUrl } });
    b = await createTestApp({ store, limitsKeyPrefix, env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    if (!available) return;
    await a.close();
    await b.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${limitsKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  let userCount = 0;
  /** A user of this run, created through process a. */
  async function createUser(password: string) {
    const username = `redis.${++userCount}.${Date.now()}@school.example`;
    const admin = await clientFor(a.app, demoAdmin);
    const created = await admin.inject({
      method: 'POST',
      url: '/ums/cms/cuc/users',
      payload: { username, password, firstName: 'Rae', lastName: 'Dis' },
    });
    expect(created.statusCode).toBe(201);
    return username;
  }

  it.skipIf(!available)('share the failed sign-ins of a username', async () => {
    // A username of this run only, so earlier runs' counts in Redis cannot matter.
    const username = `redis.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@school.example`;
    const admin = await clientFor(a.app, demoAdmin);
    const created = await admin.inject({
      method: 'POST',
      url: '/ums/cms/cuc/users',
      payload: { username, password: 'right-password', firstName: 'Rae', lastName: 'Dis' },
    });
    expect(created.statusCode).toBe(201);

    const attempt = (t: TestApp, password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/ams/cms/auth/signin',
        payload: { username, password, assetOwnerId: 0 },
        remoteAddress: `10.7.0.${i}`,
      });
    // Five failures on each process: each alone is under the limit of ten.
    for (let i = 0; i < 5; i++) {
      expect((await attempt(a, 'wrong', i)).statusCode).toBe(401);
      expect((await attempt(b, 'wrong', i + 100)).statusCode).toBe(401);
    }
    const locked = await attempt(a, 'right-password', 200);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(b, 'right-password', 201)).statusCode).toBe(429);
  });

  it.skipIf(!available)('count a burst on both processes before checking: no more than 10 checks', async () => {
    const username = await createUser('right-password');
    const attempt = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ams/cms/auth/signin',
        payload: { username, password, assetOwnerId: 0 },
        remoteAddress: '10.71.0.1',
      });
    const responses = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => attempt(i % 2 ? a : b, `burst-guess-${i}`)),
      attempt(a, 'right-password'),
    ]);
    const counts: Record<number, number> = {};
    for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    expect(counts[401] ?? 0).toBeLessThanOrEqual(10);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(11);
    expect(counts[429]).toBeGreaterThanOrEqual(20);
    for (const t of [a, b]) {
      const after = await attempt(t, 'right-password');
      expect(after.statusCode).toBe(429);
      expect(Number(after.headers['retry-after'])).toBeGreaterThan(800);
    }
  });

  it.skipIf(!available)("share a device's budget: a device cookie from one process works on the other", async () => {
    const username = await createUser('device-password');
    const signin = (t: TestApp, password: string, i: number, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ams/cms/auth/signin',
        payload: { username, password, assetOwnerId: 0 },
        remoteAddress: `10.72.0.${i}`,
        headers: cookie ? { cookie } : {},
      });
    const first = await signin(a, 'device-password', 1);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 10; i++) expect((await signin(i % 2 ? a : b, 'wrong', i + 10)).statusCode).toBe(401);
    expect((await signin(b, 'device-password', 30)).statusCode).toBe(429);
    expect((await signin(b, 'device-password', 31, cookie)).statusCode).toBe(200);
    // Ten wrong guesses of that device, spread over both processes, lock the device itself.
    for (let i = 0; i < 10; i++) expect((await signin(i % 2 ? a : b, 'typo', i + 40, cookie)).statusCode).toBe(401);
    expect((await signin(a, 'device-password', 60, cookie)).statusCode).toBe(429);
  });
});

describe('Redis that does not answer', () => {
  it('still counts sign-in attempts, in the process', async () => {
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const attempt = (password: string, i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/ams/cms/auth/signin',
          payload: { username: demoAdmin.username, password, assetOwnerId: 0 },
          remoteAddress: `10.73.0.${i}`,
        });
      for (let i = 0; i < 10; i++) expect((await attempt('wrong', i + 1)).statusCode).toBe(401);
      expect((await attempt(demoAdmin.password, 20)).statusCode).toBe(429);
      expect(t.logs.join('')).toContain('Redis is not answering; counting attempts locally');
    } finally {
      await t.close();
    }
  });
});
