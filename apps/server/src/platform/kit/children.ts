import { now, type Executor } from '../../db/database.js';
import { preparedForIds } from '../../db/prepared.js';
import { notFound } from '../errors.js';
import { untyped } from './any-table.js';

/**
 * A scoped table whose rows live under a parent row, as its one declaration says
 * (`scopedTable(table, {thing, parentColumn, ordered?})`): a document's children (a schedule's
 * blocks), a child resource's rows (a category's stars). Every use of the table takes that
 * declaration: saving a parent's rows as part of its document, reading every parent's rows in one
 * query, removing them under a parent, reordering one parent's list, a child resource's calls.
 */
export interface ChildTable<Row = object> {
  table: string;
  thing: string;
  parentColumn: string;
  /** Numbered from `base` in `order_no`, one list per parent; unordered rows go by id. */
  ordered?: { base: 0 | 1 } | undefined;
  get(db: Executor, websiteId: number, id: number): Promise<Row>;
}

/** A child table with, where its rows have children of their own, theirs (a block's entries). */
export interface ChildTree {
  table: ChildTable;
  children?: ChildTree | undefined;
}

/** The rows of a child table, each with its own children where the tree has them. */
export type ChildRow<Tree extends ChildTree> =
  Tree['table'] extends ChildTable<infer Row>
    ? Tree['children'] extends ChildTree
      ? Row & { children: ChildRow<Tree['children']>[] }
      : Row
    : never;

/** A child as a document sends it. */
export interface Child {
  /** The id of a child the parent already has; absent (or another row's id) for a new child. */
  id?: number;
  /** Its columns; the parent's, `order_no` and the stamps are the kit's. */
  values: Record<string, unknown>;
  /** Its own children, where the tree has them; absent keeps them. */
  children?: readonly Child[] | undefined;
}

/** Who saves a parent's children: the session's website and user, and the parent row. */
export interface ChildOwner {
  websiteId: number;
  userId: number | null;
  parentId: number;
}

/** One compiled read of the rows under some parents per child table (and number of parents). */
const reads = new WeakMap<ChildTable, ReturnType<typeof preparedForIds<Record<string, unknown>>>>();

function rowsUnder(table: ChildTable) {
  let read = reads.get(table);
  if (!read) {
    read = preparedForIds((db, parentIds) => {
      const rows = untyped(db).selectFrom(table.table).selectAll().where(table.parentColumn, 'in', parentIds);
      return (table.ordered ? rows.orderBy('order_no') : rows).orderBy('id');
    });
    reads.set(table, read);
  }
  return read;
}

/**
 * The rows under each of the parents, in their list's order (then by id), with their own children
 * where the tree has them: one query per level for any number of parents.
 */
export async function readChildren<Tree extends ChildTree>(
  db: Executor,
  tree: Tree,
  parentIds: readonly number[],
): Promise<Map<number, ChildRow<Tree>[]>> {
  const under = new Map<number, ChildRow<Tree>[]>();
  if (parentIds.length === 0) return under;
  const { table, children } = tree;
  const rows = (await rowsUnder(table).execute(db, [...parentIds])) as (Record<string, unknown> & { id: number })[];
  const theirs =
    children &&
    (await readChildren(
      db,
      children,
      rows.map((row) => row.id),
    ));
  for (const row of rows) {
    const parent = row[table.parentColumn] as number;
    const child = (theirs ? { ...row, children: theirs.get(row.id) ?? [] } : row) as ChildRow<Tree>;
    const list = under.get(parent);
    if (list) list.push(child);
    else under.set(parent, [child]);
  }
  return under;
}

/**
 * How many rows each of the parents has (a list's summary of its documents, `ListSummary`): one
 * grouped query, no row read. A parent with none is absent.
 */
export async function countChildren(db: Executor, table: ChildTable, parentIds: readonly number[]) {
  const counts = new Map<number, number>();
  if (parentIds.length === 0) return counts;
  const rows = (await untyped(db)
    .selectFrom(table.table)
    .select([table.parentColumn, (eb) => eb.fn.countAll().as('count')])
    .where(table.parentColumn, 'in', parentIds)
    .groupBy(table.parentColumn)
    .execute()) as Record<string, unknown>[];
  for (const row of rows) counts.set(Number(row[table.parentColumn]), Number(row.count));
  return counts;
}

/** The row under this parent, or 404 '<thing> not found' for a row of another parent or website. */
export async function childOf<Row>(
  db: Executor,
  table: ChildTable<Row>,
  websiteId: number,
  parentId: number,
  id: number,
) {
  const row = await table.get(db, websiteId, id);
  if ((row as Record<string, unknown>)[table.parentColumn] !== parentId) throw notFound(table.thing);
  return row;
}

/** Deletes the rows under the parents, each tree's level from the deepest up, inside the caller's transaction. */
export async function removeChildren(trx: Executor, tree: ChildTree, websiteId: number, parentIds: readonly number[]) {
  if (parentIds.length === 0) return;
  const { table, children } = tree;
  const under = untyped(trx)
    .selectFrom(table.table)
    .where('website_id', '=', websiteId)
    .where(table.parentColumn, 'in', parentIds);
  if (children) {
    const ids = (await under.select('id').execute()) as { id: number }[];
    await removeChildren(
      trx,
      children,
      websiteId,
      ids.map((row) => row.id),
    );
  }
  await untyped(trx)
    .deleteFrom(table.table)
    .where('website_id', '=', websiteId)
    .where(table.parentColumn, 'in', parentIds)
    .execute();
}

/**
 * Saves a parent's children as part of the parent's document (a schedule's blocks and their
 * entries, a carousel's elements, a poll's options, a page's blocks), inside the parent's
 * transaction: a child whose id is one of this parent's keeps its id and is updated; any other
 * child is inserted (an id of another parent or website is never touched); children not sent are
 * deleted, their own children first. An ordered table's rows are numbered from its base in the
 * order given; every row is stamped like every content row. Each child's own children, where sent,
 * are saved the same way under it. Answers the children's ids in the order given.
 */
export async function saveChildren(
  trx: Executor,
  tree: ChildTree,
  owner: ChildOwner,
  children: readonly Child[],
): Promise<number[]> {
  const db = untyped(trx);
  const { table } = tree;
  const { websiteId, userId, parentId } = owner;
  const existing = (await db
    .selectFrom(table.table)
    .select('id')
    .where('website_id', '=', websiteId)
    .where(table.parentColumn, '=', parentId)
    .execute()) as { id: number }[];
  const mine = new Set(existing.map((row) => row.id));
  const kept = new Set(children.flatMap((child) => (child.id !== undefined && mine.has(child.id) ? [child.id] : [])));

  const removed = [...mine].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    if (tree.children) await removeChildren(trx, tree.children, websiteId, removed);
    await db.deleteFrom(table.table).where('website_id', '=', websiteId).where('id', 'in', removed).execute();
  }

  const at = now();
  const ids: number[] = [];
  // A child kept twice in one document is saved once; the second copy becomes a new row.
  const saved = new Set<number>();
  for (const [index, child] of children.entries()) {
    const values = { ...child.values, ...(table.ordered ? { order_no: table.ordered.base + index } : {}) };
    if (child.id !== undefined && kept.has(child.id) && !saved.has(child.id)) {
      saved.add(child.id);
      await db
        .updateTable(table.table)
        .set({ ...values, updated_at: at, updated_by: userId })
        .where('website_id', '=', websiteId)
        .where('id', '=', child.id)
        .execute();
      ids.push(child.id);
      continue;
    }
    const row = (await db
      .insertInto(table.table)
      .values({
        ...values,
        [table.parentColumn]: parentId,
        website_id: websiteId,
        created_at: at,
        updated_at: at,
        created_by: userId,
        updated_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    ids.push(row.id);
  }

  if (tree.children) {
    for (const [index, child] of children.entries()) {
      if (child.children) {
        await saveChildren(trx, tree.children, { websiteId, userId, parentId: ids[index]! }, child.children);
      }
    }
  }
  return ids;
}
