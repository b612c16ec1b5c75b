import { pageQuery, requiredText, resourceContract } from '@cms/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { beforeAll, beforeEach } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../src/db/database.js';
import { withAudit, withId } from '../../src/db/migrations/helpers.js';
import { untyped } from '../../src/platform/kit/any-table.js';
import { registerResource } from '../../src/platform/kit/resource-routes.js';
import { scopedTable, type ScopedTable } from '../../src/platform/kit/scoped-table.js';
import { tableResource } from '../../src/platform/kit/table-resource.js';
import { contentApp, unique } from '../content-support.js';
import { engine, type TestApp } from '../helper.js';
import { resourceOf } from './resource.js';
import { describeScopedResource } from './scoped-resource-suite.js';

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

const item = z.object({ id: z.number(), name: z.string(), orderNo: z.number(), createdDate: z.string() });
const itemRequest = z.object({ name: requiredText('Name is required', 50) });
const toItem = (row: Record<string, unknown>) =>
  item.parse({ id: row.id, name: row.name, orderNo: row.order_no, createdDate: row.created_at });

/**
 * A scratch list table as a scoped table of the kit declares it: `scopedTable(table, {thing,
 * parentColumn?, ordered})`, its rows in one list per website, or per parent row (`parent_id`).
 */
export function scratchTable(table: string, def: { thing: string; base: 0 | 1; nested?: boolean }) {
  return scopedTable(table as never, {
    thing: def.thing,
    toEntity: toItem,
    ordered: { base: def.base },
    ...(def.nested ? { parentColumn: 'parent_id' } : {}),
  });
}

/**
 * A scratch list served as a resource of the kit at `path` (`/kit/items`, tag 'kit'), in the test
 * file's own app (`contentApp`): new rows at the end of `list`'s top level, and with `whole` the
 * top level answered whole as a plain array. `more` adds the file's other routes (reorder calls)
 * on the same table. The shared suite checks the resource the way it checks every ordered area's.
 * Answers the app and its users, the table's helpers and a way to run work in a transaction.
 */
export function scratchApp(
  table: string,
  def: {
    /** What its permission words name: 'items' ('edit items'). */
    noun: string;
    path: string;
    /** The table's declaration (`scratchTable`). */
    list: ReturnType<typeof scratchTable>;
    deleted: string;
    whole?: boolean;
    more?(app: FastifyInstance, rows: ScopedTable<never>): void;
  },
) {
  const contract = resourceContract(def.noun, {
    tag: 'kit',
    paths: { collection: def.path, item: `${def.path}/:id`, reorder: `${def.path}/reorder` },
    // A whole list takes no query; its list call below reads none.
    schemas: {
      entity: item,
      listQuery: (def.whole ? z.object({}) : pageQuery) as typeof pageQuery,
      request: itemRequest,
    },
    whole: def.whole ? z.array(item) : undefined,
    messages: { deleted: def.deleted },
    orderBase: def.list.ordered.base,
  });
  const rows = def.list;
  const calls = tableResource(contract, rows, {
    columns: ({ name }) => ({ name }) as never,
  });
  const topLevel = async (db: Db, websiteId: number) =>
    (
      (await rows
        .rowsOf(db, websiteId)
        .selectAll()
        .where('parent_id' as never, 'is', null)
        .orderBy('order_no' as never)
        .orderBy('id' as never)
        .execute()) as Record<string, unknown>[]
    ).map(toItem);
  const routes: FastifyPluginAsync = async (app) => {
    registerResource(app, def.whole ? { ...calls, list: (db, auth) => topLevel(db, auth.websiteId) } : calls);
    def.more?.(app, rows);
  };
  const users = contentApp({ extraAreas: [{ name: table, routes }] });
  describeScopedResource(
    resourceOf(calls, () => ({ name: unique('Item') })),
    {
      invalid: { body: { name: ' ' }, message: 'Name is required' },
      ordering: { base: def.list.ordered.base },
      app: () => users.t,
    },
  );
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    users.t.database.db.transaction().execute((trx) => work(trx as Db));
  return { ...users, ...scratchList(table, users.t), inTransaction };
}
