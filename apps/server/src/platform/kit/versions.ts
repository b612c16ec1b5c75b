import type { Executor } from '../../db/database.js';
import { conflict, notFound } from '../errors.js';
import { lockingRows, untyped, type AnySelect } from './any-table.js';

/*
 * A content table whose rows are documents saved whole (a bell schedule with its blocks and
 * entries, a page with its blocks) and carry a `version` (contract `versioned`): a save made from
 * an older version is refused instead of silently overwriting the save made in between (optimistic
 * concurrency). `tableResource(..., {versioned: true})` calls these.
 */

/** The scoped table of the documents: what a missing one is ('Page' answers 404 'Page not found'). */
interface VersionedTable {
  table: string;
  thing: string;
}

/**
 * The version a save writes, inside its transaction: the row's next one. With `sent` (the version
 * the client read), 409 with the `stale` message unless the row is still at it; without, the save
 * goes ahead (clients that know no versions). The row is locked first (PostgreSQL), so of two saves
 * from the same version one wins and the other is refused.
 */
export async function nextVersion(
  trx: Executor,
  versioned: VersionedTable,
  stale: string,
  at: { websiteId: number; id: number; sent: number | undefined },
) {
  const row = (await lockingRows(
    trx,
    untyped(trx)
      .selectFrom(versioned.table)
      .select('version')
      .where('website_id', '=', at.websiteId)
      .where('id', '=', at.id),
  ).executeTakeFirst()) as { version: number } | undefined;
  if (!row) throw notFound(versioned.thing);
  if (at.sent !== undefined && at.sent !== row.version) throw conflict(stale);
  return row.version + 1;
}

/**
 * The documents' versions move on after a change made to them by another call (their children
 * reordered): `ids` selects the documents' ids (a query, so the change and the documents it touched
 * are one statement).
 */
export async function bumpVersions(trx: Executor, versioned: VersionedTable, websiteId: number, ids: AnySelect) {
  await untyped(trx)
    .updateTable(versioned.table)
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .execute();
}
