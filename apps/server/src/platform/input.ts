import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

export const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed';

/** True when a string (or key) anywhere in a parsed body, query or params holds U+0000. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Deeper than any schema goes: validation refuses such a value anyway.
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  for (const key in value) {
    if (key.includes('\u0000') || hasNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text and SQLite would keep it silently, so neither engine sees
 * one: a request that carries it anywhere is a 400 before validation.
 */
export function registerInputChecks(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every call and never waits (docs/design.md §8).
  app.addHook('preValidation', (request, _reply, done) => {
    done(hasNul(request.params) || hasNul(request.query) || hasNul(request.body) ? badRequest(NUL_MESSAGE) : undefined);
  });
}
