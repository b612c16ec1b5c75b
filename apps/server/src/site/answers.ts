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
