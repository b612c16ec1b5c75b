import { defineArea } from '../../platform/area.js';
import { videos } from './migrations/2026-11-25-006-videos.js';
import { videosRoutes } from './videos-routes.js';
import { videosSite } from './videos-site.js';
import { seedVideos } from './videos-seed.js';

/** The video gallery (docs/product/videos.md). */
export const videosArea = defineArea({
  name: 'video gallery',
  migrations: { '2026-11-25-006-videos': videos },
  site: videosSite,
  routes: videosRoutes,
  seedDemo: seedVideos,
});
