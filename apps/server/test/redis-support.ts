import { Redis } from 'ioredis';

/** The tests' Redis: on every development and CI machine at 127.0.0.1:6379; TEST_REDIS_URL names another. */
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

/**
 * Whether the tests that need Redis can run. Elsewhere they are skipped; on CI a missing Redis is
 * an error, so they cannot be skipped there unnoticed.
 */
export async function redisAvailable() {
  const up = await redisReachable();
  if (!up && process.env.CI) throw new Error(`Redis is not reachable at ${redisUrl}`);
  return up;
}
