import type { Kysely } from 'kysely';
import { contentTable, listIndexes, type EngineMigration } from './helpers.js';

/**
 * Photo albums and their photos (spec 02 §7). Albums are listed newest first; an album's photos by
 * `(website_id, album_id, id)`. Photos go with their album, in one transaction (DESIGN §7).
 */
export const photoAlbums: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'photo_albums', (table) =>
      table.addColumn('name', 'varchar(255)', (col) => col.notNull()),
    ).execute();
    await listIndexes(db, 'photo_albums');
    await contentTable(db, engine, 'photos', (table) =>
      table
        .addColumn('album_id', 'integer', (col) => col.notNull().references('photo_albums.id'))
        .addColumn('url', 'varchar(2048)', (col) => col.notNull())
        .addColumn('caption', 'varchar(500)', (col) => col.notNull())
        .addColumn('thumbnail_url', 'varchar(2048)')
        .addColumn('web_url', 'varchar(2048)'),
    ).execute();
    await db.schema
      .createIndex('photos_website_album_id')
      .on('photos')
      .columns(['website_id', 'album_id', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('photos').execute();
    await db.schema.dropTable('photo_albums').execute();
  },
};
