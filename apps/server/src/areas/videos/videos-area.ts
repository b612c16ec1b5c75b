import { defineArea } from '../../platform/area.js';
import { videos as videosTables } from './migrations/2026-11-25-006-videos.js';
import { videos, videosRoutes } from './videos-routes.js';
import { seedVideos } from './videos-seed.js';

/** The video gallery (docs/product/videos.md). */
export const videosArea = defineArea({
  name: 'video gallery',
  tables: ['videos'],
  migrations: { '2026-11-25-006-videos': videosTables },
  routes: videosRoutes,
  resources: { videos },
  seedDemo: seedVideos,
});
