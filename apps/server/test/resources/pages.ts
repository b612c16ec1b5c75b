import { pagesArea } from '../../src/areas/pages/pages-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

/** A page of one text block; its slug comes from its title, unique like the title. */
export const pages = resourceOf(pagesArea.resources.pages, () => ({
  title: unique('Page'),
  blocks: [{ type: 'text', content: { html: '<p>Welcome</p>' } }],
}));
