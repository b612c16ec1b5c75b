import { expect } from 'vitest';
import { pagesArea } from '../../src/areas/pages/pages-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';
import type { PublicCases } from '../site-support.js';

/** A page of one text block; its slug comes from its title, unique like the title. */
export const pages = resourceOf(pagesArea.resources.pages, () => ({
  title: unique('Page'),
  blocks: [{ type: 'text', content: { html: '<p>Welcome</p>' } }],
}));

/** Pages on the public site, at `/{slug}`: only the website's published pages. They have no list. */
export const pagesOnSite: PublicCases = {
  area: 'pages',
  shown: async ({ admin }) => onSite(await pages.create(admin, { status: 'published' })),
  hidden: {
    draft: async ({ admin }) => onSite(await pages.create(admin, { status: 'draft' })),
    archived: async ({ admin }) => onSite(await pages.create(admin, { status: 'archived' })),
    deleted: async ({ admin }) => {
      const page = await pages.create(admin, { status: 'published' });
      expect((await pages.remove(admin, page.id)).statusCode).toBe(200);
      return onSite(page);
    },
    "another website's": async ({ other }) => onSite(await pages.create(other, { status: 'published' })),
  },
};
const onSite = (page: { slug: string; title: string }) => ({ path: `/${page.slug}`, text: page.title });
