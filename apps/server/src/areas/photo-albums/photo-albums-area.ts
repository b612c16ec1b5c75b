import { defineArea } from '../../platform/area.js';
import { photoAlbums } from './migrations/2026-11-25-010-photo-albums.js';
import { photoOrderCover } from './migrations/2026-12-03-001-photo-order-cover.js';
import { photoAlbumsRoutes } from './photo-albums-routes.js';
import { photoAlbumsSite } from './photo-albums-site.js';
import { seedPhotoAlbums } from './photo-albums-seed.js';

/** Photo albums and their photos (docs/product/photo-albums.md). */
export const photoAlbumsArea = defineArea({
  name: 'photo albums',
  migrations: {
    '2026-11-25-010-photo-albums': photoAlbums,
    '2026-12-03-001-photo-order-cover': photoOrderCover,
  },
  site: photoAlbumsSite,
  routes: photoAlbumsRoutes,
  seedDemo: seedPhotoAlbums,
});
