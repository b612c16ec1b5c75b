import type { Kysely } from 'kysely';
import { idOf, integer, optional, ordered, url, varchar } from './columns.js';
import { contentTable, dropTables, orderedListIndex, type EngineMigration } from './helpers.js';

/**
 * Spotlight: a website's categories, in `order_no` from 1, and each category's stars, in theirs,
 * served by `(website_id, order_no, id)` and `(website_id, category_id, order_no, id)`. A star's
 * percentage is kept in tenths (97.5 is 975), exactly as the spec's steps of 0.1 allow.
 */
export const spotlight: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'spotlight_categories', {
      name: varchar(255),
      description: varchar(1000),
      ...ordered,
    }).execute();
    await orderedListIndex(db, 'spotlight_categories');

    await contentTable(db, engine, 'spotlight_stars', {
      category_id: idOf('spotlight_categories'),
      name: varchar(255),
      academic_class: varchar(100),
      percentage_tenths: integer(),
      year: integer(),
      description: varchar(1000),
      img_url: optional(url()),
      ...ordered,
    }).execute();
    await orderedListIndex(db, 'spotlight_stars', 'category_id');
  },

  async down(db: Kysely<unknown>) {
    await dropTables(db, ['spotlight_stars', 'spotlight_categories']);
  },
};
