import { resourceCases } from '../site-support.js';
import { carouselsArea } from '../../src/areas/carousels/carousels-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

/** A carousel of one element (its title, link and image required: docs/product/carousels.md §5). */
export const carousels = resourceOf(carouselsArea.resources.carousels, () => ({
  title: unique('Carousel'),
  link: 'https://www.riverside.example/welcome',
  elements: [{ image: 'https://cdn.riverside.example/images/front.jpg', description: 'The front entrance' }],
}));

/**
 * The carousel on the home page: only the newest active carousel of the website. It has no page of
 * its own, so each case's page is the home page (`site-media.test.ts`).
 */
export const carouselsOnHome = resourceCases(carouselsArea, carousels, {
  paths: ['/', '/'],
  shown: { status: 'active' },
  hidden: { draft: { status: 'draft' }, inactive: { status: 'inactive' } },
});
