import { expect } from 'vitest';
import type { PublicCases } from '../site-support.js';
import { photoAlbumsArea } from '../../src/areas/photo-albums/photo-albums-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const photoAlbums = resourceOf(photoAlbumsArea.resources.photoAlbums, () => ({ name: unique('Album') }));

/** Photo albums on the public site: every album of the website (an album has no draft state). */
export const photoAlbumsOnSite: PublicCases = {
  area: 'photo albums',
  list: '/albums',
  shown: async ({ admin }) => onSite(await photoAlbums.create(admin)),
  hidden: {
    deleted: async ({ admin }) => {
      const album = await photoAlbums.create(admin);
      expect((await photoAlbums.remove(admin, album.id)).statusCode).toBe(200);
      return onSite(album);
    },
    "another website's": async ({ other }) => onSite(await photoAlbums.create(other)),
  },
};
const onSite = (album: { id: number; name: string }) => ({ path: `/albums/${album.id}`, text: album.name });
