import { defineArea } from '../../platform/area.js';
import { spotlight } from './migrations/2026-11-25-007-spotlight.js';
import { spotlightRoutes } from './spotlight-routes.js';
import { spotlightSite } from './spotlight-site.js';
import { seedSpotlight } from './spotlight-seed.js';

/** Spotlight: categories and their stars (docs/product/spotlight.md). */
export const spotlightArea = defineArea({
  name: 'spotlight',
  migrations: { '2026-11-25-007-spotlight': spotlight },
  site: spotlightSite,
  routes: spotlightRoutes,
  seedDemo: seedSpotlight,
});
