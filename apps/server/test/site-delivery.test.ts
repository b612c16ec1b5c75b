import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentApp, unique } from './content-support.js';
import { alerts, alertRequired } from './resources/alerts.js';
import { news } from './resources/news.js';
import { polls } from './resources/polls.js';
import { givePublicHost, sitePage, siteHtml } from './site-support.js';

/**
 * The public site's delivery (docs/design.md §10 "Caching"): pages kept in memory per website and
 * address, answered again with no render while nothing they show has changed, and never once it
 * has; what HTTP says of them to browsers and to a CDN.
 */
const { t, admin, other } = contentApp();

const renders = () => t.app.deps.siteCache.renders;

describe('a kept page', () => {
  it('is answered again without a render, with the same strong ETag', async () => {
    const first = await sitePage(t.app, '/news');
    const before = renders();
    const second = await sitePage(t.app, '/news');
    expect(renders()).toBe(before);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('shows a new alert on the very next request after its save, on every page', async () => {
    for (const path of ['/', '/news', '/blog']) await siteHtml(t.app, path);
    const alert = await alerts.create(admin, { ...alertRequired, header: unique('Closed today') });
    for (const path of ['/', '/news', '/blog']) expect(await siteHtml(t.app, path)).toContain(alert.header);
  });

  it("keeps the content API's answers too, and drops them on a write", async () => {
    const url = '/site/api/public/v1/news';
    const before = (await t.app.inject({ method: 'GET', url })).json<{ content: { title: string }[] }>();
    const again = renders();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(renders()).toBe(again);
    const item = await news.create(admin, { status: 'ACTIVE' });
    const after = (await t.app.inject({ method: 'GET', url })).json<{ content: { title: string }[] }>();
    expect(before.content.map((one) => one.title)).not.toContain(item.title);
    expect(after.content[0]!.title).toBe(item.title);
  });

  it("drops no other website's pages on a write", async () => {
    const { host } = await givePublicHost(other);
    await siteHtml(t.app, '/', 200, host);
    await news.create(admin, { status: 'ACTIVE' });
    const before = renders();
    await siteHtml(t.app, '/', 200, host);
    expect(renders()).toBe(before);
  });

  it('is rendered once for a rush of visitors after a write', async () => {
    const item = await news.create(admin, { status: 'ACTIVE', showOnHomePage: true });
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 30 }, () => siteHtml(t.app, '/')));
    expect(renders() - before).toBe(1);
    for (const page of pages) expect(page).toContain(item.title);
  });
});

describe('what HTTP says of a page', () => {
  it('lets a browser ask again with its ETag and answers 304 with no body', async () => {
    const first = await sitePage(t.app, '/');
    const again = await sitePage(t.app, '/', { headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const listed = await sitePage(t.app, '/', { headers: { 'if-none-match': `"other", ${first.headers.etag}` } });
    expect(listed.statusCode).toBe(304);
    expect((await sitePage(t.app, '/', { headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('lets a CDN keep a page seconds, not minutes, and says it varies by encoding', async () => {
    const page = await sitePage(t.app, '/news');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
    expect(page.headers.vary).toBe('Accept-Encoding');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await sitePage(t.app, '/news');
    const head = await t.app.inject({ method: 'HEAD', url: '/site/news' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the same page compressed with brotli or gzip, as the browser accepts', async () => {
    const plain = (await sitePage(t.app, '/')).body;
    const br = await t.app.inject({ method: 'GET', url: '/site/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await t.app.inject({ method: 'GET', url: '/site/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('keeps a missing page from no one and lets no one keep it', async () => {
    const missing = await sitePage(t.app, '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it("answers a poll's page and a voter's pages for them alone", async () => {
    const poll = await polls.create(admin, { status: true });
    const page = await sitePage(t.app, `/polls/${poll.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.etag).toBeUndefined();
    const voter = await sitePage(t.app, '/', { headers: { cookie: `cms_polls=${poll.id}` } });
    expect(voter.headers['cache-control']).toBe('private, no-store');
    expect((await sitePage(t.app, '/')).headers['cache-control']).toContain('public');
  });
});
