import { defineArea } from '../../platform/area.js';
import { navigation } from './migrations/2026-11-25-002-navigation.js';
import { navigationRoutes } from './navigation-routes.js';
import { navigationSite } from './navigation-site.js';
import { seedNavigation } from './navigation-seed.js';

/** The navigation menu (docs/product/navigation.md). */
export const navigationArea = defineArea({
  name: 'navigation menu',
  migrations: { '2026-11-25-002-navigation': navigation },
  site: navigationSite,
  routes: navigationRoutes,
  seedDemo: seedNavigation,
});
