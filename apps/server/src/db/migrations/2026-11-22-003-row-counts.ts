import { sql, type Kysely } from 'kysely';
import { addRowCountTriggers, backfillRowCounts, dropRowCountTriggers, type EngineMigration } from './helpers.js';

/** The content tables whose list totals come from `row_counts`, with the columns they are bucketed by. */
const counted = { news: ['status'], blogs: ['status'] } as const satisfies Record<string, readonly string[]>;

/**
 * List totals in O(1) (docs/design.md §8): `row_counts` holds, per website and table, the number of rows
 * (bucket `all`) and the number per status (`status:<value>`). Triggers keep it right whoever
 * writes the rows (the server, the CLI, a bulk import); the existing rows are counted once here.
 */
export const rowCounts: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await db.schema
      .createTable('row_counts')
      .addColumn('website_id', 'integer', (col) => col.notNull())
      .addColumn('entity', 'varchar(64)', (col) => col.notNull())
      .addColumn('bucket', 'varchar(128)', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('row_counts_pk', ['website_id', 'entity', 'bucket'])
      .execute();
    if (engine === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION row_counts_add(w integer, e text, b text, d integer) RETURNS void LANGUAGE sql AS $$ ` +
            `INSERT INTO row_counts (website_id, entity, bucket, count) VALUES (w, e, b, d) ` +
            `ON CONFLICT (website_id, entity, bucket) DO UPDATE SET count = row_counts.count + EXCLUDED.count $$`,
        )
        .execute(db);
    }
    // Triggers first: on PostgreSQL creating one locks out writers until the migration commits, so
    // the backfill below sees every row and no row is counted twice or missed.
    for (const [table, columns] of Object.entries(counted)) {
      await addRowCountTriggers(db, engine, table, columns);
      await backfillRowCounts(db, table, columns);
    }
  },

  async down(db: Kysely<unknown>, engine) {
    for (const table of Object.keys(counted)) await dropRowCountTriggers(db, engine, table);
    if (engine === 'postgres')
      await sql.raw('DROP FUNCTION IF EXISTS row_counts_add(integer, text, text, integer)').execute(db);
    await db.schema.dropTable('row_counts').execute();
  },
};
