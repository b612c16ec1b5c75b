import type { PageQuery, ResourceContract } from '@cms/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ParentTable } from './child-routes.js';
import { childOf, readChildren, removeChildren, type ChildTree } from './children.js';
import { nextOrderNo, orderedTableOf, reorder } from './ordering.js';
import type { EntityOf } from './resource-routes.js';
import type { Actor, ContentTableName, ScopedTable } from './scoped-table.js';
import { columnsOfBody, type BodyColumns } from './table-resource.js';

type Row<T extends ContentTableName> = Selectable<Database[T]>;
type Values<T extends ContentTableName> = Parameters<ScopedTable<T>['insert']>[2];
type Body<C extends ResourceContract> = z.output<C['schemas']['request']>;

/** A child resource's table, declared with the one place its row becomes the contract's entity. */
type ChildEntityTable<C extends ResourceContract, T extends ContentTableName> = ScopedTable<T> & {
  toEntity: ToEntity<C, T>;
};
type ToEntity<C extends ResourceContract, T extends ContentTableName> = (row: Row<T>) => EntityOf<C>;

export interface ChildTableOptions<C extends ResourceContract, T extends ContentTableName> {
  /** The parent rows' scoped table: a row of another website is a 404 before anything else. */
  parent: ParentTable;
  /** A create or update body as the row's columns; the parent and `order_no` are the kit's. */
  columns: BodyColumns<Body<C>, Partial<Values<T>>>;
  /** The position a body asks for in its parent's list (clamped to it), if any; otherwise a new row goes last. */
  placed?(body: Body<C>): number | undefined;
  /** The rows under each of its rows, deleted with it (a subject's homework). */
  children?: ChildTree;
}

/**
 * The calls of a resource whose rows are one child table, ordered under its parent rows (a
 * category's stars, a carousel's elements, a class's subjects; `registerChildResource` serves
 * them), from the table's one declaration (`scopedTable(table, {thing, parentColumn, ordered})`): a
 * parent's rows in order, paged or whole as the contract says, and one row, 404 for a row of
 * another parent; a new row goes at the end of its parent's list, or where its body asks.
 */
export function childTableResource<C extends ResourceContract, T extends ContentTableName>(
  contract: C,
  table: ChildEntityTable<C, T>,
  options: ChildTableOptions<C, T>,
) {
  const toEntity: ToEntity<C, T> = table.toEntity;
  const { parent } = options;
  const { parentColumn } = table;
  const ordered = orderedTableOf(contract, table);
  if (!ordered || !parentColumn) throw new Error(`${table.table}: a child resource's rows are ordered under a parent`);
  const child = ordered as typeof ordered & { parentColumn: string };
  const theirs = options.children;

  /** Moves the row to the position its body asks for, and answers it as it is then. */
  async function place(trx: Trx, websiteId: number, parentId: number, row: Row<T>, body: Body<C>) {
    const id = (row as unknown as { id: number }).id;
    const orderNo = options.placed?.(body);
    if (orderNo === undefined) return toEntity(row);
    await reorder(trx, ordered!, websiteId, [{ id, orderNo }], { parentId });
    return toEntity(await table.get(trx, websiteId, id));
  }

  return {
    contract,
    /** The table of its rows, as its area declares the resource (`AreaResource`). */
    table,
    parent,
    /** Each parent's ordered list (`registerResourceReorder` serves its reorder call). */
    ordered,
    async list(db: Executor, auth: Actor, parentId: number, query: z.output<C['schemas']['listQuery']>) {
      // A list whole by nature (docs/design.md §4) answers every row under the parent, in order.
      if (contract.whole)
        return ((await readChildren(db, { table: child }, [parentId])).get(parentId) ?? []).map(toEntity);
      const page = await table.page(db, auth.websiteId, query as PageQuery, { filters: { [parentColumn]: parentId } });
      return { ...page, content: page.content.map(toEntity) };
    },
    get: async (db: Executor, auth: Actor, parentId: number, id: number) =>
      toEntity(await childOf(db, child, auth.websiteId, parentId, id)),
    async create(trx: Trx, actor: Actor, parentId: number, body: Body<C>) {
      const values = {
        ...columnsOfBody(options.columns, body),
        [parentColumn]: parentId,
        order_no: await nextOrderNo(trx, ordered, actor.websiteId, parentId),
      } as unknown as Values<T>;
      return place(trx, actor.websiteId, parentId, await table.insert(trx, actor, values), body);
    },
    async update(trx: Trx, actor: Actor, parentId: number, id: number, body: Body<C>) {
      await childOf(trx, child, actor.websiteId, parentId, id);
      const row = await table.update(trx, actor, id, columnsOfBody(options.columns, body));
      return place(trx, actor.websiteId, parentId, row, body);
    },
    async remove(trx: Trx, actor: Actor, parentId: number, id: number) {
      await childOf(trx, child, actor.websiteId, parentId, id);
      await table.remove(trx, actor.websiteId, id, async () => {
        if (theirs) await removeChildren(trx, theirs, actor.websiteId, [id]);
      });
    },
  };
}
