import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { untyped } from './any-table.js';

/** The tables with an id and no website: rows every website shares. */
type SharedTableName = {
  [K in keyof Database]: Database[K] extends { website_id: number }
    ? never
    : Database[K] extends { id: unknown }
      ? K
      : never;
}[keyof Database];

/**
 * A table whose rows every website shares and none writes through the API (the roles, docs/design.md §5):
 * read whole in id order, or one row (404 '<thing> not found'). It is a link's target as a scoped
 * table is (`linkTable`); the website id its calls take for that is not needed.
 */
export function sharedTable<T extends SharedTableName>(table: T, options: { thing: string }) {
  type Row = Selectable<Database[T]>;
  const rows = (db: Executor) => untyped(db).selectFrom(table as string);

  return {
    table,
    thing: options.thing,
    naming: undefined,
    all: (db: Executor) => rows(db).selectAll().orderBy('id').execute() as Promise<Row[]>,

    async get(db: Executor, _websiteId: number, id: number): Promise<Row> {
      const row = (await rows(db).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
      if (!row) throw notFound(options.thing);
      return row;
    },

    /** 404 '<thing> not found' unless every id is a row. */
    async requireAll(db: Executor, _websiteId: number, ids: readonly number[]) {
      if (ids.length === 0) return;
      const found = await rows(db).select('id').where('id', 'in', ids).execute();
      if (found.length < new Set(ids).size) throw notFound(options.thing);
    },
  };
}
