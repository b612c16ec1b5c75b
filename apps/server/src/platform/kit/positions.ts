import type { Executor } from '../../db/database.js';
import { rowsVersion } from '../row-counts.js';

/** Every STEP-th row's id is kept: a deep page walks at most STEP - 1 index entries. */
const STEP = 500;
/** A stale or missing set of positions is read again at most this often per list. */
const REBUILD_MS = 1000;
/** Lists (website × filter) kept per table; the oldest goes first. */
const MAX_LISTS = 200;

interface Positions {
  version: number;
  /** ids[k] is the id of the row at offset k × STEP. */
  ids: number[];
  readAt: number;
}

/**
 * Where a deep page of an id-ordered list starts (docs/design.md §8, offset 90,000 of 100,000 as quick as
 * the first page): the id of every STEP-th row, read once per list in one index scan, so a page at
 * offset o is `id <= ids[o / STEP]` and a short walk instead of a walk of o index entries.
 *
 * The positions hold while the `changes` version that the row-count triggers keep (row-counts.ts)
 * is the one they were read at, whoever wrote the rows (another server process, a script). When it
 * moved, the page is read the plain way and the positions are read again, at most once a second per
 * list, so a website being written to never pays for a full scan per request.
 */
export function pagePositions(table: string) {
  const lists = new Map<string, Positions>();

  /**
   * The id the page at `offset` starts from and the rows to skip after it, or null when the list's
   * positions are not known to be current (the caller pages the plain way).
   * `readIds` answers the list's ids in its order.
   */
  async function startOf(
    db: Executor,
    websiteId: number,
    key: string,
    offset: number,
    readIds: () => Promise<number[]>,
  ): Promise<{ id: number; skip: number } | null> {
    const version = await rowsVersion(db, websiteId, table);
    const listKey = `${websiteId}|${key}`;
    let positions = lists.get(listKey);
    if (!positions || positions.version !== version) {
      if (positions && Date.now() - positions.readAt < REBUILD_MS) return null;
      // Read the version first: a write between the two makes the positions newer than their
      // version says, and the next request reads them again; never the other way round.
      const ids = await readIds();
      positions = { version, ids: ids.filter((_, index) => index % STEP === 0), readAt: Date.now() };
      lists.delete(listKey);
      if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!);
      lists.set(listKey, positions);
    }
    const step = Math.floor(offset / STEP);
    const id = positions.ids[step];
    return id === undefined ? null : { id, skip: offset - step * STEP };
  }

  return { startOf, STEP };
}
