import { pageOf, type Website } from '@cms/contract';
import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { areas } from '../src/areas.js';
import { websitesArea } from '../src/areas/websites/websites-area.js';
import { AUTHOR_FIELDS, type PublicEndpoint } from '../src/platform/site/public-api.js';
import { NO_WEBSITE } from '../src/site/addressed.js';
import { NO_SUCH_ADDRESS, PUBLIC_API, PUBLIC_API_TAG, publicApiBudget, TOO_MANY } from '../src/site/public-api.js';
import { contentApp, type Client } from './content-support.js';
import { demoAdmin, demoEditor, demoViewer, otherSchoolAdmin } from './helper.js';
import { alertsInApi } from './resources/alerts.js';
import { bellSchedulesOnSite } from './resources/bell-schedules.js';
import { blogsOnSite } from './resources/blogs.js';
import { classesOnSite } from './resources/classes.js';
import { eventsOnSite } from './resources/events.js';
import { navigationInApi } from './resources/navigation.js';
import { newsOnSite } from './resources/news.js';
import { noticesOnSite, notices } from './resources/notices.js';
import { pagesOnSite } from './resources/pages.js';
import { photoAlbumsOnSite } from './resources/photo-albums.js';
import { pollsOnSite } from './resources/polls.js';
import { spotlightOnSite } from './resources/spotlight.js';
import { staffOnSite } from './resources/staff.js';
import { videosOnSite } from './resources/videos.js';
import { givePublicHost, type PublicCases } from './site-support.js';

/**
 * The public content API (docs/design.md §10, issue 24 point 4): no sign-in, only what the public
 * site shows, the console's paging and field names, ETags, CORS for GET, a budget per address,
 * listed in /docs; on a website's public host and under /site on the server's own address.
 */

const { t, admin, other } = contentApp();

const websiteOf = async (client: Client) =>
  (await client.inject({ method: 'GET', url: `/websites/${client.websiteId}` })).json<Website>();

/** The website in the API: its own name, never another website's, never its admin host. */
const websiteInApi: PublicCases = {
  area: websitesArea.name,
  api: '/website',
  shown: async ({ admin }) => ({ path: '/', text: (await websiteOf(admin)).name }),
  hidden: {
    "another website's": async ({ other }) => ({ path: '/', text: (await websiteOf(other)).name }),
    'admin host': async ({ admin }) => ({ path: '/', text: (await websiteOf(admin)).adminUrl }),
  },
};

/** Every area's rows in the API: one it shows, and one of each kind it must never show. */
const cases: PublicCases[] = [
  websiteInApi,
  navigationInApi,
  alertsInApi,
  newsOnSite,
  blogsOnSite,
  pagesOnSite,
  noticesOnSite,
  staffOnSite,
  bellSchedulesOnSite,
  photoAlbumsOnSite,
  videosOnSite,
  classesOnSite,
  spotlightOnSite,
  pollsOnSite,
  eventsOnSite,
];

/** Every address of the API, from the areas' declarations. */
const endpoints: PublicEndpoint[] = areas.flatMap((area) => area.site?.api?.() ?? []);
const collections = endpoints.filter((endpoint) => !endpoint.path.includes(':'));
const paged = endpoints.filter((endpoint) => endpoint.answers === 'page');
const byId = endpoints.filter((endpoint) => endpoint.path.includes(':id'));

let addresses = 0;
/** A client address no other request of this file used: the API counts each address's requests. */
const freshAddress = () => `10.70.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

interface Asking {
  /** A website's public host: the API at `/api/public/v1`; else under `/site` on the server's own address. */
  host?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
  method?: 'GET' | 'HEAD' | 'OPTIONS';
}

/** An address of the API (`/news?page=1`), asked as a program on another website would. */
function ask(path: string, { host, headers = {}, remoteAddress = freshAddress(), method = 'GET' }: Asking = {}) {
  return t.app.inject({
    method,
    url: host ? `${PUBLIC_API}${path}` : `/site${PUBLIC_API}${path}`,
    headers: host ? { ...headers, host } : headers,
    remoteAddress,
  });
}

/** The JSON of an answer that must be a 200. */
async function answer(path: string, asking?: Asking): Promise<unknown> {
  const response = await ask(path, asking);
  expect(response.statusCode, `${path}: ${response.body.slice(0, 300)}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
}

const isPage = (body: unknown): body is { content: unknown[]; last: boolean } =>
  typeof body === 'object' && body !== null && 'content' in body && 'last' in body;

/** Everything an address answers: each page of a list, page after page, or the list or item it is. */
async function everything(path: string, asking?: Asking): Promise<unknown[]> {
  const first = await answer(`${path}?size=100`, asking);
  if (!isPage(first)) return [first];
  const pages: unknown[] = [first];
  for (let page = 1, last = first.last; !last; page++) {
    const next = await answer(`${path}?size=100&page=${page}`, asking);
    if (!isPage(next)) throw new Error(`${path}: page ${page} is not a page`);
    pages.push(next);
    last = next.last;
  }
  return pages;
}

/** Every key and every text of a JSON value, at any depth. */
function walk(value: unknown, found = { keys: new Set<string>(), texts: new Set<string>() }) {
  if (typeof value === 'string') found.texts.add(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.keys.add(key);
      walk(item, found);
    }
  }
  return found;
}

/** The API's error shape (docs/design.md §4), readable from any origin. */
function expectError(response: LightMyRequestResponse, statusCode: number, message: string) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json()).toMatchObject({ statusCode, message });
  expect(response.headers['access-control-allow-origin']).toBe('*');
}

/** An address of each endpoint: a collection as it is, an item at the first row of its collection. */
async function addressOf(endpoint: PublicEndpoint) {
  const match = /^(.*?)\/:(\w+)/.exec(endpoint.path);
  if (!match) return `/${endpoint.path}`;
  const [, collection, param] = match;
  const listed = (await answer(`/${collection}`)) as { content: Record<string, unknown>[] };
  const row = listed.content[0];
  expect(row, `the demo school has a public row of ${collection}`).toBeDefined();
  return `/${endpoint.path.replace(`:${param}`, String(row![param]))}`;
}

let host = '';
beforeAll(async () => {
  host = (await givePublicHost(admin)).host;
});

it('covers every area that declares the public API', () => {
  const declared = areas.filter((area) => area.site?.api).map((area) => area.name);
  expect(cases.map((one) => one.area).sort()).toEqual(declared.sort());
  expect(cases.every((one) => one.api)).toBe(true);
});

describe.each(cases)('the $area API', ({ api, shown, hidden }) => {
  it('answers a published row in its list and at its own address, alike on the public host', async () => {
    const row = await shown({ admin, other });
    expect(walk(await everything(api!)).texts).toContain(row.text);
    if (row.api) expect(walk(await answer(row.api)).texts).toContain(row.text);
    const onHost = await ask(`${api}?size=100`, { host });
    expect(onHost.statusCode).toBe(200);
    expect(onHost.body).toBe((await ask(`${api}?size=100`)).body);
  });

  it.each(Object.keys(hidden))('never answers a %s row: absent from the list, 404 at its address', async (kind) => {
    const row = await hidden[kind]!({ admin, other });
    expect(walk(await everything(api!)).texts).not.toContain(row.text);
    expect(walk(await everything(api!, { host })).texts).not.toContain(row.text);
    if (row.api) {
      const response = await ask(row.api);
      expectError(response, 404, response.json<{ message: string }>().message);
      expect(response.json<{ message: string }>().message).toMatch(/ not found$/);
      expect(response.body).not.toContain(row.text);
    }
  });
});

describe('what it never answers', () => {
  /** Who wrote a row, the website's admin host, and anything of a user's account. */
  const privateKeys = [...AUTHOR_FIELDS, 'adminUrl', 'username', 'userId', 'password', 'passwordHash', 'roles'];
  const accounts = [demoAdmin, demoEditor, demoViewer, otherSchoolAdmin].map((user) => user.username);

  // Every area has rows written through the console by now (the cases above), each with an author to leave out.
  it.each(endpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s: no author, no admin host, no account',
    async (_path, endpoint) => {
      const found = walk(await everything(await addressOf(endpoint)));
      for (const key of privateKeys) expect(found.keys, key).not.toContain(key);
      for (const account of accounts) expect(found.texts).not.toContain(account);
    },
  );

  it("leaves out a notice's author, which the console answers", async () => {
    const written = await notices.create(admin, { status: 'ACTIVE' });
    expect(written).toMatchObject({ createdBy: admin.id, updatedBy: admin.id });
    const listed = (await answer(`/notices/${written.id}`)) as Record<string, unknown>;
    expect(listed).toEqual(Object.fromEntries(Object.entries(written).filter(([key]) => !key.endsWith('By'))));
  });
});

describe('paging, as the console pages', () => {
  const pageKeys = Object.keys(pageOf(z.unknown()).shape);

  it.each(paged.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s: the console page, one row at a time',
    async (_path, endpoint) => {
      const path = await addressOf(endpoint);
      const first = (await answer(`${path}?page=0&size=1`)) as Record<string, unknown>;
      expect(Object.keys(first)).toEqual(pageKeys);
      expect(first).toMatchObject({ size: 1, number: 0, first: true });
      expect((first.content as unknown[]).length).toBeLessThanOrEqual(1);
      const whole = (await answer(path)) as { totalElements: number; size: number };
      expect(whole.size).toBe(10);
      expect(first.totalPages).toBe(whole.totalElements);
      if (whole.totalElements > 1) {
        const second = (await answer(`${path}?page=1&size=1`)) as Record<string, unknown>;
        expect(second).toMatchObject({ number: 1, first: false, last: whole.totalElements === 2 });
        expect(second.content).not.toEqual(first.content);
      }
    },
  );

  it.each([
    ['page=-1', 'page must be a whole number from 0'],
    ['page=abc', 'page must be a whole number from 0'],
    ['page=1.5', 'page must be a whole number from 0'],
    ['size=0', 'size must be a whole number from 1'],
    ['size=1000', 'size must be at most 100'],
    ['size=ten', 'size must be a whole number from 1'],
  ])('refuses %s with a 400 saying so, on every list', async (query, message) => {
    for (const endpoint of paged) {
      const response = await ask(`${await addressOf(endpoint)}?${query}`);
      expectError(response, 400, message);
      expect(response.json()).toMatchObject({ error: 'Bad Request', issues: [{ message }] });
    }
  });

  it('refuses an id that is none with a 400, and answers one of no row with a 404', async () => {
    for (const endpoint of byId) {
      expectError(await ask(`/${endpoint.path.replace(':id', 'abc')}`), 400, 'Invalid id');
      expectError(await ask(`/${endpoint.path.replace(':id', '0')}`), 400, 'Invalid id');
      expectError(await ask(`/${endpoint.path.replace(':id', '2147483647')}`), 404, endpoint.missing);
    }
    expectError(await ask('/pages/no-such-page'), 404, 'Page not found');
  });

  it('narrows the events to days, as the console does', async () => {
    const events = (await answer('/events?from=2026-12-01&to=2026-12-31&size=100')) as {
      content: { start: string; end: string | null }[];
    };
    for (const event of events.content) {
      expect(event.start.slice(0, 10) <= '2026-12-31').toBe(true);
      expect((event.end ?? event.start).slice(0, 10) >= '2026-12-01').toBe(true);
    }
    expectError(await ask('/events?from=2026-12-31&to=2026-12-01'), 400, 'to must not be before from');
  });
});

describe('HTTP', () => {
  it.each(collections.map((endpoint) => [endpoint.path] as const))(
    '/%s: a strong ETag, 304 for a client that holds it, a CDN’s few seconds, any origin',
    async (path) => {
      const response = await ask(`/${path}`);
      expect(response.statusCode).toBe(200);
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-expose-headers']).toContain('ETag');

      for (const held of [etag, `"other", ${etag}`, `W/${etag}`]) {
        const again = await ask(`/${path}`, { headers: { 'if-none-match': held } });
        expect(again.statusCode, held).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
      expect((await ask(`/${path}`, { headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);

      const head = await ask(`/${path}`, { method: 'HEAD' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers.etag).toBe(etag);
    },
  );

  it('changes the ETag when the content does', async () => {
    const before = await ask('/notices');
    await notices.create(admin, { status: 'ACTIVE' });
    const after = await ask('/notices', { headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('compresses as the client accepts, with brotli or gzip', async () => {
    const plain = await ask('/news?size=100');
    const br = await ask('/news?size=100', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask('/news?size=100', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it.each([['on the server’s address'], ['on the public host']])('answers a preflight for GET %s', async (where) => {
    const response = await ask('/news', {
      method: 'OPTIONS',
      host: where === 'on the public host' ? host : undefined,
      headers: {
        origin: 'https://app.district.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': '*',
      'access-control-max-age': '86400',
    });
  });

  it('answers an address of the API that is none with a JSON 404', async () => {
    for (const path of ['/', '/nothing', '/news/1/more']) expectError(await ask(path), 404, NO_SUCH_ADDRESS);
    expectError(await ask('/nothing', { host }), 404, NO_SUCH_ADDRESS);
  });
});

describe('addressing', () => {
  it("answers a website's content on its public host, and nothing for a host that is no website", async () => {
    const theirs = await givePublicHost(other);
    const website = (await answer('/website', { host: theirs.host })) as Record<string, unknown>;
    expect(website.name).toBe(theirs.website.name);
    expect(website.publicUrl).toBe(`https://${theirs.host}`);
    expect(((await answer('/website', { host })) as Record<string, unknown>).name).toBe((await websiteOf(admin)).name);
    expectError(await ask('/website', { headers: { host: 'nowhere.example' } }), 404, NO_WEBSITE);
    expect((await ask('/website', { host: 'nowhere.example' })).statusCode).toBe(404);
  });
});

describe('the budget of each address', () => {
  it(`answers ${publicApiBudget.max} requests a minute from one address, then 429 until the minute is over`, async () => {
    const remoteAddress = '10.71.0.1';
    const batch = 50;
    for (let sent = 0; sent < publicApiBudget.max - 1; sent += batch) {
      const size = Math.min(batch, publicApiBudget.max - 1 - sent);
      const answers = await Promise.all(Array.from({ length: size }, () => ask('/website', { remoteAddress })));
      expect(answers.map((one) => one.statusCode)).toEqual(answers.map(() => 200));
    }
    // The site's own host counts for the same address.
    expect((await ask('/website', { host, remoteAddress })).statusCode).toBe(200);
    const refused = await ask('/website', { host, remoteAddress });
    expectError(refused, 429, TOO_MANY);
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(publicApiBudget.windowMs / 1000);
    expect((await ask('/website', { remoteAddress: '10.71.0.2' })).statusCode).toBe(200);
  });
});

describe('/docs', () => {
  it('lists every address of the API under its tag, without the bearer token', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; responses: object }>>;
      tags?: { name: string; description: string }[];
    }>();
    for (const endpoint of endpoints) {
      const path = `/site${PUBLIC_API}/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const get = docs.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(get!.tags).toEqual([PUBLIC_API_TAG]);
      expect(get!.security).toEqual([]);
      expect(Object.keys(get!.responses)).toContain('200');
    }
    const listed = Object.keys(docs.paths).filter((path) => path.startsWith(`/site${PUBLIC_API}`));
    expect(listed).toHaveLength(endpoints.length);
    expect(docs.tags?.find((tag) => tag.name === PUBLIC_API_TAG)?.description).toContain(PUBLIC_API);
  });
});
