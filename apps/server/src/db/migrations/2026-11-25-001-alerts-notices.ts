import type { Kysely } from 'kysely';
import { flag, isoTime, optional, text, varchar } from './columns.js';
import {
  addRowCountTriggers,
  contentTable,
  dropRowCountTriggers,
  dropTables,
  listIndexes,
  type EngineMigration,
} from './helpers.js';

/**
 * Alerts (with a severity and an optional window) and notice board messages. Both list newest
 * first, served by `(website_id, id)`; notices also by status, with their totals in `row_counts`.
 */
export const alertsNotices: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'alerts', {
      title: varchar(255),
      header: varchar(255),
      body: varchar(2000),
      footer: varchar(500, ''),
      active: flag(1),
      severity: varchar(20, 'information'),
      starts_at: optional(isoTime()),
      ends_at: optional(isoTime()),
    }).execute();
    await listIndexes(db, 'alerts');
    await addRowCountTriggers(db, engine, 'alerts', []);

    await contentTable(db, engine, 'notices', {
      title: varchar(255),
      summary: varchar(1000, ''),
      content: text(''),
      status: varchar(20),
    }).execute();
    await listIndexes(db, 'notices', ['status']);
    await addRowCountTriggers(db, engine, 'notices', ['status']);
  },

  async down(db: Kysely<unknown>, engine) {
    await dropRowCountTriggers(db, engine, 'notices');
    await dropRowCountTriggers(db, engine, 'alerts');
    await dropTables(db, ['notices', 'alerts']);
  },
};
