import type { Db, Executor, Trx } from '../db/database.js';

/** Work promised for after a transaction commits (files of deleted rows), by transaction. */
const pending = new WeakMap<Trx, (() => Promise<unknown>)[]>();

/**
 * Runs `work` once `trx` has committed, never if it rolls back: a file goes only when its row is
 * gone for good. Outside `inTransaction` (a bare executor), it runs at once.
 */
export async function afterCommit(db: Executor, work: () => Promise<unknown>) {
  const queue = db.isTransaction ? pending.get(db as Trx) : undefined;
  if (queue) queue.push(work);
  else await work();
}

/** `db.transaction().execute(work)`, then what `afterCommit` promised; their failures are not the caller's. */
export async function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>, onLateError?: (error: unknown) => void) {
  const queue: (() => Promise<unknown>)[] = [];
  const result = await db.transaction().execute((trx) => {
    pending.set(trx, queue);
    return work(trx);
  });
  for (const task of queue) await task().catch((error: unknown) => onLateError?.(error));
  return result;
}
