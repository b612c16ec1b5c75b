import { defineArea } from '../../platform/area.js';
import { carousels as carouselsTables } from './migrations/2026-11-25-012-carousels.js';
import { carouselElementCalls, carousels, carouselsRoutes } from './carousels-routes.js';
import { seedCarousels } from './carousels-seed.js';

/** Carousels and their elements (docs/product/carousels.md). */
export const carouselsArea = defineArea({
  name: 'carousels',
  tables: ['carousels', 'carousel_elements'],
  migrations: { '2026-11-25-012-carousels': carouselsTables },
  routes: carouselsRoutes,
  resources: { carousels, elements: carouselElementCalls },
  seedDemo: seedCarousels,
});
