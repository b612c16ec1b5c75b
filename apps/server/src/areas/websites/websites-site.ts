import { website } from '@cms/contract';
import { publicEntity, publicItem } from '../../platform/site/public-api.js';
import type { AreaSite } from '../../platform/site/site-page.js';
import { findWebsite } from './websites-repository.js';

/**
 * The website in the public content API (docs/design.md §10), as its site's header and footer show
 * it: its name, theme, contact details, social links and time zone; never its admin host, where its
 * staff sign in.
 */
export const websitesSite: AreaSite = {
  api: () => [
    publicItem(
      'website',
      publicEntity(website, ['adminUrl']),
      {
        summary: 'The website: its name, theme, contact details, social links and time zone',
        missing: 'Website not found',
      },
      (visit) => findWebsite(visit.db, visit.websiteId),
    ),
  ],
};
