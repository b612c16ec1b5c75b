import { adminHostFor, SITE_PREFIX } from '@cms/contract';
import type { FastifyRequest } from 'fastify';
import { findWebsiteByAdminUrl } from '../areas/websites/websites-repository.js';
import type { AppDeps } from '../platform/deps.js';
import { siteOf } from '../platform/site/site-hosts.js';

/** Where a site request is for: its website and the start of its links ('' on its own host, '/site' on the server's). */
export interface Addressed {
  websiteId: number;
  base: string;
}

/** What a request to an address that is no website's site is answered. */
export const NO_WEBSITE = 'No website is served at this address';

/**
 * The website a request of the site (a page, a file, the public content API) is for
 * (docs/design.md §10): the one whose public host it came to (`SiteHosts` noted it as the URL was
 * rewritten), else, on the server's own address, the one the console's host is (`adminHostFor`);
 * null when neither is a website. Both are found in memory (no query on the way to a kept page);
 * only a host not known there is looked for in the database (a website made by another process
 * within the last second).
 */
export async function addressed(
  deps: Pick<AppDeps, 'db' | 'config' | 'siteHosts'>,
  request: FastifyRequest,
): Promise<Addressed | null> {
  const fromHost = siteOf(request.raw);
  if (fromHost !== undefined) return { websiteId: fromHost, base: '' };
  const adminHost = adminHostFor(request.host, deps.config.defaultAdminHost);
  const known = deps.siteHosts.websiteAt(adminHost);
  if (known !== undefined) return { websiteId: known, base: SITE_PREFIX };
  const website = await findWebsiteByAdminUrl(deps.db, adminHost);
  return website ? { websiteId: website.id, base: SITE_PREFIX } : null;
}
