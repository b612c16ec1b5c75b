import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** Photo albums, newest first. */
export interface PhotoAlbumsTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  /** One of the album's own photos, shown as its cover; null: the first photo. */
  cover_photo_id: number | null;
}
export type PhotoAlbumRow = Selectable<PhotoAlbumsTable>;

/** The photos of an album, uploaded (with a thumbnail and a web-sized copy) or by URL. */
export interface PhotosTable extends ContentAudit {
  id: Generated<number>;
  album_id: number;
  url: string;
  caption: string;
  thumbnail_url: string | null;
  web_url: string | null;
  /** Its place in the album, from 0, as the user chose. */
  order_no: number;
}
export type PhotoRow = Selectable<PhotosTable>;

declare module '../../db/schema.js' {
  interface Database {
    photo_albums: PhotoAlbumsTable;
    photos: PhotosTable;
  }
}
