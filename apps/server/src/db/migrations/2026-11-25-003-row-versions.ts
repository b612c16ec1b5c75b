import type { Kysely } from 'kysely';
import { addRowCountTriggers, dropRowCountTriggers, type EngineMigration } from './helpers.js';

/** The counted tables and their bucket columns, as their migrations gave them. */
const counted = { news: ['status'], blogs: ['status'], alerts: [], notices: ['status'] } as const satisfies Record<
  string,
  readonly string[]
>;

/**
 * The row counts' triggers also keep a `changes` bucket per website and table (helpers.ts), the
 * version by which a deep page's cached starting point knows it still holds (platform/kit/positions.ts).
 * Earlier databases get the new triggers here; the counts they kept stay as they are.
 */
export const rowVersions: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    for (const [table, columns] of Object.entries(counted)) {
      await dropRowCountTriggers(db, engine, table);
      await addRowCountTriggers(db, engine, table, columns);
    }
  },

  // The triggers stay: they keep the counts as before, and a `changes` bucket nothing reads is harmless.
  async down() {},
};
