import { resourceCases } from '../site-support.js';
import { photoAlbumsArea } from '../../src/areas/photo-albums/photo-albums-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const photoAlbums = resourceOf(photoAlbumsArea.resources.photoAlbums, () => ({ name: unique('Album') }));

/** Photo albums on the public site: every album of the website (an album has no draft state). */
export const photoAlbumsOnSite = resourceCases(photoAlbumsArea, photoAlbums, {
  paths: ['/albums/:id', '/albums'],
  api: ['/albums/:id', '/albums'],
});
