import { photoAlbumsArea } from '../../src/areas/photo-albums/photo-albums-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const photoAlbums = resourceOf(photoAlbumsArea.resources.photoAlbums, () => ({ name: unique('Album') }));
