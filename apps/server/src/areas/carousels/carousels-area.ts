import { defineArea } from '../../platform/area.js';
import { carousels } from './migrations/2026-11-25-012-carousels.js';
import { carouselsRoutes } from './carousels-routes.js';
import { seedCarousels } from './carousels-seed.js';

/** Carousels and their elements (docs/product/carousels.md). */
export const carouselsArea = defineArea({
  name: 'carousels',
  migrations: { '2026-11-25-012-carousels': carousels },
  routes: carouselsRoutes,
  seedDemo: seedCarousels,
});
