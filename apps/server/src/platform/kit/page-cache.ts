import type { Executor } from '../../db/database.js';
import { rowsVersion } from '../row-counts.js';

/** Pages kept per table (website × filter × offset × size); the oldest goes first. */
const MAX_PAGES = 200;
/** What the kept pages of one table may hold, in characters of their values. */
const MAX_CHARS = 4_000_000;
/** A page larger than this is read each time: long rich texts are not worth the memory. */
const MAX_PAGE_CHARS = 400_000;

interface Kept<Row> {
  version: number;
  rows: readonly Row[];
  total: number;
  chars: number;
}

const charsOf = (rows: readonly object[]) => {
  let chars = 0;
  for (const row of rows) for (const value of Object.values(row)) chars += typeof value === 'string' ? value.length : 8;
  return chars;
};

/**
 * The list pages of a counted table, answered again from memory while the table's `changes`
 * version (row-counts.ts; the triggers raise it on every insert, change and delete of a row, by
 * whoever writes: another server process, a script) is the one they were read at (docs/design.md §8, issue
 * 9: the page's rows were most of a list's time). Every request still reads the version, one
 * indexed row, so no answer is older than the last committed write.
 *
 * Nothing is kept or answered inside a transaction: what it reads may never be committed.
 */
export function pageCache<Row extends object>(table: string) {
  const pages = new Map<string, Kept<Row>>();
  let chars = 0;

  function forget(key: string) {
    const kept = pages.get(key);
    if (!kept) return;
    chars -= kept.chars;
    pages.delete(key);
  }

  /**
   * The page `key` of the website (its filter, offset and size) as `read` answers it, or as it was
   * read at the current version.
   */
  async function page(
    db: Executor,
    websiteId: number,
    key: string,
    read: () => Promise<{ rows: Row[]; total: number }>,
  ): Promise<{ rows: readonly Row[]; total: number }> {
    if (db.isTransaction) return read();
    // The version first: a write between the two makes the page newer than its version says, and
    // the next request reads it again; never the other way round.
    const version = await rowsVersion(db, websiteId, table);
    const pageKey = `${websiteId}|${key}`;
    const kept = pages.get(pageKey);
    if (kept?.version === version) return kept;
    forget(pageKey);
    const { rows, total } = await read();
    const size = charsOf(rows);
    if (size <= MAX_PAGE_CHARS) {
      for (const row of rows) Object.freeze(row);
      while (pages.size > 0 && (pages.size >= MAX_PAGES || chars + size > MAX_CHARS))
        forget(pages.keys().next().value!);
      pages.set(pageKey, { version, rows, total, chars: size });
      chars += size;
    }
    return { rows, total };
  }

  return { page };
}
