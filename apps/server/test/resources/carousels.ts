import { expect } from 'vitest';
import type { PublicCases } from '../site-support.js';
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
export const carouselsOnHome: PublicCases = {
  area: 'carousels',
  list: '/',
  shown: async ({ admin }) => onHome(await carousels.create(admin, { status: 'active' })),
  hidden: {
    draft: async ({ admin }) => onHome(await carousels.create(admin, { status: 'draft' })),
    inactive: async ({ admin }) => onHome(await carousels.create(admin, { status: 'inactive' })),
    deleted: async ({ admin }) => {
      const carousel = await carousels.create(admin, { status: 'active' });
      expect((await carousels.remove(admin, carousel.id)).statusCode).toBe(200);
      return onHome(carousel);
    },
    "another website's": async ({ other }) => onHome(await carousels.create(other, { status: 'active' })),
  },
};
const onHome = (carousel: { title: string }) => ({ path: '/', text: carousel.title });
