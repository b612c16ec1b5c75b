import { adminHostFor, SITE_PREFIX } from '@cms/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AppDeps } from '../platform/deps.js';
import type { HeaderList } from '../platform/security-headers.js';
import { encodingOf, matches } from '../platform/site/site-cache.js';
import { siteOf } from '../platform/site/site-hosts.js';
import { cookieKey, pageKey, SHARED } from './answers.js';

/** The content API's answers are never these: they carry CORS, and each counts against its address's budget. */
const API = `${SITE_PREFIX}/api/`;

/**
 * The site's kept pages answered before the framework sees the request (docs/design.md §8 and §10:
 * a kept page at nearly the speed of a server that only sends bytes). A `GET` or `HEAD` of a site
 * address that the site has kept (`SiteCache`, under the very key `site-routes.tsx` keeps it with),
 * from a visitor who sends none of the site's cookies, is answered here with the same status,
 * bytes and headers the route would send: the security headers, its type, ETag (a 304 for a client
 * that holds it), `Cache-Control`, `Vary` and encoding. Anything else (a page not kept, a form, a
 * preview, the content API, a voter's page) answers false and goes its usual way. Only a 200 is
 * ever kept, by a request that went that way first, so no address is answered here that the routes
 * and their checks have not answered the same.
 *
 * `log` writes the request's one line, as the framework's would.
 */
export function keptAnswers(
  deps: Pick<AppDeps, 'config' | 'siteHosts' | 'siteCache'>,
  cookies: readonly string[],
  security: HeaderList,
  log: (request: IncomingMessage, status: number, started: number) => void,
) {
  const headersOf = (type: string, etag: string) => {
    const headers: string[] = [];
    for (const [name, value] of security) headers.push(name, value);
    headers.push('content-type', type, 'cache-control', SHARED, 'vary', 'Accept-Encoding', 'etag', etag);
    return headers;
  };
  return function answerKept(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const host = request.headers.host;
    if (!host) return false;
    const url = deps.siteHosts.rewrite(request);
    if (!url.startsWith(SITE_PREFIX) || url.startsWith(API)) return false;
    const next = url.charCodeAt(SITE_PREFIX.length);
    // '/site', '/site/...' or '/site?...', never '/site-assets/...'.
    if (url.length > SITE_PREFIX.length && next !== 47 && next !== 63) return false;
    const websiteId = siteOf(request) ?? deps.siteHosts.websiteAt(adminHostFor(host, deps.config.defaultAdminHost));
    if (websiteId === undefined || cookieKey(request.headers.cookie, cookies) !== '') return false;
    const protocol = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
    const kept = deps.siteCache.get(websiteId, pageKey(protocol, host, url, ''));
    if (!kept) return false;
    const headers = headersOf(kept.type, kept.etag);
    if (matches(request.headers['if-none-match'], kept.etag)) {
      response.writeHead(304, headers).end();
      log(request, 304, started);
      return true;
    }
    const encoding = encodingOf(request.headers['accept-encoding']);
    const body = encoding ? deps.siteCache.encoded(kept, encoding) : kept.body;
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(body.length));
    response.writeHead(200, headers);
    response.end(method === 'HEAD' ? undefined : body);
    log(request, 200, started);
    return true;
  };
}

/** The request as the log's `req` serializer reads it (platform/log-serializers.ts), from the bare request. */
export const keptRequestOf = (request: IncomingMessage) => ({
  method: request.method,
  url: request.url,
  headers: request.headers,
  host: request.headers.host,
  ip: request.socket.remoteAddress,
  socket: request.socket,
});
