import { Star } from 'lucide-react';
import { sidebarArea, type SidebarArea } from '@/lib/area';

/** Spotlight categories and their stars (docs/product/spotlight.md §2). */
export const spotlightArea: SidebarArea = sidebarArea(
  { title: 'Spotlight', icon: Star, card: 'Spotlight categories and stars' },
  {
    '/spotlight/categories': () =>
      import('./screens/spotlight-categories-screen').then((m) => m.SpotlightCategoriesScreen),
    // The reference's {categoryId}; `:id` is what the kit's item routes read.
    '/spotlight/categories/:id': () => import('./screens/spotlight-stars-screen').then((m) => m.SpotlightStarsScreen),
  },
);
