import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, demoAdmin, freshDatabaseUrl, type SharedStore, type TestApp } from './helper.js';

// DESIGN §7a: with REDIS_URL, server processes share the sign-in limits. Redis runs on every
// development and CI machine (127.0.0.1:6379); set TEST_REDIS_URL to use another.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable() {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe('two server processes with one Redis', async () => {
  const available = await redisReachable();
  if (!available && process.env.CI) throw new Error(`Redis is not reachable at ${redisUrl}`);

  let dataDir: string;
  let drop: () => Promise<void>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    if (!available) return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'cms-redis-'));
    const fresh = await freshDatabaseUrl(dataDir);
    drop = fresh.drop;
    const store: SharedStore = { databaseUrl: fresh.url, dataDir };
    a = await createTestApp({ store, env: { REDIS_URL: redisUrl } });
    b = await createTestApp({ store, env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    if (!available) return;
    await a.close();
    await b.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
});
