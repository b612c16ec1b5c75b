import { defineArea } from '../../platform/area.js';
import { media } from './migrations/2026-11-25-009-media.js';
import { mediaRoutes } from './media-routes.js';
import { seedMedia } from './media-seed.js';

/** The media library (docs/product/media.md). */
export const mediaArea = defineArea({
  name: 'media library',
  migrations: { '2026-11-25-009-media': media },
  routes: mediaRoutes,
  seedDemo: seedMedia,
});
