import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once: `@fastify/helmet`
 * builds it anew for every request (parsing the CSP each time) behind two hooks, which cost about
 * a tenth of a simple GET (docs/design.md §8); this builds it once and runs it in one synchronous hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
