import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/areas.js';
import { contentApp, ISO_DATE, unique } from './content-support.js';
import { eventually } from './helper.js';
import { blogs } from './resources/blogs.js';
import { events } from './resources/events.js';
import { news } from './resources/news.js';
import { pages } from './resources/pages.js';
import { givePublicHost, scriptsToRun, siteHtml, sitePage } from './site-support.js';

/**
 * How the public site is found and shared (docs/design.md §10): the sitemap (and its index past
 * 50,000 addresses), robots.txt, the RSS feeds of news and blogs, the events' iCalendar file, and
 * each page's canonical link, sharing tags and structured data, each read with a real parser.
 */
const { t, admin, other } = contentApp();

/** The server's own address as `inject` reaches it: the site is under `/site` there. */
const SITE = 'http://localhost:80/site';

/** Elements that may come once or many times, always read as lists. */
const LISTS = new Set(['url', 'sitemap', 'item', 'category']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => LISTS.has(name),
});

/** A file of the site as XML: well-formed (the validator says so), then parsed. */
function xmlOf(response: LightMyRequestResponse, type: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe(`${type}; charset=utf-8`);
  expect(XMLValidator.validate(response.body)).toBe(true);
  return parser.parse(response.body);
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const sitemapUrls = async (path: string, host?: string): Promise<SitemapUrl[]> =>
  xmlOf(await sitePage(t.app, path, { host }), 'application/xml').urlset.url;

/** The structured data of a page: each JSON-LD block, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

/** A `<meta>` of the head by its property or name, or undefined. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('/sitemap.xml', () => {
  it('lists the home page, the lists and every public item with when it last changed, each answering its page', async () => {
    const published = await news.create(admin, { status: 'ACTIVE' });
    const draft = await news.create(admin, { status: 'DRAFT' });
    const page = await pages.create(admin, { status: 'published' });
    const draftPage = await pages.create(admin, { status: 'draft' });
    const event = await events.create(admin);
    const elsewhere = await news.create(other, { status: 'ACTIVE' });

    const urls = await sitemapUrls('/sitemap.xml');
    const locs = urls.map((url) => url.loc);
    expect(locs[0]).toBe(`${SITE}/`);
    for (const path of ['/news', '/blog', '/events', '/staff', '/notices', '/spotlight', '/albums', '/videos']) {
      expect(locs).toContain(`${SITE}${path}`);
    }
    expect(locs).toContain(`${SITE}/news/${published.id}`);
    expect(locs).toContain(`${SITE}/${(page as { slug: string }).slug}`);
    expect(locs).toContain(`${SITE}/events/${event.id}`);
    for (const hidden of [`/news/${draft.id}`, `/news/${elsewhere.id}`, `/${(draftPage as { slug: string }).slug}`]) {
      expect(locs).not.toContain(`${SITE}${hidden}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
    // Every address is absolute, has when it last changed (an ISO date and time), and answers its page.
    for (const url of urls) {
      expect(url.loc.startsWith(`${SITE}/`), url.loc).toBe(true);
      expect(url.lastmod, url.loc).toMatch(ISO_DATE);
      expect((await sitePage(t.app, url.loc.slice(SITE.length))).statusCode, url.loc).toBe(200);
    }
    expect(urls.find((url) => url.loc === `${SITE}/news/${published.id}`)!.lastmod).toBe(published.updated_date);
    // A list changed when its newest row did; the home page when anything did.
    const lastmodOf = (path: string) => urls.find((url) => url.loc === `${SITE}${path}`)!.lastmod!;
    expect(lastmodOf('/news') >= published.updated_date).toBe(true);
    expect(lastmodOf('/') >= lastmodOf('/news')).toBe(true);
    expect((await sitePage(t.app, '/sitemaps/1.xml')).statusCode).toBe(404);
  });

  it('holds the addresses of every area with public pages', () => {
    for (const area of areas) {
      if (area.site?.pages?.length) expect(area.site.sitemap?.length, area.name).toBeGreaterThan(0);
    }
  });

  it('/robots.txt lets every crawler read every page and says where the sitemap is', async () => {
    const response = await sitePage(t.app, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('feeds', () => {
  it('/news/feed.xml: the newest 20 published items as RSS 2.0, linked from the list and the home page', async () => {
    const draft = await news.create(admin, { status: 'DRAFT' });
    const made = [];
    for (let i = 0; i < 21; i++) made.push(await news.create(admin, { status: 'ACTIVE', summary: `Summary & <${i}>` }));
    const rss = xmlOf(await sitePage(t.app, '/news/feed.xml'), 'application/rss+xml').rss;
    expect(rss['@version']).toBe('2.0');
    const { channel } = rss;
    expect(channel.title).toBe('News | Riverside High School');
    expect(channel.link).toBe(`${SITE}/news`);
    expect(channel.item).toHaveLength(20);
    const newest = made.at(-1)!;
    const [first] = channel.item;
    expect(first.title).toBe(newest.title);
    expect(first.link).toBe(`${SITE}/news/${newest.id}`);
    expect(first.guid).toEqual({ '#text': first.link, '@isPermaLink': 'true' });
    expect(first.description).toBe('Summary & <20>');
    expect(first.pubDate).toBe(new Date(newest.publishedDate!).toUTCString());
    expect(first.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    const links = channel.item.map((item: { link: string }) => item.link);
    expect(links).not.toContain(`${SITE}/news/${draft.id}`);
    expect(links).not.toContain(`${SITE}/news/${made[0]!.id}`);

    const alternate = '<link rel="alternate" type="application/rss+xml" title="News" href="/site/news/feed.xml"/>';
    expect(await siteHtml(t.app, '/news')).toContain(alternate);
    expect(await siteHtml(t.app, '/')).toContain(alternate);
  });

  it('/blog/feed.xml: published posts only, from the same articles kit', async () => {
    const post = await blogs.create(admin, { status: 'PUBLISHED', summary: 'Posted' });
    const draft = await blogs.create(admin, { status: 'DRAFT' });
    const { channel } = xmlOf(await sitePage(t.app, '/blog/feed.xml'), 'application/rss+xml').rss;
    const links = channel.item.map((item: { link: string }) => item.link);
    expect(links[0]).toBe(`${SITE}/blog/${post.id}`);
    expect(links).not.toContain(`${SITE}/blog/${draft.id}`);
    expect(await siteHtml(t.app, '/blog')).toContain(
      'type="application/rss+xml" title="Blog" href="/site/blog/feed.xml"',
    );
  });
});

/** A date or date-time property of an event as the parser reads it. */
const timeOf = (event: ICAL.Component, name: string) =>
  event.getFirstPropertyValue(name) as unknown as { isDate: boolean; toString(): string };

describe('/events/calendar.ics', () => {
  /** The calendar file, parsed by an iCalendar parser: its VCALENDAR and each VEVENT by its UID. */
  async function calendar() {
    const response = await sitePage(t.app, '/events/calendar.ics');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    // Every line ends with CRLF and is at most 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const root = new ICAL.Component(ICAL.parse(text));
    const byUid = new Map(root.getAllSubcomponents('vevent').map((one) => [one.getFirstPropertyValue('uid'), one]));
    return { root, byUid, text };
  }

  it('holds every event of the website, escaped and folded as iCalendar asks', async () => {
    const description =
      `<p>Bring: pens, paper; a calculator \\ ruler, and a long list of things ${'that goes on, '.repeat(8)}end.</p>` +
      '<p>Second line &amp; more</p>';
    const timed = await events.create(admin, {
      title: unique('Concert, winter; choir'),
      start: '2026-12-03T18:00',
      end: '2026-12-03T20:30',
      location: 'Hall A, Main building',
      category: 'arts',
      description,
    });
    const allDay = await events.create(admin, { allDay: true, start: '2026-12-21', end: '2026-12-23' });
    const elsewhere = await events.create(other);

    const { root, byUid, text } = await calendar();
    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Riverside High School events');
    expect(byUid.has(`event-${elsewhere.id}@localhost`)).toBe(false);

    const concert = byUid.get(`event-${timed.id}@localhost`)!;
    expect(concert.getFirstPropertyValue('summary')).toBe(timed.title);
    expect(concert.getFirstPropertyValue('location')).toBe('Hall A, Main building');
    expect(concert.getFirstPropertyValue('description')).toBe(
      `Bring: pens, paper; a calculator \\ ruler, and a long list of things ${'that goes on, '.repeat(8)}end.\nSecond line & more`,
    );
    expect(concert.getFirstPropertyValue('url')).toBe(`${SITE}/events/${timed.id}`);
    // The school's clock is New York's: 6 p.m. there in December is 23:00 UTC.
    expect(timeOf(concert, 'dtstart').toString()).toBe('2026-12-03T23:00:00Z');
    expect(timeOf(concert, 'dtend').toString()).toBe('2026-12-04T01:30:00Z');
    expect(concert.getFirstPropertyValue('dtstamp')).toBeTruthy();
    // Written escaped: a comma, a semicolon and a backslash of the text each after a backslash.
    expect(text).toContain('SUMMARY:Concert\\, winter\\; choir');

    const holiday = byUid.get(`event-${allDay.id}@localhost`)!;
    const first = timeOf(holiday, 'dtstart');
    expect(first.isDate).toBe(true);
    expect(first.toString()).toBe('2026-12-21');
    // DTEND of a whole-day event is the day after its last.
    expect(timeOf(holiday, 'dtend').toString()).toBe('2026-12-24');
  });

  it('gives the events page a link to subscribe from a calendar app', async () => {
    const html = await siteHtml(t.app, '/events');
    expect(html).toContain('href="webcal://localhost:80/site/events/calendar.ics"');
    expect(html).toContain(
      '<link rel="alternate" type="text/calendar" title="School calendar" href="/site/events/calendar.ics"/>',
    );
  });
});

describe("a page's head", () => {
  it('a news item: canonical link, OpenGraph and Twitter tags with its image, and NewsArticle data', async () => {
    const item = await news.create(admin, {
      status: 'ACTIVE',
      summary: 'What happened',
      imgUrl: 'https://cdn.example/pictures/final.jpg',
    });
    const html = await siteHtml(t.app, `/news/${item.id}`);
    const url = `${SITE}/news/${item.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:title')).toBe(item.title);
    expect(metaOf(html, 'og:description')).toBe('What happened');
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:site_name')).toBe('Riverside High School');
    expect(metaOf(html, 'og:image')).toBe('https://cdn.example/pictures/final.jpg');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe('https://cdn.example/pictures/final.jpg');

    const [data, more] = structuredData(html);
    expect(more).toBeUndefined();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: item.title,
      datePublished: item.publishedDate,
      dateModified: item.updated_date,
      image: ['https://cdn.example/pictures/final.jpg'],
      author: { '@type': 'Person', name: item.author },
      publisher: { '@type': 'Organization', name: 'Riverside High School' },
    });
  });

  it('the home page: the school as EducationalOrganization data, a small card', async () => {
    const html = await siteHtml(t.app, '/');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/"/>`);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    const [school] = structuredData(html);
    expect(school).toMatchObject({
      '@type': 'EducationalOrganization',
      name: 'Riverside High School',
      url: `${SITE}/`,
      telephone: expect.any(String),
      email: expect.any(String),
      address: expect.any(String),
    });
    expect(school!.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
  });

  it('a list: its canonical address keeps its filter and page, not anything else asked', async () => {
    const html = await siteHtml(t.app, '/news?page=2&utm_source=mail');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/news?page=2"/>`);
    expect(await siteHtml(t.app, '/events?view=list')).toContain(
      `<link rel="canonical" href="${SITE}/events?view=list"/>`,
    );
  });

  it('a title that closes the script cannot leave the structured data, nor open a script of its own', async () => {
    const title = '</script><script>alert(1)</script><!--';
    const item = await news.create(admin, { status: 'ACTIVE', title });
    const html = await siteHtml(t.app, `/news/${item.id}`);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(scriptsToRun(html)).toEqual([]);
    expect(html).not.toContain('<script>alert(1)');
    const [data] = structuredData(html);
    expect(data!.headline).toBe(title);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--');
    // The page's CSP still lets it load: a data block is not a script the policy must allow.
    const response = await sitePage(t.app, `/news/${item.id}`);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('a public host', () => {
  it("writes every address on the website's public URL: the sitemap, robots.txt, feeds and head", async () => {
    const { host } = await givePublicHost(admin);
    const site = `https://${host}`;
    const urls = await sitemapUrls('/sitemap.xml', host);
    expect(urls[0]!.loc).toBe(`${site}/`);
    for (const url of urls) expect(url.loc.startsWith(`${site}/`), url.loc).toBe(true);
    const robots = await sitePage(t.app, '/robots.txt', { host });
    expect(robots.body).toContain(`Sitemap: ${site}/sitemap.xml`);
    const { channel } = xmlOf(await sitePage(t.app, '/news/feed.xml', { host }), 'application/rss+xml').rss;
    expect(channel.item[0].link.startsWith(`${site}/news/`)).toBe(true);
    const html = (await sitePage(t.app, '/news', { host })).body;
    expect(html).toContain(`<link rel="canonical" href="${site}/news"/>`);
  });
});

/**
 * News rows `first` to `last` of a website written straight into its table, as an import would write
 * them: every tenth one a draft, the others published. The row counts' triggers update the same rows
 * for each, so a statement writes a few thousand at most.
 */
async function importNews(websiteId: number, first: number, last: number) {
  for (let from = first; from <= last; from += 2500) {
    const to = Math.min(last, from + 2499);
    await sql`
      with recursive n(i) as (select ${sql.lit(from)} union all select i + 1 from n where i < ${sql.lit(to)})
      insert into news (website_id, title, summary, content, creator_name, img_url, status, show_on_home_page,
        published_at, created_at, updated_at, created_by, updated_by)
      select ${sql.lit(websiteId)}, 'Imported ' || i, '', '<p>Body</p>', '', null,
        case when i % 10 = 0 then 'DRAFT' else 'ACTIVE' end, 0,
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-02T03:04:05.678Z', null, null
      from n`.execute(t.database.db);
  }
}

describe('a sitemap over 50,000 addresses', () => {
  it('is an index of pages of at most 50,000, which together hold every address once', async () => {
    const { host } = await givePublicHost(other);
    const site = `https://${host}`;
    const before = (await sitemapUrls('/sitemap.xml', host)).length;
    const added = 50_000;
    // 55,555 rows: 50,000 published and 5,555 drafts.
    await importNews(other.websiteId, 1, 55_555);
    // Written without the server (a bulk import): the site hears of it within a second.
    const indexed = await eventually(
      () => sitePage(t.app, '/sitemap.xml', { host }),
      (page) => page.body.includes('<sitemapindex'),
    );

    const index = xmlOf(indexed, 'application/xml').sitemapindex;
    expect(index.sitemap.map((one: { loc: string }) => one.loc)).toEqual([
      `${site}/sitemaps/1.xml`,
      `${site}/sitemaps/2.xml`,
    ]);
    const [first, second] = [await sitemapUrls('/sitemaps/1.xml', host), await sitemapUrls('/sitemaps/2.xml', host)];
    expect(first).toHaveLength(50_000);
    expect(first.length + second.length).toBe(before + added);
    const locs = new Set([...first, ...second].map((url) => url.loc));
    expect(locs.size).toBe(before + added);
    expect([...locs].every((loc) => loc.startsWith(`${site}/`))).toBe(true);
    const drafts = await t.database.db
      .selectFrom('news')
      .select('id')
      .where('website_id', '=', other.websiteId)
      .where('status', '=', 'DRAFT')
      .execute();
    expect(drafts.length).toBeGreaterThanOrEqual(5_555);
    expect(drafts.filter((draft) => locs.has(`${site}/news/${draft.id}`))).toEqual([]);
    expect(second.every((url) => ISO_DATE.test(url.lastmod ?? ''))).toBe(true);
    expect((await sitePage(t.app, '/sitemaps/3.xml', { host })).statusCode).toBe(404);
    expect((await sitePage(t.app, '/sitemaps/0.xml', { host })).statusCode).toBe(404);
  });
});
