import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Header names and values, in the order they are set. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Helmet's security headers for `options`, worked out once: the same for every answer (no nonce, no
 * header that depends on the request), so nothing is built per request. `@fastify/helmet` builds
 * the middleware anew for every request (parsing the CSP each time) behind two hooks, which cost
 * about a tenth of a simple GET (docs/design.md §8).
 */
export function securityHeadersOf(options: HelmetOptions): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('The security headers were expected to be set at once');
  return headers;
}

/** The security headers on every answer, set in one synchronous hook. */
export function registerSecurityHeaders(app: FastifyInstance, headers: HeaderList) {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
