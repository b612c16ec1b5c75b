import type { RoleName } from '@cms/contract';
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
 * What each role may do (DESIGN §5). SUPER_ADMIN may do everything, on any website it signs in to.
 */
export const permissions = {
  readContent: ['ADMIN', 'EDITOR', 'VIEWER'],
  writeContent: ['ADMIN', 'EDITOR'],
  manageUsers: ['ADMIN'],
  /** A school's ADMIN keeps its own website's details up to date; other websites stay out of reach. */
  editOwnWebsite: ['ADMIN'],
  manageWebsites: [],
} as const satisfies Record<string, readonly RoleName[]>;

export function hasRole(roles: readonly RoleName[], allowed: readonly RoleName[]) {
  return roles.includes('SUPER_ADMIN') || roles.some((role) => allowed.includes(role));
}

/** A route's role check: `{ preHandler: requireRole(permissions.writeContent, 'edit news') }`. */
export function requireRole(allowed: readonly RoleName[], action: string) {
  return async (request: FastifyRequest) => {
    if (!hasRole(request.auth.roles, allowed)) throw forbidden(action);
  };
}

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header || header.length > 4096) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** One authentication hook for the API scope it is registered in; public routes opt out. */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('auth', null as unknown as LiveSession);
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.routeOptions.config.public || request.is404) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await app.deps.tokens.verify(token);
    const session = claims && (await app.deps.sessions.get(claims.sessionId));
    if (!session || session.userId !== claims.userId)
      throw unauthorized('Your session has ended. Please sign in again.');
    request.auth = session;
  });
}
