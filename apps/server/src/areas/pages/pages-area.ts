import { defineArea } from '../../platform/area.js';
import { pages } from './migrations/2026-11-25-011-pages.js';
import { pagesRoutes } from './pages-routes.js';
import { pagesSite } from './pages-site.js';
import { seedPages } from './pages-seed.js';

/** Pages of blocks, each saved whole (docs/product/pages.md). */
export const pagesArea = defineArea({
  name: 'pages',
  migrations: { '2026-11-25-011-pages': pages },
  site: pagesSite,
  routes: pagesRoutes,
  seedDemo: seedPages,
});
