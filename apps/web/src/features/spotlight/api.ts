import { spotlightCategoriesContract, spotlightStarsContract } from '@cms/contract';
import { defineChildResource, defineResource } from '@/lib/resource';
import { spotlightArea } from './area';

/** Spotlight categories (`/misc/cms/spotlight/cac/categories`), read whole, numbered from 1 (docs/product/spotlight.md §4, §7). */
export const categoriesResource = defineResource({
  contract: spotlightCategoriesContract,
  screens: { ...spotlightArea.menu, title: 'Spotlight Categories' },
});

/**
 * One category's stars (`.../categories/{id}/stars`), a page at a time, numbered from 1, listed on
 * the category's screen; a star added or removed changes its category's count.
 */
export const starsOf = defineChildResource(categoriesResource, {
  contract: spotlightStarsContract,
  screens: { title: 'Stars' },
});
