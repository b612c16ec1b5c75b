import { z } from 'zod';
import { id } from './common.js';

/**
 * The public site's addresses (docs/design.md §10), shared by the server that answers them and the
 * console that hands them out, and the console's call for a preview link.
 */

/** Where the site is served on the server's own address (a website without a public URL of its own). */
export const SITE_PREFIX = '/site';

/** The site's own files (its style sheet), answered on every host and never taken for a page. */
export const SITE_ASSETS = '/site-assets';

/**
 * The first segment of every address the site answers itself, and of the site's prefix: no page may
 * take one of them as its slug (docs/product/pages.md §5), or the site's page would hide it.
 */
export const SITE_ROUTES = [
  'site',
  'site-assets',
  'uploads',
  'news',
  'blog',
  'notices',
  'staff',
  'bell-schedules',
  'albums',
  'videos',
  'classes',
  'spotlight',
  'events',
  'polls',
  'preview',
  'search',
] as const;

/** The words of a slug that a site route uses. */
export const reservedSlugMessage = (slug: string) =>
  `The slug "${slug}" is the address of one of the site's own pages; choose another`;

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '::1']);

/**
 * The admin host a website is looked up by (docs/design.md §9.8): the request's host, or
 * `defaultHost` when it is a local or preview host (development, a review app, the demo).
 */
export function adminHostFor(host: string, defaultHost: string): string {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const isLocal =
    LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost') || /(^|[.-])preview([.-]|$)/.test(hostname);
  return isLocal ? defaultHost : host.toLowerCase();
}

/**
 * An address on a website's public site: its public URL, or the console's origin with the site's
 * prefix when the website has none of its own, followed by the page's path ('/blog/7').
 */
export function publicUrlOf(publicUrl: string | null | undefined, origin: string, path: string): string {
  const base = publicUrl?.trim() ? publicUrl.trim() : `${origin.replace(/\/+$/, '')}${SITE_PREFIX}`;
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** How long a preview link works (docs/design.md §10). */
export const PREVIEW_MINUTES = 15;

/**
 * The console's call for a preview link (docs/design.md §10): `POST` with a saved item of the
 * user's website, named by its resource's tag (`newsContract.tag`, 'news') and its id.
 */
export const sitePreviewPaths = { link: '/misc/cms/preview' } as const;

export const sitePreviewRequest = z.object({
  kind: z.string({ error: 'Kind is required' }).min(1, 'Kind is required').max(60, 'Must be at most 60 characters'),
  id,
});
export type SitePreviewRequest = z.infer<typeof sitePreviewRequest>;

/**
 * A preview link: the item's public page, whatever its status, at `/preview/{token}` on the
 * website's site, for `PREVIEW_MINUTES`; `expiresAt` is when it stops working (ISO UTC).
 */
export const sitePreviewLink = z.object({ url: z.string(), expiresAt: z.string() });
export type SitePreviewLink = z.infer<typeof sitePreviewLink>;
