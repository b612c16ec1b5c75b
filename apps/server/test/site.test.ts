import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentApp, unique } from './content-support.js';
import { alerts, alertRequired } from './resources/alerts.js';
import { news } from './resources/news.js';
import { givePublicHost, scriptsToRun, sitePage, siteHtml } from './site-support.js';

/** The public site's frame (docs/design.md §10): where it is served, its layout, its answers to bad addresses. */
const { t, admin, other } = contentApp();
afterEach(() => void vi.useRealTimers());

describe('where the site is served', () => {
  it("serves the console host's website under /site on the server's own address", async () => {
    const html = await siteHtml(t.app, '/');
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<h1>Riverside High School</h1>');
    // The demo's home news: published and marked for the home page.
    expect(html).toContain('Varsity Soccer Wins Regional Title');
    expect(html).not.toContain('Library Renovation Update');
    expect((await sitePage(t.app, '')).statusCode).toBe(200);
  });

  it("serves a website's site at / on the host of its public URL, and its files as they are", async () => {
    const { website, host } = await givePublicHost(other);
    const home = await siteHtml(t.app, '/', 200, host);
    expect(home).toContain(`<h1>${website.name}</h1>`);
    // Its links stay on its host: no /site prefix.
    const item = await news.create(other, { status: 'ACTIVE' });
    expect(await siteHtml(t.app, '/news', 200, host)).toContain(`href="/news/${item.id}"`);
    expect(await siteHtml(t.app, `/news/${item.id}`, 200, host)).toContain(item.title);
    // Riverside's news is not Northfield's.
    const riverside = await news.create(admin, { status: 'ACTIVE' });
    expect(await siteHtml(t.app, `/news/${riverside.id}`, 404, host)).not.toContain(riverside.title);
    // The site's style sheet and uploaded files are not pages of the site.
    expect((await sitePage(t.app, '/site-assets/site.css', { host })).headers['content-type']).toContain('text/css');
    // A load balancer's health check at the school's address is the server's, not a page.
    const health = await sitePage(t.app, '/health', { host });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    expect((await sitePage(t.app, '/uploads/nothing.png', { host })).headers['content-type']).not.toContain(
      'text/html',
    );
  });

  it('answers a host that is no website with a plain 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/site/', headers: { host: 'nobody.example' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('No website is served at this address');
  });
});

describe('every page', () => {
  it('has a skip link to main, landmarks, one h1, the menu and the footer', async () => {
    const html = await siteHtml(t.app, '/news');
    expect(html).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(html).toContain('<main id="main" tabindex="-1">');
    expect(html).toContain('<nav class="site-menu" aria-label="Main">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<title>News | Riverside High School</title>');
  });

  it('shows a live alert and no other, and drops it the moment its window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const endsAt = Date.now() + 60 * 60_000;
    const live = await alerts.create(admin, {
      ...alertRequired,
      header: unique('Snow day'),
      endsAt: new Date(endsAt).toISOString(),
    });
    const off = await alerts.create(admin, { ...alertRequired, header: unique('Off'), active: false });
    const later = await alerts.create(admin, {
      ...alertRequired,
      header: unique('Later'),
      startsAt: new Date(endsAt + 60_000).toISOString(),
    });
    vi.setSystemTime(endsAt - 1);
    const before = await siteHtml(t.app, '/news');
    expect(before).toContain(`Information: ${live.header}`);
    expect(before).not.toContain(off.header);
    expect(before).not.toContain(later.header);
    expect(await siteHtml(t.app, '/')).not.toContain(later.header);
    // The same pages, kept by the site since, are not kept past the window's end nor the next's start.
    vi.setSystemTime(endsAt);
    expect(await siteHtml(t.app, '/news')).not.toContain(live.header);
    vi.setSystemTime(endsAt + 60_000);
    expect(await siteHtml(t.app, '/')).toContain(later.header);
  });

  it('is the site’s own 404 page for an address it does not have', async () => {
    for (const path of ['/no-such-page/deeper', '/news/abc', '/news/0', '/news/99999999', '/news?category=999999']) {
      const html = await siteHtml(t.app, path, 404);
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).toContain('Skip to main content');
    }
  });

  it('answers a bad page number or filter with a 400 page that says what is wrong', async () => {
    expect(await siteHtml(t.app, '/news?page=0', 400)).toContain('The page number must be a whole number from 1');
    expect(await siteHtml(t.app, '/blog?topic=x', 400)).toContain('Topic must be chosen from the list');
  });

  it('is sent compressed with an ETag, and a client that holds it gets a 304', async () => {
    const first = await sitePage(t.app, '/news', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).toString()).toContain('<h1>News</h1>');
    const etag = String(first.headers.etag);
    const again = await sitePage(t.app, '/news', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('lists', () => {
  it('page ten at a time with links that keep the filter', async () => {
    for (let count = 0; count < 11; count++) await news.create(admin, { status: 'ACTIVE' });
    const first = await siteHtml(t.app, '/news');
    expect(first).toContain('href="/site/news?page=2" rel="next"');
    const second = await siteHtml(t.app, '/news?page=2');
    expect(second).toContain('href="/site/news" rel="prev"');
    expect(second).toMatch(/Page 2 of \d+/);
  });
});

describe('what a page costs a phone', () => {
  it('sends no script to run on any page the demo links to, and a style sheet of at most 20 KB gzip', async () => {
    // Every page the home page leads to, and every page those lead to, once.
    const seen = new Set<string>();
    let next = ['/'];
    for (let depth = 0; depth < 2; depth++) {
      const found: string[] = [];
      for (const path of next) {
        if (seen.has(path)) continue;
        seen.add(path);
        const html = (await sitePage(t.app, path)).body;
        expect(scriptsToRun(html), path).toEqual([]);
        expect(html, path).not.toMatch(/\son[a-z]+=/i);
        for (const [, link] of html.matchAll(/href="\/site(\/[^"#?]*)"/g)) found.push(link!);
      }
      next = found;
    }
    expect(seen.size).toBeGreaterThan(15);
    const home = (await sitePage(t.app, '/')).body;
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home)![1]!;
    expect(stylesheet).toMatch(/^\/site-assets\/site\.css\?v=/);
    const css = await t.app.inject({ method: 'GET', url: stylesheet, headers: { 'accept-encoding': 'gzip' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.rawPayload.length).toBeLessThanOrEqual(20 * 1024);
  });
});
