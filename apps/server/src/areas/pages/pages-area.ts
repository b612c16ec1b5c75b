import { defineArea } from '../../platform/area.js';
import { pages as pagesTables } from './migrations/2026-11-25-011-pages.js';
import { pages, pagesRoutes } from './pages-routes.js';
import { seedPages } from './pages-seed.js';

/** Pages of blocks, each saved whole (docs/product/pages.md). */
export const pagesArea = defineArea({
  name: 'pages',
  tables: ['pages', 'page_blocks'],
  migrations: { '2026-11-25-011-pages': pagesTables },
  routes: pagesRoutes,
  resources: { pages },
  seedDemo: seedPages,
});
