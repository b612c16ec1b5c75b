import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { withAudit, withId } from '../src/db/migrations/helpers.js';
import { untyped } from '../src/platform/kit/any-table.js';
import { replaceChildren, type ChildList } from '../src/platform/kit/children.js';
import { createTestApp, engine, type TestApp } from './helper.js';

/*
 * A parent saved with its children as one document (the area kit): a schedule's blocks and a
 * block's entries, on tables of the test's own.
 */

const blocks: ChildList = { table: 'kit_blocks', parentColumn: 'schedule_id', order: { column: 'order_no', base: 0 } };
const entries: ChildList = { table: 'kit_entries', parentColumn: 'block_id', order: { column: 'order_no', base: 1 } };

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  for (const [table, parent] of [
    ['kit_blocks', 'schedule_id'],
    ['kit_entries', 'block_id'],
  ] as const) {
    await withAudit(
      withId(engine, untyped(db).schema.createTable(table))
        .addColumn('website_id', 'integer', (col) => col.notNull())
        .addColumn(parent, 'integer', (col) => col.notNull())
        .addColumn('title', 'varchar(50)', (col) => col.notNull())
        .addColumn('order_no', 'integer', (col) => col.notNull()),
    ).execute();
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await untyped(db).deleteFrom('kit_entries').execute();
  await untyped(db).deleteFrom('kit_blocks').execute();
});

const owner = (parentId: number, websiteId = 1, userId: number | null = 7) => ({ websiteId, userId, parentId });
const save = (list: ChildList, who: ReturnType<typeof owner>, children: Parameters<typeof replaceChildren>[3]) =>
  db.transaction().execute((trx) => replaceChildren(trx, list, who, children));

async function rowsOf(table: string, parentColumn: string, parentId: number) {
  return (await untyped(db)
    .selectFrom(table)
    .selectAll()
    .where(parentColumn, '=', parentId)
    .orderBy('order_no')
    .execute()) as {
    id: number;
    title: string;
    order_no: number;
    website_id: number;
    created_by: number;
    updated_by: number;
  }[];
}

describe('replaceChildren', () => {
  it('inserts children in order from the base, stamped with the website and the writer', async () => {
    const ids = await save(blocks, owner(1), [{ values: { title: 'Morning' } }, { values: { title: 'Afternoon' } }]);
    const rows = await rowsOf('kit_blocks', 'schedule_id', 1);
    expect(rows.map((row) => [row.id, row.title, row.order_no])).toEqual([
      [ids[0], 'Morning', 0],
      [ids[1], 'Afternoon', 1],
    ]);
    expect(rows[0]).toMatchObject({ website_id: 1, created_by: 7, updated_by: 7 });
  });

  it('keeps the ids of the children that survive, updates them, adds new ones and deletes the rest', async () => {
    const [morning, lunch, afternoon] = await save(blocks, owner(1), [
      { values: { title: 'Morning' } },
      { values: { title: 'Lunch' } },
      { values: { title: 'Afternoon' } },
    ]);
    const saved = await save(blocks, owner(1, 1, 9), [
      { id: afternoon, values: { title: 'Afternoon (short)' } },
      { values: { title: 'Assembly' } },
      { id: morning, values: { title: 'Morning' } },
    ]);
    expect(saved[0]).toBe(afternoon);
    expect(saved[2]).toBe(morning);
    const rows = await rowsOf('kit_blocks', 'schedule_id', 1);
    expect(rows.map((row) => [row.id, row.title, row.order_no])).toEqual([
      [afternoon, 'Afternoon (short)', 0],
      [saved[1], 'Assembly', 1],
      [morning, 'Morning', 2],
    ]);
    expect(rows.map((row) => row.id)).not.toContain(lunch);
    expect(rows[0]).toMatchObject({ created_by: 7, updated_by: 9 });
  });

  it("never touches another parent's or another website's child: its id becomes a new row", async () => {
    const [theirs] = await save(blocks, owner(2), [{ values: { title: 'Theirs' } }]);
    const [otherSite] = await save(blocks, owner(1, 2), [{ values: { title: 'Other website' } }]);
    const saved = await save(blocks, owner(1), [
      { id: theirs, values: { title: 'Mine' } },
      { id: otherSite, values: { title: 'Also mine' } },
    ]);
    expect(saved).not.toContain(theirs);
    expect(saved).not.toContain(otherSite);
    expect((await rowsOf('kit_blocks', 'schedule_id', 2)).map((row) => [row.id, row.title])).toEqual([
      [theirs, 'Theirs'],
    ]);
    expect((await rowsOf('kit_blocks', 'schedule_id', 1)).map((row) => row.title)).toEqual([
      'Other website',
      'Mine',
      'Also mine',
    ]);
  });

  it('saves grandchildren under the saved children and removes those of a removed child first', async () => {
    const [first, second] = await save(blocks, owner(1), [{ values: { title: 'A' } }, { values: { title: 'B' } }]);
    await save(entries, owner(first!), [{ values: { title: 'a1' } }, { values: { title: 'a2' } }]);
    await save(entries, owner(second!), [{ values: { title: 'b1' } }]);

    const removedSeen: number[][] = [];
    await db.transaction().execute(async (trx) => {
      await replaceChildren(trx, blocks, owner(1), [{ id: second, values: { title: 'B' } }], {
        beforeRemove: async (ids) => {
          removedSeen.push(ids);
          await untyped(trx).deleteFrom('kit_entries').where('block_id', 'in', ids).execute();
        },
      });
    });
    expect(removedSeen).toEqual([[first]]);
    expect(await rowsOf('kit_entries', 'block_id', first!)).toEqual([]);
    expect((await rowsOf('kit_entries', 'block_id', second!)).map((row) => `${row.order_no}:${row.title}`)).toEqual([
      '1:b1',
    ]);
  });

  it('saves nothing when the transaction fails', async () => {
    const [kept] = await save(blocks, owner(1), [{ values: { title: 'Kept' } }]);
    await expect(
      db.transaction().execute(async (trx) => {
        await replaceChildren(trx, blocks, owner(1), [{ values: { title: 'New' } }]);
        throw new Error('a later step of the save failed');
      }),
    ).rejects.toThrow('a later step');
    expect((await rowsOf('kit_blocks', 'schedule_id', 1)).map((row) => [row.id, row.title])).toEqual([[kept, 'Kept']]);
  });
});
