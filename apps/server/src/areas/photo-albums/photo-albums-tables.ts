import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** Photo albums, newest first. */
export interface PhotoAlbumsTable extends ContentAudit {
  id: Generated<number>;
  name: string;
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
}
export type PhotoRow = Selectable<PhotosTable>;

declare module '../../db/schema.js' {
  interface Database {
    photo_albums: PhotoAlbumsTable;
    photos: PhotosTable;
  }
}
