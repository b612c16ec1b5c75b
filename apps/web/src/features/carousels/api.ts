import { carouselElementsContract, carouselsContract } from '@cms/contract';
import { defineChildResource, defineResource } from '@/lib/resource';
import { carouselsArea } from './area';

/** Carousels (`/misc/cms/crac/carousels`, docs/design.md §9.2): listed at /carousel-list, shown and edited at /carousel/{id}. */
export const carouselsResource = defineResource({
  contract: carouselsContract,
  screens: { ...carouselsArea.menu },
});

/**
 * One carousel's elements (`.../carousels/{id}/elements`), added, edited and reordered in the
 * element dialog; the carousel answers its elements, so a change of one shows there.
 */
export const elementsOf = defineChildResource(carouselsResource, {
  contract: carouselElementsContract,
});
