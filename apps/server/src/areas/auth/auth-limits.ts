import { authMessages } from '@cms/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptBudget, AttemptStore } from '../../platform/attempt-limits.js';
import { HttpError } from '../../platform/errors.js';

/** The budgets of docs/design.md §5; docs/decisions/010-sign-in-limits.md says why they work as they do. */
export const authBudgets = {
  /** Sign-in, forgot and reset password together, per socket address (never a header). */
  ip: { name: 'auth-ip', max: 100, windowMs: 60_000 },
  /** Sign-ins per username, whatever the IP; a success gives its attempt back. */
  username: { name: 'signin-username', max: 10, windowMs: 15 * 60_000 },
  /** Sign-ins of a browser holding a device token of that username, instead of the username's budget. */
  device: { name: 'signin-device', max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, AttemptBudget>;

export function authLimits(attempts: AttemptStore) {
  const ip = attempts.limiter(authBudgets.ip);
  return {
    /** onRequest hook of the public auth routes: counts the call against its address's budget. */
    async limitIp(request: FastifyRequest, reply: FastifyReply) {
      const attempt = await ip.take(request.ip);
      if (!attempt.allowed) {
        throw new HttpError(429, authMessages.tooManyRequests, { 'retry-after': String(attempt.retryAfterSeconds) });
      }
      reply.header('x-ratelimit-remaining', String(attempt.remaining));
    },
    username: attempts.limiter(authBudgets.username),
    device: attempts.limiter(authBudgets.device),
  };
}
