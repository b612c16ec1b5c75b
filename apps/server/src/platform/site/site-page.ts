import type { ReactElement } from 'react';
import type { Db, Executor } from '../../db/database.js';
import type { AttemptBudget } from '../attempt-limits.js';
import type { SitePreview } from './preview.js';
import type { PublicEndpoint } from './public-api.js';
import type { SitemapSource } from './sitemap.js';

/**
 * What one public page is given (docs/design.md §10): the website it belongs to, the address it was
 * asked at, and the moment it is rendered at. A page reads only what is public through its area's
 * published-only reads and renders plain props; it never sees a session.
 */
export interface SiteVisit {
  db: Executor;
  websiteId: number;
  /** '' on the website's own host, '/site' on the server's address: the start of every link. */
  base: string;
  /**
   * The site's absolute address, without a trailing '/': the website's public URL, or the server's
   * origin and '/site' when it has none. Links that leave the page (feeds, the sitemap, canonical
   * and sharing tags) start with it.
   */
  siteUrl: string;
  /** The school the site is: its name and logo (a checked address), the publisher that feeds and structured data name. */
  school: { name: string; logoUrl: string | null };
  /** The route's parameters (`:id`, `:slug`), as text. */
  params: Readonly<Record<string, string>>;
  /** The query string's single values. */
  query: Readonly<Record<string, string | undefined>>;
  /** When the page is rendered (ISO UTC): windows and schedules are judged by it. */
  at: string;
  /** The school's time zone, in which dates and times are shown. */
  timeZone: string;
  /** The cookies the browser sent, by name (a page that remembers a visitor's vote reads them). */
  cookies: Readonly<Record<string, string | undefined>>;
}

/**
 * A page as its area renders it: its title (the tab's and the `h1`'s), its description, its main
 * content, and what the layout says of it in the head for search engines and for sharing (its
 * canonical address, OpenGraph and Twitter card tags, structured data, its feeds).
 */
export interface SiteView {
  title: string;
  /** The meta description (a page's own, a news item's summary). */
  description?: string;
  /** The `main` element's content, which starts with the page's one `h1`. */
  body: ReactElement;
  /**
   * The page's own address, a path of the site with the query that makes it this page
   * (`/news?category=3&page=2`), where it is not the path it was asked at with its `?page=`.
   */
  canonical?: string;
  /** The picture that stands for the page when it is shared (a news item's image); the school's logo otherwise. */
  image?: string | null;
  /** What the page is when shared: an article (a news item, a blog post), or a page of the website. */
  kind?: 'article' | 'website';
  /** Structured data about the page, each a schema.org object written as JSON-LD (`NewsArticle`). */
  data?: readonly StructuredData[];
  /** The feeds that go with the page (a list's RSS feed, a calendar), named in the head so that readers find them. */
  feeds?: readonly SiteFeed[];
}

/** A schema.org object (`{'@context': 'https://schema.org', '@type': 'NewsArticle', ...}`), written as JSON-LD. */
export type StructuredData = Readonly<Record<string, unknown>>;

/** A feed of the site: its title, its path (`/news/feed.xml`) and its type (`application/rss+xml`). */
export interface SiteFeed {
  title: string;
  path: string;
  type: string;
}

/**
 * An address the site shows (a stored file's `/uploads/...`, another site's picture) as an absolute
 * one, for use elsewhere (a shared page's image); null for anything that is not an http(s) address.
 */
export function absoluteUrl(visit: Pick<SiteVisit, 'siteUrl'>, address: string): string | null {
  try {
    const url = new URL(address, `${visit.siteUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * One public page of an area, at a path of the site (`/news/:id`, relative to the site's root);
 * `render` answers null when there is nothing public to show, and the visitor gets the site's 404.
 */
export interface SitePage {
  path: string;
  /** Shown differently to each visitor (a poll's form or its results): never kept nor shared (`private, no-store`). */
  private?: true;
  render(visit: SiteVisit): Promise<SiteView | null>;
}

/** What a form of the site is given: the visit, able to write, with the visitor's address. */
export interface SiteActionVisit extends SiteVisit {
  /** The database, for the action's transaction (`inTransaction`). */
  db: Db;
  /** The client's address (the socket's, never a header), which per-address limits count by. */
  client: string;
  /**
   * Counts one attempt of `key` against `budget` (shared by every process through Redis when it is
   * configured); over the budget it throws, and the visitor gets a 429 page saying `message`.
   */
  limit(budget: AttemptBudget, key: string, message: string): Promise<void>;
}

/** A cookie an action gives the browser: HttpOnly, SameSite=Lax, for the whole site, Secure over https. */
export interface SiteCookie {
  name: string;
  /** Letters, digits and `.-_` only: it is sent as it is. */
  value: string;
  maxAgeSeconds: number;
}

/** Where a form sends the visitor once it is done (post, redirect, get): a path of the site, and any cookie to keep. */
export interface SiteActionAnswer {
  /** Relative to the site's root (`/polls/3`); the site's base is put before it. */
  seeOther: string;
  cookie?: SiteCookie;
}

/**
 * A form of an area's public pages (a poll's vote), posted as `application/x-www-form-urlencoded`
 * to a path of the site (`/polls/:id/vote`) and answered with a redirect (docs/design.md §10). `handle`
 * gets the form's fields (a field sent twice is a list) and answers null when there is nothing
 * public at the address (the site's 404); it throws `SiteRequestError` for a form it refuses (400).
 */
export interface SiteAction {
  path: string;
  handle(visit: SiteActionVisit, form: SiteForm): Promise<SiteActionAnswer | null>;
}

/**
 * A public answer of an area that is not a page (docs/design.md §10): a feed, a calendar, at a path
 * of the site (`/news/feed.xml`). `render` answers its text, or null when there is nothing public
 * there (the site's 404); it reads only what is public, as a page does.
 */
export interface SiteFile {
  path: string;
  /** Its `Content-Type`, with its charset. */
  type: string;
  render(visit: SiteVisit): Promise<string | null>;
}

/** A posted form's fields, by name. */
export type SiteForm = Readonly<Record<string, string | string[] | undefined>>;

/**
 * An area's public pages (its declaration's `site`), the forms they post to, the items staff may
 * preview before they are public, and its part of the public content API.
 */
export interface AreaSite {
  pages?: readonly SitePage[];
  actions?: readonly SiteAction[];
  /** Its answers that are not pages: feeds, calendars. */
  files?: readonly SiteFile[];
  /**
   * The next moment after `at` at which what its pages show changes by itself, with no write (an
   * alert's start or end), or null: the site keeps no answer of the website past it.
   */
  changesAt?(db: Executor, websiteId: number, at: string): Promise<string | null>;
  /** The cookies its pages read (a poll's vote): a visitor who sends one is answered for them alone. */
  cookies?: readonly string[];
  /** Its public addresses in the sitemap, with when each last changed (`listUrl`, `itemUrls`, `sitemap.ts`). */
  sitemap?: readonly SitemapSource[];
  /** Its item pages shown whatever their status through a preview link (`sitePreview`, `preview.ts`). */
  previews?: readonly SitePreview[];
  /**
   * Its addresses in the public content API (`publicResource`, `publicPage`, `publicList`,
   * `publicItem`; `public-api.ts`), made when the API is registered: its resources' modules may still
   * be loading when its declaration is read.
   */
  api?: () => readonly PublicEndpoint[];
}

/** A public page's address refused as it was asked (a page number that is not one): a 400 page with `message`. */
export class SiteRequestError extends Error {}

/** Too many attempts from one address (`SiteActionVisit.limit`): a 429 page with `message`. */
export class SiteLimitError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

const WHOLE = /^\d{1,9}$/;

/** The route's `:id`: a whole number, or null (a 404: no such item). */
export function idOf(visit: SiteVisit, name = 'id'): number | null {
  const value = visit.params[name];
  return value !== undefined && WHOLE.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The public row at the route's `:id` that `find` answers, or null (a 404) for an id that is none. */
export async function itemOf<E>(
  visit: SiteVisit,
  find: (db: Executor, websiteId: number, id: number) => Promise<E | null>,
): Promise<E | null> {
  const id = idOf(visit);
  return id === null ? null : find(visit.db, visit.websiteId, id);
}

/** The list page asked for (`?page=2` is the second, 0 in the kit's paging); a bad one is a 400. */
export function pageOf(visit: SiteVisit): number {
  const value = visit.query.page;
  if (value === undefined || value === '') return 0;
  if (!WHOLE.test(value) || Number(value) < 1)
    throw new SiteRequestError('The page number must be a whole number from 1');
  return Number(value) - 1;
}

/** A whole-number filter of the query (`?category=3`), or undefined; a bad one is a 400 naming it. */
export function numberParam(visit: SiteVisit, name: string, label: string): number | undefined {
  const value = visit.query[name];
  if (value === undefined || value === '') return undefined;
  if (!WHOLE.test(value) || Number(value) < 1) throw new SiteRequestError(`${label} must be chosen from the list`);
  return Number(value);
}

/**
 * The page of one item at `path` (`/videos/:id`): the item `find` gives for the route's `:id` (a
 * bad id, or null, is the site's 404), rendered by `view`.
 */
export function itemPage<E>(
  path: string,
  find: (visit: SiteVisit, id: number) => Promise<E | null>,
  view: (item: E, visit: SiteVisit) => SiteView | Promise<SiteView>,
): SitePage {
  return {
    path,
    async render(visit) {
      const id = idOf(visit);
      const item = id === null ? null : await find(visit, id);
      return item ? view(item, visit) : null;
    },
  };
}
