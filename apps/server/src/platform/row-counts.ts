import type { Executor } from '../db/database.js';
import { CHANGES_BUCKET } from '../db/migrations/helpers.js';
import { prepared } from '../db/prepared.js';

/**
 * List totals without counting (docs/design.md §8): database triggers keep `row_counts` right, per website,
 * for all rows and per value of a bucket column, for the tables whose migration adds them
 * (`addRowCountTriggers`) and whose area declares them counted (`scopedTable(..., { counted })`).
 * A list whose filter is only website and such a column reads its total here; any other filter
 * counts through its index.
 */

/** Every row of the website. */
export const ALL_ROWS = 'all';

/** The rows whose `column` holds `value`, e.g. `bucketOf('status', 'ACTIVE')`. */
export const bucketOf = (column: string, value: string) => `${column}:${value}`;

const countQuery = prepared({ websiteId: 0, table: '', bucket: '' }, (db, { websiteId, table, bucket }) =>
  db
    .selectFrom('row_counts')
    .select('count')
    .where('website_id', '=', websiteId)
    .where('entity', '=', table)
    .where('bucket', '=', bucket),
);

/** How many rows of `table` the website has in `bucket`. */
export async function countRows(db: Executor, websiteId: number, table: string, bucket: string) {
  const row = await countQuery.executeTakeFirst(db, { websiteId, table, bucket });
  return row ? Number(row.count) : 0;
}

/**
 * The version of the website's rows of `table`: a number the triggers raise on every insert,
 * delete and change of a row (`addRowCountTriggers` and `addEditTriggers`; 0 before the first),
 * read with the list it versions.
 */
export const rowsVersion = (db: Executor, websiteId: number, table: string) =>
  countRows(db, websiteId, table, CHANGES_BUCKET);
