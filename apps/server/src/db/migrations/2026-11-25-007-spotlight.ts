import type { Kysely } from 'kysely';
import { contentTable, orderedListIndex, type EngineMigration } from './helpers.js';

/**
 * Spotlight: a website's categories, in `order_no` from 1, and each category's stars, in theirs,
 * served by `(website_id, order_no, id)` and `(website_id, category_id, order_no, id)`. A star's
 * percentage is kept in tenths (97.5 is 975), exactly as the spec's steps of 0.1 allow.
 */
export const spotlight: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'spotlight_categories', (table) =>
      table
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('description', 'varchar(1000)', (col) => col.notNull())
        .addColumn('order_no', 'integer', (col) => col.notNull()),
    ).execute();
    await orderedListIndex(db, 'spotlight_categories');

    await contentTable(db, engine, 'spotlight_stars', (table) =>
      table
        .addColumn('category_id', 'integer', (col) => col.notNull().references('spotlight_categories.id'))
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('academic_class', 'varchar(100)', (col) => col.notNull())
        .addColumn('percentage_tenths', 'integer', (col) => col.notNull())
        .addColumn('year', 'integer', (col) => col.notNull())
        .addColumn('description', 'varchar(1000)', (col) => col.notNull())
        .addColumn('img_url', 'varchar(2048)')
        .addColumn('order_no', 'integer', (col) => col.notNull()),
    ).execute();
    await orderedListIndex(db, 'spotlight_stars', 'category_id');
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('spotlight_stars').execute();
    await db.schema.dropTable('spotlight_categories').execute();
  },
};
