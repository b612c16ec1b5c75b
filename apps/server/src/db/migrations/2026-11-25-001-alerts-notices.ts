import type { Kysely } from 'kysely';
import {
  addRowCountTriggers,
  contentTable,
  dropRowCountTriggers,
  listIndexes,
  type EngineMigration,
} from './helpers.js';

/**
 * Alerts (with a severity and an optional window) and notice board messages. Both list newest
 * first, served by `(website_id, id)`; notices also by status, with their totals in `row_counts`.
 */
export const alertsNotices: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'alerts', (table) =>
      table
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('header', 'varchar(255)', (col) => col.notNull())
        .addColumn('body', 'varchar(2000)', (col) => col.notNull())
        .addColumn('footer', 'varchar(500)', (col) => col.notNull().defaultTo(''))
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('severity', 'varchar(20)', (col) => col.notNull().defaultTo('information'))
        .addColumn('starts_at', 'varchar(32)')
        .addColumn('ends_at', 'varchar(32)'),
    ).execute();
    await listIndexes(db, 'alerts');
    await addRowCountTriggers(db, engine, 'alerts', []);

    await contentTable(db, engine, 'notices', (table) =>
      table
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('summary', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
        .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('status', 'varchar(20)', (col) => col.notNull()),
    ).execute();
    await listIndexes(db, 'notices', ['status']);
    await addRowCountTriggers(db, engine, 'notices', ['status']);
  },

  async down(db: Kysely<unknown>, engine) {
    await dropRowCountTriggers(db, engine, 'notices');
    await dropRowCountTriggers(db, engine, 'alerts');
    await db.schema.dropTable('notices').execute();
    await db.schema.dropTable('alerts').execute();
  },
};
