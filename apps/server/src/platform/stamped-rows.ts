import type { Insertable, Updateable } from 'kysely';
import { now, type Executor } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { untyped } from './kit/any-table.js';

/*
 * Writes to the tables that carry audit stamps but are not website content (users, websites): the
 * stamps are filled here, the way the kit's scoped tables fill them for content (docs/design.md §7). `by`
 * is the user who writes, or null for the system (the demo seed, the CLI).
 */

type StampColumns = 'id' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by';

/** The tables with audit stamps. */
type StampedTable = {
  [K in keyof Database]: Database[K] extends {
    created_at: string;
    updated_at: string;
    created_by: number | null;
    updated_by: number | null;
  }
    ? K
    : never;
}[keyof Database];

/** Adds a row, created and last updated now by `by`; answers its id. */
export async function insertStamped<T extends StampedTable>(
  db: Executor,
  table: T,
  values: Omit<Insertable<Database[T]>, StampColumns>,
  by: number | null,
) {
  const at = now();
  // T is any stamped table here, so the query is built untyped; `values` was checked against T above.
  const { id } = await untyped(db)
    .insertInto(table as string)
    .values({ ...values, created_at: at, updated_at: at, created_by: by, updated_by: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
}

/** Changes row `id`, stamped as updated now by `by`. */
export async function updateStamped<T extends StampedTable>(
  db: Executor,
  table: T,
  id: number,
  values: Omit<Updateable<Database[T]>, StampColumns>,
  by: number | null,
) {
  await untyped(db)
    .updateTable(table as string)
    .set({ ...(values as Record<string, unknown>), updated_at: now(), updated_by: by })
    .where('id', '=', id)
    .execute();
}
