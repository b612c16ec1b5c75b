import type { FastifyBaseLogger } from 'fastify';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Executor } from '../db/database.js';
import type { FileUses } from './file-uses.js';
import { untyped } from './kit/any-table.js';
import { ownerOf, type Storage, type StoredEntry } from './storage.js';

/** A file younger than this is never an orphan: an upload in flight has no row yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/** How often a running server sweeps (besides once at start). */
export const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
/** Rows read at a time while the used files are gathered. */
const ROWS_AT_A_TIME = 1000;
/** Files removed at once. */
const REMOVALS_AT_ONCE = 8;

/** A stored file's URL anywhere in a value (a path, an absolute address, an `<img src>`): its original, `<folder>/<uuid>`. */
const STORED_URL =
  /\/uploads\/((?:[a-z0-9][a-z0-9-]{0,40}\/){1,4}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

/** What a sweep found (and removed): the orphans, their number and bytes. */
export interface SweepReport {
  orphans: StoredEntry[];
  count: number;
  bytes: number;
  removed: number;
}

export interface SweepOptions {
  /** Remove the orphans (`files clean`, the server's sweep) or only report them (`files check`). */
  remove: boolean;
  /** The moment ages are measured from (tests pass one ahead); now by default. */
  now?: number;
  /** Whether to stop between pages (the server is closing). */
  stopped?: () => boolean;
  /**
   * The folder uploads are received into (`uploadsTempDir`): a file there older than an hour is one a
   * crash left mid-upload, reported and removed as `tmp/<name>`.
   */
  tempDir?: string;
}

/** The files in `dir` older than an hour at `now` (none when it does not exist), as `tmp/<name>` entries. */
async function oldTempFiles(dir: string, now: number): Promise<StoredEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
  const old: StoredEntry[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs >= ORPHAN_MIN_AGE_MS) {
      old.push({ key: `tmp/${name}`, size: info.size, modified: info.mtime });
    }
  }
  return old;
}

/**
 * The originals (`<folder>/<uuid>`) of every stored file a row uses: each table and column the
 * areas declared (`FileUses.columns`: URL columns and rich HTML, children included), read a stretch
 * of rows at a time by id, with a turn of the event loop between stretches.
 */
export async function usedFiles(db: Executor, uses: FileUses): Promise<Set<string>> {
  const used = new Set<string>();
  for (const { table, urls = [], rich = [] } of uses.columns()) {
    const columns = [...urls, ...rich];
    if (!columns.length) continue;
    let after = 0;
    for (;;) {
      const rows = (await untyped(db)
        .selectFrom(table)
        .select(['id', ...columns])
        .where('id', '>', after)
        .where((eb) => eb.or(columns.map((column) => eb(column, 'like', '%/uploads/%'))))
        .orderBy('id')
        .limit(ROWS_AT_A_TIME)
        .execute()) as Record<string, unknown>[];
      for (const row of rows) {
        for (const column of columns) {
          const value = row[column];
          if (typeof value !== 'string') continue;
          for (const match of value.matchAll(STORED_URL)) used.add(match[1]!);
        }
      }
      if (rows.length < ROWS_AT_A_TIME) break;
      after = Number(rows[rows.length - 1]!.id);
      await nextTurn();
    }
  }
  return used;
}

/**
 * Finds, and with `remove` removes, the stored files no row uses that are older than an hour: the
 * files of uploads whose row was never written (a crash between the file and its row) and, on disk,
 * the `.partial` leftovers of writes a crash cut short. A variant (`-thumb.webp`, `-web.webp`) and a
 * leftover belong to their original: kept while it is used. The used files are read first, then the
 * store a page at a time, so a file uploaded meanwhile is young and kept. Removing a file twice is
 * harmless, so two processes sweeping one store at once do no harm (docs/design.md §7a). With
 * `tempDir`, the received files a crash left there go too.
 */
export async function sweepOrphanFiles(
  db: Executor,
  storage: Storage,
  uses: FileUses,
  { remove, now = Date.now(), stopped = () => false, tempDir }: SweepOptions,
): Promise<SweepReport> {
  const used = await usedFiles(db, uses);
  const report: SweepReport = { orphans: [], count: 0, bytes: 0, removed: 0 };
  for await (const page of storage.scan()) {
    if (stopped()) break;
    const orphans = page.filter(
      (entry) => now - entry.modified.getTime() >= ORPHAN_MIN_AGE_MS && !used.has(ownerOf(entry.key) ?? entry.key),
    );
    for (const orphan of orphans) {
      report.orphans.push(orphan);
      report.count++;
      report.bytes += orphan.size;
    }
    if (remove) {
      for (let at = 0; at < orphans.length; at += REMOVALS_AT_ONCE) {
        const batch = orphans.slice(at, at + REMOVALS_AT_ONCE);
        await Promise.all(batch.map((orphan) => storage.discard(orphan.key)));
        report.removed += batch.length;
      }
    }
    await nextTurn();
  }
  for (const leftover of tempDir && !stopped() ? await oldTempFiles(tempDir, now) : []) {
    report.orphans.push(leftover);
    report.count++;
    report.bytes += leftover.size;
    if (remove) {
      await rm(path.join(tempDir!, leftover.key.slice('tmp/'.length)), { force: true });
      report.removed++;
    }
  }
  return report;
}

/**
 * The server's sweep: once soon after start, then daily; one at a time in this process, stopped
 * between pages when the server closes. A failure (the store down) is logged and tried again at the
 * next turn.
 */
export class FileSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepReport | null> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Executor,
    private readonly storage: Storage,
    private readonly uses: FileUses,
    private readonly log: FastifyBaseLogger,
    private readonly tempDir?: string,
  ) {}

  start() {
    this.stopped = false;
    const next = (ms: number) => {
      this.timer = setTimeout(() => {
        void this.sweep().finally(() => {
          if (!this.stopped) next(SWEEP_EVERY_MS);
        });
      }, ms);
      this.timer.unref();
    };
    next(0);
  }

  /** One sweep that removes, or the one under way; null when it failed (logged). */
  sweep(): Promise<SweepReport | null> {
    this.running ??= sweepOrphanFiles(this.db, this.storage, this.uses, {
      remove: true,
      stopped: () => this.stopped,
      tempDir: this.tempDir,
    })
      .then((report) => {
        if (report.removed) {
          this.log.info({ removed: report.removed, bytes: report.bytes }, 'removed stored files no row uses');
        }
        return report;
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'the sweep of stored files no row uses failed');
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Stops the timer, and the sweep under way at its next page (waited for a few seconds at most). */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.running) await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  }
}
