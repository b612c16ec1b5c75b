import { now, type Executor } from '../../db/database.js';
import { untyped, type AnySelect } from './any-table.js';

/**
 * A table whose rows are marked deleted rather than removed, so that nothing is lost by a slip and
 * a row can be restored in the database (users, docs/decisions/004-deleting-websites-and-users.md):
 * `column` is 1 for a deleted row and `by` names who deleted it. A scoped table given one
 * (`scopedTable(table, {softDelete})`) never reads, lists, finds by name, changes or counts a
 * deleted row; its `remove` marks the row instead.
 */
export interface SoftDelete {
  column: string;
  by: string;
}

/** The rows of `table` in a query that are not deleted; every row where it deletes for good. */
export function liveOnly<Q extends AnySelect>(query: Q, table: string, softDelete: SoftDelete | undefined): Q {
  return softDelete ? (query.where(`${table}.${softDelete.column}`, '=', 0) as Q) : query;
}

/**
 * Marks a live row of the website deleted by the actor, stamped as its last change. What goes
 * with a row deleted for good (its links, its children) stays, so that a restored row is whole.
 */
export async function markDeleted(
  db: Executor,
  table: string,
  softDelete: SoftDelete,
  actor: { websiteId: number; userId: number | null },
  id: number,
) {
  await untyped(db)
    .updateTable(table)
    .set({ [softDelete.column]: 1, [softDelete.by]: actor.userId, updated_at: now(), updated_by: actor.userId })
    .where('website_id', '=', actor.websiteId)
    .where('id', '=', id)
    .where(softDelete.column, '=', 0)
    .execute();
}
