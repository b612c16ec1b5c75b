import { videosContract } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { registerResourceReorder } from '../../platform/kit/ordering.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { videosTable } from './videos-repository.js';

/**
 * Videos: a new one goes last, with its source `youtube` unless the body names another (docs/design.md §9.17).
 * A video has no draft state: the public site shows every video of the website, in order.
 */
export const videos = tableResource(videosContract, videosTable, {
  columns: ['name', 'videoUrl', 'videoSourceType'],
  visible: {},
});

/** The video gallery (`/misc/cms/vac/videos`), docs/product/videos.md §7. */
export const videosRoutes = areaRoutes({ videos }, async (app) => {
  // A video's address may be an uploaded file (the orphan sweep keeps it).
  app.deps.fileUses.keep({ table: 'videos', urls: ['video_url'] });
  registerResourceReorder(app, videos);
});
