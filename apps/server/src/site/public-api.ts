import { errorResponse, SITE_PREFIX, timeZoneOf, websiteDefaults } from '@cms/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { now } from '../db/database.js';
import { findWebsite } from '../areas/websites/websites-repository.js';
import type { Area } from '../platform/area.js';
import type { AttemptBudget } from '../platform/attempt-limits.js';
import type { AppDeps } from '../platform/deps.js';
import { errorBody, HttpError } from '../platform/errors.js';
import { createSerializerCompiler } from '../platform/serialize.js';
import type { ApiAsked, PublicEndpoint } from '../platform/site/public-api.js';
import { addressed, NO_WEBSITE } from './addressed.js';
import { answerOf } from '../platform/site/site-cache.js';
import { contentUntil, sendAnswer, SHARED, UNCACHED } from './answers.js';

/** The public content API's root on a website's public host; on the server's own address it is under `/site`. */
export const PUBLIC_API = '/api/public/v1';

/** Its tag in `/docs`. */
export const PUBLIC_API_TAG = 'Public content API';

/**
 * Requests each client address may make a minute: a school's app or a hallway screen polling every
 * second stays well within it, a scraper does not (docs/design.md §10: limited per address).
 */
export const publicApiBudget: AttemptBudget = { name: 'public-api', max: 600, windowMs: 60_000 };

export const TOO_MANY = 'Too many requests from this address. Please wait a minute and try again.';
/** What an address of the API that is none says. */
export const NO_SUCH_ADDRESS = 'There is nothing at this address of the public content API';

/** What one answer is asked: the website, the moment, and the address's parameters and query, parsed. */
export interface ApiAsk extends ApiAsked {
  websiteId: number;
  at: string;
}

/**
 * An answer of the API: its status and its JSON, written by the endpoint's schema (or the API's
 * error shape), and until when it holds with no write (`contentUntil`).
 */
export interface ApiAnswer {
  status: 200 | 404;
  body: string;
  until?: number;
}

const notFoundAnswer = (message: string): ApiAnswer => ({
  status: 404,
  body: JSON.stringify(errorBody(404, message)),
});

/**
 * The answer of one endpoint, as a function of what it is asked alone (no request, no session), so
 * that it may be kept per website and address while the website's content stays the same: the
 * website (404 when it is gone), then the endpoint's public read, written by its response schema
 * (what is not public is never written: `publicEntity`), or its 404.
 */
export function publicAnswer(
  endpoint: PublicEndpoint,
  deps: Pick<AppDeps, 'db' | 'config'>,
  until: ReturnType<typeof contentUntil>,
) {
  const url = `${PUBLIC_API}/${endpoint.path}`;
  const serialize = createSerializerCompiler({ verify: deps.config.env === 'test' })({
    schema: endpoint.response,
    method: 'GET',
    url,
    httpStatus: '200',
  });
  return async (ask: ApiAsk): Promise<ApiAnswer> => {
    const website = await findWebsite(deps.db, ask.websiteId);
    if (!website) return notFoundAnswer(NO_WEBSITE);
    // A zone the platform does not know (a row changed by other means) would fail every date.
    const timeZone = timeZoneOf(website.timeZone) ?? websiteDefaults.timeZone;
    const found = await endpoint.read({ db: deps.db, websiteId: ask.websiteId, at: ask.at, timeZone }, ask);
    if (found === null) return notFoundAnswer(endpoint.missing);
    return { status: 200, body: serialize(found), until: await until(ask.websiteId, ask.at, timeZone) };
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer of the API as the site's cache keeps it. */
const asAnswer = (answer: ApiAnswer) => answerOf(answer.status, JSON_TYPE, answer.body, answer.until);

/**
 * The public content API (docs/design.md §10): every area's `site.api` endpoints, at
 * `/api/public/v1/...` on a website's public host (`SiteHosts` rewrites its requests to the site's
 * prefix) and under `/site/api/public/v1/...` on the server's own address, for the website the
 * request is addressed to (`addressed`, as the site's pages are). No sign-in, published content only,
 * `GET` (and `HEAD`) from any origin (CORS, with the preflight answered), each client address held
 * to `publicApiBudget` (429 with `Retry-After`), a bad page or id a 400 and anything missing a 404
 * in the API's error shape. Listed in `/docs` under its own tag, without the bearer token.
 */
export function registerPublicApi(app: FastifyInstance, areas: readonly Area[]) {
  const { deps } = app;
  const root = `${SITE_PREFIX}${PUBLIC_API}`;
  const endpoints = areas.flatMap((area) => area.site?.api?.() ?? []);
  const limiter = deps.attempts.limiter(publicApiBudget);
  const cache = deps.siteCache;
  const until = contentUntil(areas, deps.db);
  const errors = { 400: errorResponse, 404: errorResponse, 429: errorResponse };
  const hidden = { config: { public: true }, schema: { hide: true } };

  void app.register(async (api) => {
    // Every answer, refusals included, may be read by a page of any origin: nothing here is private
    // and nothing is sent with credentials.
    api.addHook('onRequest', async (request, reply) => {
      reply
        .header('Access-Control-Allow-Origin', '*')
        .header('Access-Control-Expose-Headers', 'ETag, Retry-After')
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      const attempt = await limiter.take(request.ip);
      if (!attempt.allowed) throw new HttpError(429, TOO_MANY, { 'Retry-After': String(attempt.retryAfterSeconds) });
    });

    for (const endpoint of endpoints) {
      const answer = publicAnswer(endpoint, deps, until);
      const schema = {
        tags: [PUBLIC_API_TAG],
        summary: endpoint.summary,
        security: [],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        response: { 200: endpoint.response, ...errors } as Record<number, z.ZodType>,
      };
      api.get(`${root}/${endpoint.path}`, { config: { public: true }, schema }, async (request, reply) => {
        const where = await addressed(deps, request);
        if (!where) return sendAnswer(request, reply, cache, asAnswer(notFoundAnswer(NO_WEBSITE)), UNCACHED);
        // Kept as the site's pages are, while the website's content version holds (SiteCache).
        const key = `${where.websiteId}\u0000${request.url}`;
        const found =
          cache.get(where.websiteId, key) ??
          (await cache.answer(where.websiteId, key, async () => {
            const asked = { params: request.params as ApiAsked['params'], query: request.query as ApiAsked['query'] };
            return asAnswer(await answer({ websiteId: where.websiteId, at: now(), ...asked }));
          }));
        return sendAnswer(request, reply, cache, found, found.status === 200 ? SHARED : UNCACHED);
      });
    }

    // A preflight (a page that sends `If-None-Match` itself): GET from anywhere, with any header, for a day.
    api.options(`${root}/*`, hidden, (_request, reply) =>
      reply
        .status(204)
        .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
        .header('Access-Control-Allow-Headers', '*')
        .header('Access-Control-Max-Age', '86400')
        .send(),
    );
    // Not the site's HTML 404 page: a program asked.
    api.get(`${root}/*`, hidden, () => Promise.reject(new HttpError(404, NO_SUCH_ADDRESS)));
  });
}
