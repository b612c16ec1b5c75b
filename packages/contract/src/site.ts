/**
 * The public site's addresses (docs/design.md §10), shared by the server that answers them and the
 * console that hands them out. Free of zod: the console's first screen finds its website with
 * `adminHostFor` (`@cms/contract/site`); the preview call's schemas are in `site-preview.ts`.
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
  'api',
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
