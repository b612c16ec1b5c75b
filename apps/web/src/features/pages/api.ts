import { pagesContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';
import { pagesArea } from './area';

/**
 * Pages (`/misc/cms/pgac/pages`, docs/design.md §9.2): the list, and one editor per page at
 * `/pages/{id}/edit` (`/pages/new` for a new one); a page has no read-only screen.
 */
export const pagesResource = defineResource({
  contract: pagesContract,
  screens: {
    ...pagesArea.menu,
    item: { path: (id) => `/pages/${id}/edit`, create: '/pages/new' },
  },
  site: { path: (page) => `/${page.slug}`, shown: (page) => page.status === 'published', preview: true },
});
