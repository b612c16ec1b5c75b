import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { withAudit, withId } from '../src/db/migrations/helpers.js';
import { untyped } from '../src/platform/kit/any-table.js';
import {
  childOf,
  readChildren,
  removeChildren,
  saveChildren,
  type Child,
  type ChildTree,
} from '../src/platform/kit/children.js';
import { scopedTable } from '../src/platform/kit/scoped-table.js';
import { createTestApp, engine, type TestApp } from './helper.js';

/*
 * A parent saved with its children as one document (the area kit): a schedule's blocks and a
 * block's entries, on tables of the test's own, each declared once as a scoped table under its
 * parent.
 */

const blocksTable = scopedTable('kit_blocks' as never, {
  thing: 'Block',
  parentColumn: 'schedule_id',
  ordered: { base: 0 },
});
const entriesTable = scopedTable('kit_entries' as never, {
  thing: 'Entry',
  parentColumn: 'block_id',
  ordered: { base: 1 },
});
/** A schedule's blocks alone, and with each block's entries. */
const blocks: ChildTree = { table: blocksTable };
const entries: ChildTree = { table: entriesTable };
const blocksWithEntries: ChildTree = { table: blocksTable, children: entries };

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
const save = (tree: ChildTree, who: ReturnType<typeof owner>, children: readonly Child[]) =>
  db.transaction().execute((trx) => saveChildren(trx, tree, who, children));

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

describe('saveChildren', () => {
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
    const [first, second] = await save(blocksWithEntries, owner(1), [
      { values: { title: 'A' }, children: [{ values: { title: 'a1' } }, { values: { title: 'a2' } }] },
      { values: { title: 'B' }, children: [{ values: { title: 'b1' } }] },
    ]);
    expect((await rowsOf('kit_entries', 'block_id', first!)).map((row) => `${row.order_no}:${row.title}`)).toEqual([
      '1:a1',
      '2:a2',
    ]);
    const [b1] = await rowsOf('kit_entries', 'block_id', second!);

    // B kept without its entries sent: they stay; A left out: it goes, its entries first.
    await save(blocksWithEntries, owner(1), [{ id: second, values: { title: 'B' } }]);
    expect(await rowsOf('kit_entries', 'block_id', first!)).toEqual([]);
    expect((await rowsOf('kit_entries', 'block_id', second!)).map((row) => row.id)).toEqual([b1!.id]);

    // B's entries sent: the kept one keeps its id, a new one is added after it.
    await save(blocksWithEntries, owner(1), [
      {
        id: second,
        values: { title: 'B' },
        children: [{ values: { title: 'b0' } }, { id: b1!.id, values: { title: 'b1' } }],
      },
    ]);
    expect((await rowsOf('kit_entries', 'block_id', second!)).map((row) => [row.order_no, row.title])).toEqual([
      [1, 'b0'],
      [2, 'b1'],
    ]);
    expect((await rowsOf('kit_entries', 'block_id', second!))[1]!.id).toBe(b1!.id);
  });

  it('saves nothing when the transaction fails', async () => {
    const [kept] = await save(blocks, owner(1), [{ values: { title: 'Kept' } }]);
    await expect(
      db.transaction().execute(async (trx) => {
        await saveChildren(trx, blocks, owner(1), [{ values: { title: 'New' } }]);
        throw new Error('a later step of the save failed');
      }),
    ).rejects.toThrow('a later step');
    expect((await rowsOf('kit_blocks', 'schedule_id', 1)).map((row) => [row.id, row.title])).toEqual([[kept, 'Kept']]);
  });
});

describe('readChildren, removeChildren and childOf', () => {
  it("reads every parent's children in their order, each with its own, and none for a parent without", async () => {
    const [a, b] = await save(blocksWithEntries, owner(1), [
      { values: { title: 'A' }, children: [{ values: { title: 'a1' } }, { values: { title: 'a2' } }] },
      { values: { title: 'B' }, children: [] },
    ]);
    const [c] = await save(blocksWithEntries, owner(2), [
      { values: { title: 'C' }, children: [{ values: { title: 'c1' } }] },
    ]);
    // Another order than the ids': B first.
    await save(blocks, owner(1), [
      { id: b, values: { title: 'B' } },
      { id: a, values: { title: 'A' } },
    ]);
    const read = await readChildren(db, blocksWithEntries, [1, 2, 3]);
    const titles = (parent: number) =>
      (read.get(parent) ?? []).map((block) => {
        const { title, children } = block as unknown as { title: string; children: { title: string }[] };
        return [title, children.map((entry) => entry.title)];
      });
    expect(titles(1)).toEqual([
      ['B', []],
      ['A', ['a1', 'a2']],
    ]);
    expect(titles(2)).toEqual([['C', ['c1']]]);
    expect(read.has(3)).toBe(false);
    expect(await readChildren(db, blocks, [])).toEqual(new Map());
    expect(c).toEqual(expect.any(Number));
  });

  it("removes the children of the parents given, theirs first, and no one else's", async () => {
    const [a] = await save(blocksWithEntries, owner(1), [
      { values: { title: 'A' }, children: [{ values: { title: 'a1' } }] },
    ]);
    const [mine2] = await save(blocksWithEntries, owner(2), [{ values: { title: 'Kept' } }]);
    const [theirs] = await save(blocksWithEntries, owner(1, 2), [
      { values: { title: 'Their A' }, children: [{ values: { title: 'x1' } }] },
    ]);
    await db.transaction().execute((trx) => removeChildren(trx, blocksWithEntries, 1, [1]));
    expect(await rowsOf('kit_blocks', 'schedule_id', 1)).toEqual([
      expect.objectContaining({ id: theirs, title: 'Their A', website_id: 2 }),
    ]);
    expect(await rowsOf('kit_entries', 'block_id', a!)).toEqual([]);
    expect(await rowsOf('kit_entries', 'block_id', theirs!)).toHaveLength(1);
    expect((await rowsOf('kit_blocks', 'schedule_id', 2)).map((row) => row.id)).toEqual([mine2]);
  });

  it("finds a child under its parent, and answers 404 '<thing> not found' under another", async () => {
    const [a] = await save(blocks, owner(1), [{ values: { title: 'A' } }]);
    expect(await childOf(db, blocksTable, 1, 1, a!)).toMatchObject({ id: a, title: 'A' });
    await expect(childOf(db, blocksTable, 1, 2, a!)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Block not found',
    });
    await expect(childOf(db, blocksTable, 2, 1, a!)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Block not found',
    });
  });
});
