import { can, type Permission } from '@cms/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.js';
import type { LiveSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; set for every route that is not public. */
    auth: LiveSession;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token: sign-in, password reset, website lookup. */
    public?: boolean;
  }
}

/**
 * A route's permission check, read from the contract's one table (docs/design.md §5):
 * `{ preHandler: requirePermission('writeContent', 'edit news') }`.
 */
export function requirePermission(permission: Permission, action: string) {
  // A callback hook, not an async one: it runs on every API call and never waits (docs/design.md §8).
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    done(can(request.auth.roles, permission) ? undefined : forbidden(action));
  };
}

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header || header.length > 4096) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const sessionEnded = () => unauthorized('Your session has ended. Please sign in again.');

/**
 * One authentication hook for the API scope it is registered in; public routes opt out. A token
 * seen before and a session read within the last second (docs/design.md §8) are checked without waiting on
 * anything; otherwise the signature is verified and the session read.
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('auth', null as unknown as LiveSession);
  const { tokens, sessions } = app.deps;

  async function check(request: FastifyRequest, token: string) {
    const claims = await tokens.verify(token);
    const session = claims && (await sessions.get(claims.sessionId));
    if (!session || session.userId !== claims.userId) throw sessionEnded();
    request.auth = session;
  }

  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.routeOptions.config.public || request.is404) return done();
    const token = bearerToken(request);
    if (!token) return done(unauthorized());
    const nowMs = Date.now();
    const claims = tokens.known(token, nowMs);
    const session = claims && sessions.cached(claims.sessionId, nowMs);
    if (claims && session !== undefined) {
      if (!session || session.userId !== claims.userId) return done(sessionEnded());
      request.auth = session;
      return done();
    }
    check(request, token).then(() => done(), done);
  });
}
