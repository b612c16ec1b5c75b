import type { Kysely } from 'kysely';
import { contentTable, orderedListIndex, type EngineMigration } from './helpers.js';

/**
 * The video gallery: a website's videos, in `order_no` from 1, listed by `(website_id, order_no, id)`.
 * The still image is derived from the address when read, so it is not stored.
 */
export const videos: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'videos', (table) =>
      table
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('video_url', 'varchar(2048)', (col) => col.notNull())
        .addColumn('video_source_type', 'varchar(20)', (col) => col.notNull())
        .addColumn('order_no', 'integer', (col) => col.notNull()),
    ).execute();
    await orderedListIndex(db, 'videos');
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('videos').execute();
  },
};
