import type { Kysely } from 'kysely';
import { addRowCountTriggers, dropRowCountTriggers, withAudit, withId, type EngineMigration } from './helpers.js';

/**
 * Alerts (with a severity and an optional window) and notice board messages. Both list newest
 * first, served by `(website_id, id)`; notices also by status, with their totals in `row_counts`.
 */
export const alertsNotices: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await withAudit(
      withId(engine, db.schema.createTable('alerts'))
        .addColumn('website_id', 'integer', (col) => col.notNull().references('websites.id'))
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('header', 'varchar(255)', (col) => col.notNull())
        .addColumn('body', 'varchar(2000)', (col) => col.notNull())
        .addColumn('footer', 'varchar(500)', (col) => col.notNull().defaultTo(''))
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('severity', 'varchar(20)', (col) => col.notNull().defaultTo('information'))
        .addColumn('starts_at', 'varchar(32)')
        .addColumn('ends_at', 'varchar(32)'),
    ).execute();
    await db.schema.createIndex('alerts_website_id').on('alerts').columns(['website_id', 'id']).execute();
    await addRowCountTriggers(db, engine, 'alerts', []);

    await withAudit(
      withId(engine, db.schema.createTable('notices'))
        .addColumn('website_id', 'integer', (col) => col.notNull().references('websites.id'))
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('summary', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
        .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('status', 'varchar(20)', (col) => col.notNull()),
    ).execute();
    await db.schema.createIndex('notices_website_id').on('notices').columns(['website_id', 'id']).execute();
    await db.schema
      .createIndex('notices_website_status_id')
      .on('notices')
      .columns(['website_id', 'status', 'id'])
      .execute();
    await addRowCountTriggers(db, engine, 'notices', ['status']);
  },

  async down(db: Kysely<unknown>, engine) {
    await dropRowCountTriggers(db, engine, 'notices');
    await dropRowCountTriggers(db, engine, 'alerts');
    await db.schema.dropTable('notices').execute();
    await db.schema.dropTable('alerts').execute();
  },
};
