import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/database.js';
import type { Area } from '../platform/area.js';
import { nextMidnight } from '../platform/site/parts.js';
import { encodingOf, matches, type SiteAnswer, type SiteCache } from '../platform/site/site-cache.js';

/**
 * What a shared cache (a CDN in front of the school's address) may do with a public answer: keep it
 * for a few seconds and answer it a few more while it asks again (docs/design.md §10), so a new
 * alert shows behind one within ten seconds; browsers ask again each time (a 304 when it holds).
 */
export const SHARED = 'public, max-age=0, s-maxage=5, stale-while-revalidate=5';
/** An answer for one visitor (a preview, a poll as they voted): kept by no one. */
export const PRIVATE = 'private, no-store';
/** An answer that is not the one asked for (a 404, a refusal): asked again each time. */
export const UNCACHED = 'no-cache';

/**
 * Sends an answer of the site or its content API: its ETag (and a 304 when the client holds it:
 * `If-None-Match` may list tags, weak or strong, or be `*`), compressed as the client accepts
 * (brotli, gzip, or as it is; a kept answer's compressed forms are made once), with `cacheControl`.
 * A private answer has no ETag. A 429's `Retry-After` goes with it.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: SiteCache,
  answer: SiteAnswer,
  cacheControl: string,
) {
  reply.status(answer.status).header('Content-Type', answer.type).header('Cache-Control', cacheControl);
  reply.header('Vary', 'Accept-Encoding');
  if (answer.retryAfter) reply.header('Retry-After', String(answer.retryAfter));
  if (cacheControl !== PRIVATE) {
    reply.header('ETag', answer.etag);
    if (answer.status === 200 && matches(request.headers['if-none-match'], answer.etag))
      return reply.status(304).send();
  }
  const encoding = encodingOf(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.body);
  return reply.header('Content-Encoding', encoding).send(cache.encoded(answer, encoding));
}

/**
 * Until when what a website's site shows at `at` holds with no write (ms since the epoch): the
 * first of the areas' next changes (`changesAt`: an alert's start or end) and the school's next
 * midnight (what is "today" on the events and homework pages). Nothing is kept past it.
 */
export function contentUntil(areas: readonly Area[], db: Executor) {
  const changes = areas.flatMap((area) => (area.site?.changesAt ? [area.site.changesAt] : []));
  return async (websiteId: number, at: string, timeZone: string) => {
    const times = await Promise.all(changes.map((changesAt) => changesAt(db, websiteId, at)));
    return Math.min(nextMidnight(at, timeZone), ...times.map((time) => (time ? Date.parse(time) : Infinity)));
  };
}

/**
 * The values of the cookies the site's pages read, in one key: '' for a visitor who sends none (the
 * answer everyone shares).
 */
export function cookieKey(header: string | undefined, names: readonly string[]) {
  if (!header || names.length === 0) return '';
  const cookies = cookiesOf(header);
  const values = names.map((name) => cookies[name] ?? '');
  return values.some(Boolean) ? values.join('\u0000') : '';
}

/** The `Cookie` header's cookies, by name (the first of a name wins); a malformed pair is passed over. */
export function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (at > 0 && !(name in cookies)) cookies[name] = pair.slice(at + 1).trim();
  }
  return cookies;
}

/**
 * The key a page or file of the site is kept under: the address as the browser asked it (its
 * scheme, host and URL, rewritten to the site's prefix on a public host) and the values of the
 * site's cookies it sent ('' for none).
 */
export const pageKey = (protocol: string, host: string, url: string, personal: string) =>
  `${protocol}\u0000${host}\u0000${url}\u0000${personal}`;
