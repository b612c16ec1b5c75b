import type { Kysely } from 'kysely';
import { idOf, optional, url, varchar } from './columns.js';
import { contentTable, dropTables, index, listIndexes, type EngineMigration } from './helpers.js';

/**
 * Photo albums and their photos (spec 02 §7). Albums are listed newest first; an album's photos by
 * `(website_id, album_id, id)`. Photos go with their album, in one transaction (DESIGN §7).
 */
export const photoAlbums: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'photo_albums', { name: varchar(255) }).execute();
    await listIndexes(db, 'photo_albums');
    await contentTable(db, engine, 'photos', {
      album_id: idOf('photo_albums'),
      url: url(),
      caption: varchar(500),
      thumbnail_url: optional(url()),
      web_url: optional(url()),
    }).execute();
    await index(db, 'photos_website_album_id', 'photos', ['website_id', 'album_id', 'id']);
  },

  async down(db: Kysely<unknown>) {
    await dropTables(db, ['photos', 'photo_albums']);
  },
};
