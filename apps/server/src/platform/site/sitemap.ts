import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { SiteFile, SiteVisit } from './site-page.js';
import { escapeXml, XML_DECLARATION } from './xml.js';

/*
 * The site's sitemap (docs/design.md §10): every public address with when it last changed, for
 * search engines. Each area declares its addresses (`AreaSite.sitemap`) from its published-only
 * reads: counted without reading them, and written a stretch at a time from the key and
 * `updated_at` of each row alone; `sitemapFiles` puts the home page first and serves them.
 */

/** The most addresses a sitemap may hold; with more, `/sitemap.xml` is an index of pages of that many. */
export const SITEMAP_URLS = 50_000;

/**
 * What addresses are written with: the site's address, escaped, the stamp of an address with none of
 * its own (the website's), and the newest change of each source, each read once per sitemap.
 */
export interface UrlContext {
  site: string;
  changed: string | null;
  newest(source: SitemapSource): Promise<string | null>;
}

/** An area's public addresses in the sitemap: a list page, every public item's page. */
export interface SitemapSource {
  /** How many addresses it has: cheap, without reading them. */
  count(db: Executor, websiteId: number): Promise<number>;
  /**
   * At most `limit` of its addresses from `offset` (an order that holds from one call to the next
   * says which), as `<url>` elements.
   */
  urls(db: Executor, websiteId: number, context: UrlContext, offset: number, limit: number): Promise<string>;
  /** When the newest change among them was (ISO), or null for none: what the home page's lastmod takes. */
  newest(db: Executor, websiteId: number): Promise<string | null>;
}

type Order = readonly (readonly [string, 'asc' | 'desc'])[];
type Stretch = { order: Order; offset?: number; limit: number };

/**
 * The published-only reads a sitemap takes a resource's addresses from (`tableResource`'s
 * `visible`): their count, the newest stamp (`narrow`), and a stretch of them written by the
 * database (`joined`).
 */
export interface StampedReads<K extends string = 'id'> {
  count(db: Executor, websiteId: number): Promise<number>;
  narrow(
    db: Executor,
    websiteId: number,
    columns: readonly (K | 'updated_at')[],
    range: Stretch,
  ): Promise<Readonly<Record<K | 'updated_at', unknown>>[]>;
  joined(db: Executor, websiteId: number, row: RawBuilder<string>, range: Stretch): Promise<string>;
}

/** Reads that tell when their rows last changed: no key needed. */
type ChangedReads = Pick<StampedReads<never>, 'narrow'>;

/** Oldest change first: a stretch is a stretch of an index of the visible filters, `updated_at` and the id. */
const BY_CHANGE: Order = [
  ['updated_at', 'asc'],
  ['id', 'asc'],
];
/** The newest change, found at the other end of the same index. */
const NEWEST: Order = [
  ['updated_at', 'desc'],
  ['id', 'desc'],
];

/** The newest change of a resource's public rows (ISO), or null when it has none. */
async function newestOf(reads: ChangedReads, db: Executor, websiteId: number) {
  const [row] = await reads.narrow(db, websiteId, ['updated_at'], { order: NEWEST, limit: 1 });
  return (row?.updated_at as string | null | undefined) ?? null;
}

/** The latest of some ISO moments, or null when none is given. */
export const latestOf = (moments: readonly (string | null | undefined)[]) =>
  moments.reduce<string | null>((latest, moment) => (moment && (!latest || moment > latest) ? moment : latest), null);

/** One `<url>` element: its absolute address, and when it last changed where that is known. */
const urlElement = (loc: string, changed: string | null) =>
  changed ? `<url><loc>${loc}</loc><lastmod>${escapeXml(changed)}</lastmod></url>\n` : `<url><loc>${loc}</loc></url>\n`;

/** One page of the site, changed when `changed` says (a list: its newest row's change; an empty one, the website's). */
export function pageUrl(
  path: string,
  changed: (db: Executor, websiteId: number) => Promise<string | null>,
): SitemapSource {
  const page: SitemapSource = {
    count: async () => 1,
    async urls(_db, _websiteId, context, offset, limit) {
      if (offset > 0 || limit < 1) return '';
      return urlElement(`${context.site}${escapeXml(path)}`, (await context.newest(page)) ?? context.changed);
    },
    newest: changed,
  };
  return page;
}

/**
 * A list page of the public rows of `reads` (`listUrl('/staff', () => departments.visible!, () =>
 * employees.visible!)`), changed when the newest of them was. Reads are given as functions: the
 * routes' module may still be loading when the area's site is declared.
 */
export const listUrl = (path: string, ...reads: (() => ChangedReads)[]) =>
  pageUrl(path, async (db, websiteId) =>
    latestOf(await Promise.all(reads.map((read) => newestOf(read(), db, websiteId)))),
  );

/** A text column's value as XML text, in SQL: the markup characters escaped. */
const xmlText = (column: string) =>
  sql<string>`replace(replace(replace(cast(${sql.ref(column)} as text), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/** A text as an SQL value of its own (a parameter), to be joined with others. */
const text = (value: string) => sql<string>`cast(${value} as text)`;

/**
 * The page of every public row of a resource, at `path` with the row's key (`/news/:id`, `/:slug`):
 * counted as its published-only reads count them, and written a stretch at a time by the database,
 * oldest change first, each row's `<url>` from its key and `updated_at` alone. An id is written as
 * it is and a slug escaped (letters, digits and hyphens, it needs no percent-encoding); the stamp
 * is the kit's own ISO moment, never a visitor's or an editor's text, so it is written as it is,
 * which spares 50,000 rows three replacements each.
 */
export function itemUrls<K extends string>(path: `${string}:${K}`, reads: () => StampedReads<K>): SitemapSource {
  const at = path.lastIndexOf(':');
  const prefix = escapeXml(path.slice(0, at));
  const key = path.slice(at + 1) as K;
  const keyText = key === 'id' ? sql<string>`cast(${sql.ref(key)} as text)` : xmlText(key);
  return {
    count: (db, websiteId) => reads().count(db, websiteId),
    urls(db, websiteId, context, offset, limit) {
      const row = sql<string>`${text(`<url><loc>${context.site}${prefix}`)} || ${keyText} || ${text('</loc><lastmod>')}
        || ${sql.ref('updated_at')} || ${text('</lastmod></url>\n')}`;
      return reads().joined(db, websiteId, row, { order: BY_CHANGE, offset, limit });
    },
    newest: (db, websiteId) => newestOf(reads(), db, websiteId),
  };
}

/** Where each source's addresses start among all of the site's, how many it has, and how many there are in all. */
async function placesOf(visit: SiteVisit, sources: readonly SitemapSource[]) {
  const counts = await Promise.all(sources.map((source) => source.count(visit.db, visit.websiteId)));
  let total = 0;
  const starts = counts.map((count) => {
    const start = total;
    total += count;
    return start;
  });
  return { counts, starts, total };
}
type Places = Awaited<ReturnType<typeof placesOf>>;

/** When the website itself last changed (its settings: name, theme, contact details), or null. */
type SiteChanged = (db: Executor, websiteId: number) => Promise<string | null>;

const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

/**
 * The addresses from `from`, at most `SITEMAP_URLS`, as a `<urlset>`: each source's stretch that
 * falls among them, in the sources' order (a page with no change of its own, an empty list, takes
 * the website's).
 */
async function urlset(
  visit: SiteVisit,
  sources: readonly SitemapSource[],
  { counts, starts }: Places,
  from: number,
  siteChanged: SiteChanged,
) {
  const known = new Map<SitemapSource, Promise<string | null>>();
  const context: UrlContext = {
    site: escapeXml(visit.siteUrl),
    changed: await siteChanged(visit.db, visit.websiteId),
    newest(source) {
      if (!known.has(source)) known.set(source, source.newest(visit.db, visit.websiteId));
      return known.get(source)!;
    },
  };
  const stretches: Promise<string>[] = [];
  sources.forEach((source, index) => {
    const [start, count] = [starts[index]!, counts[index]!];
    const offset = Math.max(0, from - start);
    const limit = Math.min(start + count, from + SITEMAP_URLS) - (start + offset);
    if (limit > 0) stretches.push(source.urls(visit.db, visit.websiteId, context, offset, limit));
  });
  return `${XML_DECLARATION}${URLSET}${(await Promise.all(stretches)).join('')}</urlset>\n`;
}

/** The sitemap index: one `<sitemap>` for each page of `SITEMAP_URLS` addresses, `/sitemaps/1.xml` first. */
function sitemapIndex(visit: SiteVisit, total: number) {
  const site = escapeXml(visit.siteUrl);
  let xml = `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (let page = 1; page <= Math.ceil(total / SITEMAP_URLS); page++) {
    xml += `<sitemap><loc>${site}/sitemaps/${page}.xml</loc></sitemap>\n`;
  }
  return `${xml}</sitemapindex>\n`;
}

const XML_TYPE = 'application/xml; charset=utf-8';
const PAGE_FILE = /^([1-9]\d{0,5})\.xml$/;

/**
 * The sitemap of the site's addresses: the home page (changed when the website or anything of its
 * site last did), then `sources` in their order. `/sitemap.xml` lists them all, or, over
 * `SITEMAP_URLS`, is the index of `/sitemaps/{n}.xml`, each a page of that many (a page past the
 * last, or any page of a sitemap that needs none, is the site's 404).
 */
export function sitemapFiles(areaSources: readonly SitemapSource[], siteChanged: SiteChanged): SiteFile[] {
  const home: SitemapSource = {
    count: async () => 1,
    async urls(_db, _websiteId, context, offset, limit) {
      if (offset > 0 || limit < 1) return '';
      const newest = await Promise.all(areaSources.map((source) => context.newest(source)));
      return urlElement(`${context.site}/`, latestOf([context.changed, ...newest]));
    },
    newest: async (db, websiteId) =>
      latestOf([
        await siteChanged(db, websiteId),
        ...(await Promise.all(areaSources.map((source) => source.newest(db, websiteId)))),
      ]),
  };
  const sources = [home, ...areaSources];
  const sitemap: SiteFile = {
    path: '/sitemap.xml',
    type: XML_TYPE,
    async render(visit) {
      const places = await placesOf(visit, sources);
      if (places.total > SITEMAP_URLS) return sitemapIndex(visit, places.total);
      return urlset(visit, sources, places, 0, siteChanged);
    },
  };
  const page: SiteFile = {
    path: '/sitemaps/:file',
    type: XML_TYPE,
    async render(visit) {
      const number = PAGE_FILE.exec(visit.params.file ?? '')?.[1];
      if (number === undefined) return null;
      const from = (Number(number) - 1) * SITEMAP_URLS;
      const places = await placesOf(visit, sources);
      if (places.total <= SITEMAP_URLS || from >= places.total) return null;
      return urlset(visit, sources, places, from, siteChanged);
    },
  };
  return [sitemap, page];
}

/** `/robots.txt`: every crawler may read every page (a preview says `noindex` itself), and where the sitemap is. */
export const robotsFile: SiteFile = {
  path: '/robots.txt',
  type: 'text/plain; charset=utf-8',
  render: async (visit) => `User-agent: *\nAllow: /\n\nSitemap: ${visit.siteUrl}/sitemap.xml\n`,
};
