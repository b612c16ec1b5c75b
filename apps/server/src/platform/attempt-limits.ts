import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A number of attempts a key may make in a fixed window, e.g. 10 sign-ins per username per 15 minutes. */
export interface AttemptBudget {
  /** Names the budget's counters; two budgets of one name share them. */
  name: string;
  max: number;
  windowMs: number;
}

export interface Attempt {
  /** Whether this attempt is within the budget: the caller goes on, or answers 429. */
  allowed: boolean;
  /** Attempts left in the window after this one. */
  remaining: number;
  /** Seconds until the window ends, for `Retry-After`. */
  retryAfterSeconds: number;
}

export interface AttemptLimiter {
  /** Counts one attempt, before any work is done for it, and says whether it is within the budget. */
  take(key: string): Promise<Attempt>;
  /** Gives one counted attempt back (a sign-in that succeeded does not use up the budget). */
  refund(key: string): Promise<void>;
}

export interface AttemptStore {
  limiter(budget: AttemptBudget): AttemptLimiter;
}

function attempt(budget: AttemptBudget, count: number, resetInMs: number): Attempt {
  return {
    allowed: count <= budget.max,
    remaining: Math.max(0, budget.max - count),
    retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
  };
}

/**
 * Counters in this process. Unlike an LRU, a counter leaves only when its window is over (or a
 * refund brings it to zero), so no flood of other keys can push a live lockout out. Each budget has
 * its own map; a window is never extended and a counter that starts a new window is re-inserted, so
 * a map stays ordered by expiry and sweeping it only looks at the entries that are over. Memory is
 * bounded by what the per-IP budget lets in during one window.
 */
export function localAttemptStore(now: () => number = Date.now): AttemptStore & { size(name: string): number } {
  const maps = new Map<string, Map<string, { count: number; resetAt: number }>>();
  const mapOf = (name: string) => {
    let map = maps.get(name);
    if (!map) maps.set(name, (map = new Map()));
    return map;
  };
  function sweep(map: Map<string, { resetAt: number }>, at: number) {
    for (const [key, entry] of map) {
      if (entry.resetAt > at) break;
      map.delete(key);
    }
  }
  return {
    size: (name) => {
      const map = mapOf(name);
      sweep(map, now());
      return map.size;
    },
    limiter(budget) {
      const map = mapOf(budget.name);
      return {
        async take(key) {
          const at = now();
          sweep(map, at);
          let entry = map.get(key);
          // (Only a clock set back leaves an expired entry behind a live one.)
          if (entry && entry.resetAt <= at) map.delete(key);
          if (!entry || entry.resetAt <= at) map.set(key, (entry = { count: 0, resetAt: at + budget.windowMs }));
          entry.count++;
          return attempt(budget, entry.count, entry.resetAt - at);
        },
        async refund(key) {
          const entry = map.get(key);
          if (!entry) return;
          if (--entry.count <= 0) map.delete(key);
        },
      };
    },
  };
}

// One round trip each, atomic on the Redis server: concurrent attempts on any number of processes
// each get their own count.
const TAKE = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 1 then redis.call('DECR', KEYS[1]) elseif count == 1 then redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Counters shared by every server process through Redis (docs/design.md §7a); keys expire with their
 * window. Should Redis be down or slow, this process counts on its own rather than letting
 * attempts through uncounted or keeping sign-in waiting; the client is expected to time commands
 * out (`commandTimeout`).
 */
export function redisAttemptStore(redis: Redis, prefix: string, log: FastifyBaseLogger): AttemptStore {
  const fallback = localAttemptStore();
  let warned = false;
  const failed = (error: unknown) => {
    if (!warned) log.warn({ err: error }, 'Redis is not answering; counting attempts locally');
    warned = true;
  };
  redis.on('ready', () => (warned = false));
  const down = () => {
    if (redis.status === 'ready') return false;
    failed(new Error(`Redis connection is ${redis.status}`));
    return true;
  };
  return {
    limiter(budget) {
      const local = fallback.limiter(budget);
      const keyOf = (key: string) => `${prefix}${budget.name}:${key}`;
      return {
        async take(key) {
          if (down()) return local.take(key);
          try {
            const [count, ttl] = (await redis.eval(TAKE, 1, keyOf(key), budget.windowMs)) as [number, number];
            return attempt(budget, count, ttl);
          } catch (error) {
            failed(error);
            return local.take(key);
          }
        },
        async refund(key) {
          if (down()) return local.refund(key);
          try {
            await redis.eval(REFUND, 1, keyOf(key));
          } catch (error) {
            failed(error);
            await local.refund(key);
          }
        },
      };
    },
  };
}
