import { PREVIEW_MINUTES, type ResourceContract } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import type { TokenService } from '../tokens.js';
import type { SiteView, SiteVisit } from './site-page.js';

/*
 * Preview links (docs/design.md §10): staff see a saved item, whatever its status, as its public
 * page will show it, at `/preview/{token}` on the website's site. The token is signed with the
 * app's secret for this use alone and names one item of one website; it works for
 * `PREVIEW_MINUTES`, and the page it opens is never indexed or stored.
 */

/** The resource an item page is previewed from: a `tableResource`, whose `findAny` reads a row whatever its status. */
export interface PreviewedResource<E> {
  contract: ResourceContract;
  table: { thing: string };
  findAny(db: Executor, websiteId: number, id: number): Promise<E | null>;
}

/** One kind of item an area lets staff preview: its resource's items, rendered as their public page. */
export interface SitePreview {
  /** The kind a link names: the resource's tag ('news', 'blogs'). */
  kind(): string;
  /** The resource's contract (its read permission, its words) and what a missing row is ('News'). */
  resource(): { contract: ResourceContract; thing: string };
  /** Whether the website has the item, in any status (not deleted). */
  exists(db: Executor, websiteId: number, id: number): Promise<boolean>;
  /** The item's page, or null when the website no longer has it. */
  render(visit: SiteVisit, id: number): Promise<SiteView | null>;
}

/**
 * An area's preview of its items (`AreaSite.previews`): its resource, read when asked (the routes'
 * module may still be loading as the site's is), and the item page's rendering, the same its public
 * page uses: `sitePreview(() => pages, (visit, page) => pageView(visit, page))`.
 */
export function sitePreview<E>(
  resource: () => PreviewedResource<E>,
  render: (visit: SiteVisit, item: E) => SiteView,
): SitePreview {
  return {
    kind: () => resource().contract.tag,
    resource: () => ({ contract: resource().contract, thing: resource().table.thing }),
    exists: async (db, websiteId, id) => (await resource().findAny(db, websiteId, id)) !== null,
    async render(visit, id) {
      const item = await resource().findAny(visit.db, visit.websiteId, id);
      return item === null ? null : render(visit, item);
    },
  };
}

/** What a preview link names: one item of one kind, of one website. */
export interface PreviewClaims {
  kind: string;
  id: number;
  websiteId: number;
}

const PREVIEW_AUDIENCE = 'site-preview';
export const PREVIEW_SECONDS = PREVIEW_MINUTES * 60;

/** A preview link's token, valid for `PREVIEW_SECONDS` from now. */
export const signPreview = (tokens: TokenService, { kind, id, websiteId }: PreviewClaims) =>
  tokens.signFor(PREVIEW_AUDIENCE, { kind, sub: String(id), wid: websiteId }, PREVIEW_SECONDS);

/** What a preview token names; 'expired' once its time is up; null for anything tampered with or not a preview's. */
export async function readPreview(tokens: TokenService, token: string): Promise<PreviewClaims | 'expired' | null> {
  const payload = await tokens.verifyFor(PREVIEW_AUDIENCE, token);
  if (payload === null || payload === 'expired') return payload;
  const id = Number(payload.sub);
  const { kind, wid } = payload;
  if (typeof kind !== 'string' || typeof wid !== 'number' || !Number.isInteger(id) || id < 1) return null;
  return { kind, id, websiteId: wid };
}
