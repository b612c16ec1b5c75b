import type { Executor } from '../../db/database.js';
import { conflict, notFound } from '../errors.js';
import { lockingRows, untyped } from './any-table.js';

/**
 * A content table whose rows are documents saved whole (a bell schedule with its blocks and
 * entries) and carry a `version` (contract `versioned`): a save made from an older version is
 * refused instead of silently overwriting the save made in between (optimistic concurrency).
 */
export interface VersionedTable {
  table: string;
  /** 'Bell schedule' answers 404 'Bell schedule not found'. */
  thing: string;
  /** The 409 of a stale save (contract `versionMessages.stale`). */
  stale: string;
}

/**
 * The version a save writes, inside its transaction: the row's next one. With `sent` (the version
 * the client read), 409 unless the row is still at it; without, the save goes ahead (clients that
 * know no versions). The row is locked first (PostgreSQL), so of two saves from the same version
 * one wins and the other is refused.
 */
export async function nextVersion(
  trx: Executor,
  versioned: VersionedTable,
  websiteId: number,
  id: number,
  sent: number | undefined,
) {
  const row = (await lockingRows(
    trx,
    untyped(trx).selectFrom(versioned.table).select('version').where('website_id', '=', websiteId).where('id', '=', id),
  ).executeTakeFirst()) as { version: number } | undefined;
  if (!row) throw notFound(versioned.thing);
  if (sent !== undefined && sent !== row.version) throw conflict(versioned.stale);
  return row.version + 1;
}

/** The rows' versions move on after a change made to them by another call (their children reordered). */
export async function bumpVersions(trx: Executor, versioned: VersionedTable, websiteId: number, ids: number[]) {
  if (ids.length === 0) return;
  await untyped(trx)
    .updateTable(versioned.table)
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .execute();
}
