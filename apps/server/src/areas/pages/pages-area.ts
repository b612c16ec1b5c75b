import { pagesContract } from '@cms/contract';
import { defineArea } from '../../platform/area.js';
import { pages as pagesTables } from './migrations/2026-11-25-011-pages.js';
import { pagesTable } from './pages-repository.js';
import { pagesRoutes } from './pages-routes.js';
import { seedPages } from './pages-seed.js';

/** Pages of blocks, each saved whole (docs/product/pages.md). */
export const pagesArea = defineArea({
  name: 'pages',
  tables: ['pages', 'page_blocks'],
  migrations: { '2026-11-25-011-pages': pagesTables },
  routes: pagesRoutes,
  resources: { pages: { contract: pagesContract, table: pagesTable } },
  seedDemo: seedPages,
});
