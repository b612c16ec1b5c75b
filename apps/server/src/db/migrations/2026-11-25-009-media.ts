import type { Kysely } from 'kysely';
import { contentTable, listIndexes, type EngineMigration } from './helpers.js';

/**
 * The media library (DESIGN §9.2): a website's files, newest first, filtered by type. An uploaded
 * file keeps what was told from its bytes (type, size, pixels) and its thumbnail and web-sized copy;
 * an item entered by URL has none of them.
 */
export const media: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'media', (table) =>
      table
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('media_url', 'varchar(2048)', (col) => col.notNull())
        .addColumn('media_type', 'varchar(20)', (col) => col.notNull())
        .addColumn('field', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('alt_text', 'varchar(500)', (col) => col.notNull().defaultTo(''))
        .addColumn('decorative', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('mime_type', 'varchar(100)')
        .addColumn('size', 'integer')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('thumbnail_url', 'varchar(2048)')
        .addColumn('web_url', 'varchar(2048)'),
    ).execute();
    await listIndexes(db, 'media', ['media_type']);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('media').execute();
  },
};
