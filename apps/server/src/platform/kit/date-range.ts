import { addDays } from '@cms/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ContentTableName, PageOptions } from './scoped-table.js';

/** The days a list is narrowed to (the contract's `withDateRange`): `yyyy-MM-dd`, both included. */
export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The columns of a span on the school's clock (`wallClock` columns: dates, or dates and times, that
 * sort as text): its start, its end (NULL: it ends when it starts), and the longest it may last
 * in days, which the table's rows are held to.
 */
export interface SpanColumns {
  start: string;
  end: string;
  longestDays: number;
}

/**
 * A list's `where` for the rows that have a moment on the days of `range` (the contract's
 * `spanOverlaps`, said in SQL), or none for a range open at both ends. Their starts lie between
 * `longestDays` before `from` and the end of `to`, so an index on the start (`(website_id, start,
 * id)`) finds them in one stretch, in the list's order.
 */
export function overlapping<T extends ContentTableName>(
  { from, to }: DateRange,
  { start, end, longestDays }: SpanColumns,
): PageOptions<T>['where'] {
  if (!from && !to) return undefined;
  return (rows: SelectQueryBuilder<Database, T, object>) => {
    let narrowed = rows;
    const startsAt = sql.ref(start);
    if (to) narrowed = narrowed.where(sql<boolean>`${startsAt} < ${addDays(to, 1)}`);
    if (from) {
      narrowed = narrowed
        .where(sql<boolean>`${startsAt} >= ${addDays(from, -longestDays)}`)
        .where(sql<boolean>`coalesce(${sql.ref(end)}, ${startsAt}) >= ${from}`);
    }
    return narrowed;
  };
}
