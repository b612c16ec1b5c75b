import type { Kysely } from 'kysely';
import { ordered, url, varchar } from './columns.js';
import { contentTable, dropTables, orderedListIndex, type EngineMigration } from './helpers.js';

/**
 * The video gallery: a website's videos, in `order_no` from 1, listed by `(website_id, order_no, id)`.
 * The still image is derived from the address when read, so it is not stored.
 */
export const videos: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'videos', {
      name: varchar(255),
      video_url: url(),
      video_source_type: varchar(20),
      ...ordered,
    }).execute();
    await orderedListIndex(db, 'videos');
  },

  async down(db: Kysely<unknown>) {
    await dropTables(db, ['videos']);
  },
};
