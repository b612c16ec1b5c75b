import { pagesArea } from '../../src/areas/pages/pages-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';
import { resourceCases } from '../site-support.js';

/** A page of one text block; its slug comes from its title, unique like the title. */
export const pages = resourceOf(pagesArea.resources.pages, () => ({
  title: unique('Page'),
  blocks: [{ type: 'text', content: { html: '<p>Welcome</p>' } }],
}));

/** Pages on the public site, at `/{slug}`: only the website's published pages. They have no list. */
export const pagesOnSite = resourceCases(pagesArea, pages, {
  paths: ['/:slug'],
  api: ['/pages/:slug', '/pages'],
  shown: { status: 'published' },
  hidden: { draft: { status: 'draft' }, archived: { status: 'archived' } },
});
