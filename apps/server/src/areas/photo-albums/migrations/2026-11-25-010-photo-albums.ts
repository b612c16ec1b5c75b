import { idOf, optional, url, varchar } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

/**
 * Photo albums and their photos (docs/product/photo-albums.md §7). Albums are listed newest first; an album's photos by
 * `(website_id, album_id, id)`. Photos go with their album, in one transaction (docs/design.md §7).
 */
export const photoAlbums = contentTables({
  photo_albums: { columns: { name: varchar(255) }, newestFirst: true },
  photos: {
    columns: {
      album_id: idOf('photo_albums'),
      url: url(),
      caption: varchar(500),
      thumbnail_url: optional(url()),
      web_url: optional(url()),
    },
    indexes: { photos_website_album_id: ['website_id', 'album_id', 'id'] },
  },
});
