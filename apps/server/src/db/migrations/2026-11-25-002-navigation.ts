import type { Kysely } from 'kysely';
import { contentTable, type EngineMigration } from './helpers.js';

/**
 * The navigation menu: items of a website, top-level (`parent_id` null) or submenus of a top-level
 * item, each list ordered by `order_no` from 1. The tree is read whole, served by
 * `(website_id, parent_id, order_no)`; a submenu's parent must exist (its submenus go first on delete).
 */
export const navigation: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'nav_items', (table) =>
      table
        .addColumn('parent_id', 'integer', (col) => col.references('nav_items.id'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('route', 'varchar(2048)', (col) => col.notNull())
        .addColumn('order_no', 'integer', (col) => col.notNull()),
    ).execute();
    await db.schema
      .createIndex('nav_items_website_parent_order')
      .on('nav_items')
      .columns(['website_id', 'parent_id', 'order_no'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('nav_items').execute();
  },
};
