import { navItemsContract } from '@cms/contract';
import { defineArea } from '../../platform/area.js';
import { navigation } from './migrations/2026-11-25-002-navigation.js';
import { navTable } from './navigation-repository.js';
import { navigationRoutes } from './navigation-routes.js';
import { seedNavigation } from './navigation-seed.js';

/** The navigation menu (docs/product/navigation.md). */
export const navigationArea = defineArea({
  name: 'navigation menu',
  tables: ['nav_items'],
  migrations: { '2026-11-25-002-navigation': navigation },
  routes: navigationRoutes,
  resources: { navItems: { contract: navItemsContract, table: navTable } },
  seedDemo: seedNavigation,
});
