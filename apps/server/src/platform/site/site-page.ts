import type { ReactElement } from 'react';
import type { Executor } from '../../db/database.js';
import type { SitePreview } from './preview.js';

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
  /** The route's parameters (`:id`, `:slug`), as text. */
  params: Readonly<Record<string, string>>;
  /** The query string's single values. */
  query: Readonly<Record<string, string | undefined>>;
  /** When the page is rendered (ISO UTC): windows and schedules are judged by it. */
  at: string;
  /** The school's time zone, in which dates and times are shown. */
  timeZone: string;
}

/** A page as its area renders it: its title (the tab's and the `h1`'s), its description, its main content. */
export interface SiteView {
  title: string;
  /** The meta description (a page's own, a news item's summary). */
  description?: string;
  /** The `main` element's content, which starts with the page's one `h1`. */
  body: ReactElement;
}

/**
 * One public page of an area, at a path of the site (`/news/:id`, relative to the site's root);
 * `render` answers null when there is nothing public to show, and the visitor gets the site's 404.
 */
export interface SitePage {
  path: string;
  render(visit: SiteVisit): Promise<SiteView | null>;
}

/** An area's public pages (its declaration's `site`), and the items staff may preview before they are public. */
export interface AreaSite {
  pages: readonly SitePage[];
  /** Its item pages shown whatever their status through a preview link (`sitePreview`, `preview.ts`). */
  previews?: readonly SitePreview[];
}

/** A public page's address refused as it was asked (a page number that is not one): a 400 page with `message`. */
export class SiteRequestError extends Error {}

const WHOLE = /^\d{1,9}$/;

/** The route's `:id`: a whole number, or null (a 404: no such item). */
export function idOf(visit: SiteVisit, name = 'id'): number | null {
  const value = visit.params[name];
  return value !== undefined && WHOLE.test(value) && Number(value) > 0 ? Number(value) : null;
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
