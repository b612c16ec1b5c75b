import { now, type Executor } from '../../db/database.js';
import { untyped } from './any-table.js';

/** Where a parent's children live: a content table with a column naming the parent row. */
export interface ChildList {
  table: string;
  parentColumn: string;
  /** The order column, numbered from `base` in the order the children are given; none when unordered. */
  order?: { column: string; base: 0 | 1 };
}

export interface Child {
  /** The id of a child the parent already has; absent (or another row's id) for a new child. */
  id?: number;
  values: Record<string, unknown>;
}

/**
 * Saves a parent's children as part of the parent's document (a bell schedule's blocks, a block's
 * entries, a carousel's elements, a poll's options), inside the parent's transaction: a child whose
 * id is one of this parent's keeps its id and is updated; any other child is inserted (an id of
 * another parent or website is never touched); children not sent are deleted, after `beforeRemove`
 * (for their own children). The rows are stamped like every content row. Answers the children's ids
 * in the order given, so the caller can save grandchildren under them.
 */
export async function replaceChildren(
  trx: Executor,
  list: ChildList,
  owner: { websiteId: number; userId: number | null; parentId: number },
  children: readonly Child[],
  options: { beforeRemove?: (ids: number[]) => Promise<unknown> } = {},
): Promise<number[]> {
  const db = untyped(trx);
  const { websiteId, userId, parentId } = owner;
  const existing = (await db
    .selectFrom(list.table)
    .select('id')
    .where('website_id', '=', websiteId)
    .where(list.parentColumn, '=', parentId)
    .execute()) as { id: number }[];
  const mine = new Set(existing.map((row) => row.id));
  const kept = new Set(children.flatMap((child) => (child.id !== undefined && mine.has(child.id) ? [child.id] : [])));

  const removed = [...mine].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    await options.beforeRemove?.(removed);
    await db.deleteFrom(list.table).where('website_id', '=', websiteId).where('id', 'in', removed).execute();
  }

  const at = now();
  const ids: number[] = [];
  // A child kept twice in one document is saved once; the second copy becomes a new row.
  const saved = new Set<number>();
  for (const [index, child] of children.entries()) {
    const values = { ...child.values, ...(list.order ? { [list.order.column]: list.order.base + index } : {}) };
    if (child.id !== undefined && kept.has(child.id) && !saved.has(child.id)) {
      saved.add(child.id);
      await db
        .updateTable(list.table)
        .set({ ...values, updated_at: at, updated_by: userId })
        .where('website_id', '=', websiteId)
        .where('id', '=', child.id)
        .execute();
      ids.push(child.id);
      continue;
    }
    const row = (await db
      .insertInto(list.table)
      .values({
        ...values,
        [list.parentColumn]: parentId,
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
  return ids;
}

/**
 * A parent's children as its wire shape reads them (`tableResource`'s `links`): the rows under each
 * of the parents, in one query, in their order (then by id).
 */
export function childrenOf<Row extends { id: number }>(list: ChildList) {
  return {
    async of(db: Executor, parentIds: readonly number[]): Promise<Map<number, Row[]>> {
      const under = new Map<number, Row[]>();
      if (parentIds.length === 0) return under;
      let rows = untyped(db).selectFrom(list.table).selectAll().where(list.parentColumn, 'in', parentIds);
      if (list.order) rows = rows.orderBy(list.order.column);
      const found = (await rows.orderBy('id').execute()) as (Row & Record<string, number>)[];
      for (const row of found) {
        const parent = row[list.parentColumn]!;
        under.set(parent, [...(under.get(parent) ?? []), row]);
      }
      return under;
    },
  };
}
