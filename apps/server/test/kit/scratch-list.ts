import { beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { withAudit, withId } from '../../src/db/migrations/helpers.js';
import { untyped } from '../../src/platform/kit/any-table.js';
import { engine, type TestApp } from '../helper.js';

const at = '2026-01-01T00:00:00.000Z';

/**
 * A list table of the kit's own tests (`website_id`, `parent_id`, `name`, `order_no`), created in
 * the file's app and emptied before each test, with helpers that write and read its lists directly.
 */
export function scratchList(table: string, app: TestApp) {
  const db = () => untyped(app.database.db as Db);

  beforeAll(async () => {
    await withAudit(
      withId(engine, db().schema.createTable(table))
        .addColumn('website_id', 'integer', (col) => col.notNull())
        .addColumn('parent_id', 'integer')
        .addColumn('name', 'varchar(50)', (col) => col.notNull())
        .addColumn('order_no', 'integer', (col) => col.notNull()),
    ).execute();
  });
  beforeEach(async () => {
    await db().deleteFrom(table).execute();
  });

  return {
    db,
    /** Adds rows named `names` to a list, numbered from `base` in that order; answers their ids. */
    async addList(names: string[], { websiteId = 1, parentId = null as number | null, base = 1 } = {}) {
      const ids: number[] = [];
      for (const [index, name] of names.entries()) {
        const row = await db()
          .insertInto(table)
          .values({
            website_id: websiteId,
            parent_id: parentId,
            name,
            order_no: base + index,
            created_at: at,
            updated_at: at,
            created_by: null,
            updated_by: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id as number);
      }
      return ids;
    },
    /** The names of a list in its order, with their numbers: ['1:Home', '2:About']. */
    async listOf({ websiteId = 1, parentId = null as number | null } = {}) {
      let rows = db().selectFrom(table).select(['name', 'order_no']).where('website_id', '=', websiteId);
      rows = parentId === null ? rows.where('parent_id', 'is', null) : rows.where('parent_id', '=', parentId);
      const found = (await rows.orderBy('order_no').orderBy('id').execute()) as { name: string; order_no: number }[];
      return found.map((row) => `${row.order_no}:${row.name}`);
    },
  };
}
