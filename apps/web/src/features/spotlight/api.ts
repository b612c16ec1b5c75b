import { Star } from 'lucide-react';
import {
  spotlightCategoriesContract,
  spotlightCategoriesMessages,
  spotlightStarsContract,
  spotlightStarsMessages,
  type SpotlightCategory,
  type SpotlightCategoryRequest,
  type SpotlightStar,
  type SpotlightStarRequest,
} from '@cms/contract';
import { defineChildResource, defineResource } from '@/lib/resource';

/** Spotlight categories (`/misc/cms/spotlight/cac/categories`), read whole, numbered from 1 (spec 02 §4, §7). */
export const categoriesResource = defineResource<SpotlightCategory, SpotlightCategoryRequest>({
  key: 'spotlight',
  contract: spotlightCategoriesContract,
  messages: spotlightCategoriesMessages,
  orderBase: 1,
  screens: {
    path: '/spotlight/categories',
    title: 'Spotlight Categories',
    thing: ['Category', 'category', 'categories'],
    icon: Star,
  },
});

/** One category's stars (`.../categories/{id}/stars`), a page at a time, numbered from 1. */
export const starsOf = defineChildResource<SpotlightStar, SpotlightStarRequest>((categoryId) => ({
  key: 'spotlight-stars',
  contract: spotlightStarsContract,
  messages: spotlightStarsMessages,
  orderBase: 1,
  // A star added or removed changes its category's count.
  parent: categoriesResource,
  screens: {
    path: `/spotlight/categories/${categoryId}`,
    title: 'Stars',
    thing: ['Star', 'star', 'stars'],
    icon: Star,
  },
}));
