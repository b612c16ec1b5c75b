import {
  idParams,
  messageResponse,
  orderingMessages,
  reorderRequest,
  type ReorderItem,
  type ResourceContract,
} from '@cms/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/database.js';
import { requirePermission } from '../auth.js';
import { badRequest, notFound } from '../errors.js';
import { lockingRows, untyped, type AnySelect } from './any-table.js';

/**
 * A scoped table whose rows are an ordered list (`scopedTable(table, {ordered})`), as the reorder
 * service reads its declaration: rows with `order_no`, numbered from its `base`, one list per
 * website, or per parent row (`parentColumn`: submenus, a block's entries; rows with the same parent,
 * null included, form one list).
 */
export interface OrderedTable {
  table: string;
  /** What an unknown id is: 'Video' answers 404 'Video not found'. */
  thing: string;
  ordered: { base: 0 | 1 };
  parentColumn?: string | undefined;
}

type Parent = number | null;

/**
 * The table as an ordered list, where it is one, checked against the resource's contract: the
 * console numbers a reorder from the contract's `orderBase`, the server from the table's `base`, and
 * the two must be one number.
 */
export function orderedTableOf<T extends { ordered?: { base: 0 | 1 } | undefined } & Omit<OrderedTable, 'ordered'>>(
  contract: ResourceContract,
  table: T,
) {
  const { ordered } = table;
  if (!ordered) return undefined;
  if (contract.orderBase !== undefined && ordered.base !== contract.orderBase) {
    throw new Error(`${contract.tag}: its table numbers from ${ordered.base}, its contract from ${contract.orderBase}`);
  }
  return table as T & OrderedTable;
}

/** An ordered list's order as a scoped table sorts it (`scopedTable`'s `order`): by `order_no`, then the id. */
export const BY_ORDER_NO = [
  ['order_no', 'asc'],
  ['id', 'asc'],
] as const;

function listRows(db: Executor, list: OrderedTable, websiteId: number, parent: Parent) {
  let rows: AnySelect = untyped(db).selectFrom(list.table).where('website_id', '=', websiteId);
  if (list.parentColumn) {
    rows = parent === null ? rows.where(list.parentColumn, 'is', null) : rows.where(list.parentColumn, '=', parent);
  }
  return rows;
}

/**
 * The list with the named rows moved to the positions they ask for (counted from `base`, clamped
 * to the list) and every other row keeping its order around them.
 */
export function arrange(current: readonly number[], items: readonly ReorderItem[], base: 0 | 1) {
  const named = new Set(items.map((item) => item.id));
  const arranged = current.filter((id) => !named.has(id));
  // Placed in ascending target order, each lands where it asked: later targets are never lower.
  const targets = items.map((item, index) => ({ ...item, index }));
  targets.sort((a, b) => a.orderNo - b.orderNo || a.index - b.index);
  for (const { id, orderNo } of targets) {
    arranged.splice(Math.min(Math.max(orderNo - base, 0), arranged.length), 0, id);
  }
  return arranged;
}

/**
 * Renumbers one or more lists from a reorder call, inside the caller's transaction (docs/design.md §4).
 * Every id must be a row of this website (and, with `parentId`, under that parent), else 404 and
 * nothing changes; an id named twice is a 400. Without `parentId`, the rows of a nested list are
 * reordered within their own parents' lists; with `sameList`, they must all be of one list (the
 * top level, or one parent's), else 400. The lists' rows are locked first (PostgreSQL), so two
 * reorders at once leave one order or the other, never a mix.
 */
export async function reorder(
  trx: Executor,
  list: OrderedTable,
  websiteId: number,
  items: readonly ReorderItem[],
  options: { parentId?: Parent; sameList?: boolean } = {},
) {
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw badRequest(orderingMessages.duplicateId);
  const parentOf = list.parentColumn;
  const named = (await untyped(trx)
    .selectFrom(list.table)
    .select(parentOf ? ['id', `${parentOf} as parent`] : ['id'])
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .execute()) as { id: number; parent?: Parent }[];
  if (named.length !== ids.length) throw notFound(list.thing);
  const parentById = new Map(named.map((row) => [row.id, row.parent ?? null]));
  if (options.parentId !== undefined && named.some((row) => (row.parent ?? null) !== options.parentId)) {
    throw notFound(list.thing);
  }

  const byParent = new Map<Parent, ReorderItem[]>();
  for (const item of items) {
    const parent = parentById.get(item.id)!;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  if (options.sameList && byParent.size > 1) throw badRequest(orderingMessages.mixedLists);
  // Lists are locked in one order (by parent) so concurrent reorders of several lists cannot deadlock.
  const parents = [...byParent.keys()].sort((a, b) => (a ?? -1) - (b ?? -1));
  for (const parent of parents) {
    const rows = (await lockingRows(
      trx,
      listRows(trx, list, websiteId, parent).select(['id', 'order_no']).orderBy('id'),
    ).execute()) as { id: number; order_no: number }[];
    // Sorted here: a locked row may have been renumbered by the transaction it waited for.
    rows.sort((a, b) => a.order_no - b.order_no || a.id - b.id);
    const arranged = arrange(
      rows.map((row) => row.id),
      byParent.get(parent)!,
      list.ordered.base,
    );
    const numberOf = new Map(rows.map((row) => [row.id, row.order_no]));
    for (const [index, id] of arranged.entries()) {
      const orderNo = list.ordered.base + index;
      if (numberOf.get(id) === orderNo) continue;
      await untyped(trx).updateTable(list.table).set({ order_no: orderNo }).where('id', '=', id).execute();
    }
  }
}

/** The number a new row of the list gets: after the last one (or the base when the list is empty). */
export async function nextOrderNo(db: Executor, list: OrderedTable, websiteId: number, parent: Parent = null) {
  const row = (await listRows(db, list, websiteId, parent)
    .select((eb) => eb.fn.max('order_no').as('last'))
    .executeTakeFirst()) as { last: number | string | null } | undefined;
  return row?.last === null || row?.last === undefined ? list.ordered.base : Number(row.last) + 1;
}

/** What runs after a reorder, in its transaction, with the ids it moved (a document's version moves on). */
export type AfterReorder = (trx: Executor, websiteId: number, ids: number[]) => Promise<unknown>;

/** The parent rows' scoped table: its `get` answers 404 for another website's row. */
interface ParentTable {
  get(db: Executor, websiteId: number, id: number): Promise<unknown>;
}

/**
 * `PUT <path>` with `[{id, orderNo}]` (docs/design.md §4): the write permission, one transaction, and
 * `{message}` in answer. With `parent`, the path names the parent row (`.../{id}/elements/reorder`),
 * which must be a row of the session's website, and every id must be under it. Without it, a nested
 * list's call names the rows of any list; with `sameList`, of one list only (one call per list, the
 * top level or one parent's: a menu's items and submenus at the same path).
 */
export function registerReorderRoute(
  fastify: FastifyInstance,
  def: {
    tag: string;
    path: string;
    /** The ordered table (its declaration: `scopedTable(table, {ordered})`). */
    list: OrderedTable;
    /** What a 403 says the user may not do. */
    action: string;
    /** What a reorder answers. */
    message: string;
    /** Every id of a call must be of the same list (400 otherwise); for nested lists without `parent`. */
    sameList?: boolean;
    /** The table of the parent rows (a scoped table: its `get` answers 404 for another website's row). */
    parent?: ParentTable;
    after?: AfterReorder;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: [def.tag], body: reorderRequest, response: { 200: messageResponse } };
  const preHandler = requirePermission('writeContent', def.action);
  const { parent } = def;
  const moved = (items: readonly ReorderItem[]) => items.map((item) => item.id);
  if (!parent) {
    app.put(def.path, { preHandler, schema }, async (request) => {
      const { websiteId } = request.auth;
      await app.deps.db.transaction().execute(async (trx) => {
        await reorder(trx, def.list, websiteId, request.body, { sameList: def.sameList });
        await def.after?.(trx, websiteId, moved(request.body));
      });
      return { message: def.message };
    });
    return;
  }
  app.put(def.path, { preHandler, schema: { ...schema, params: idParams } }, async (request) => {
    const { websiteId } = request.auth;
    await app.deps.db.transaction().execute(async (trx) => {
      await parent.get(trx, websiteId, request.params.id);
      await reorder(trx, def.list, websiteId, request.body, { parentId: request.params.id });
      await def.after?.(trx, websiteId, moved(request.body));
    });
    return { message: def.message };
  });
}

/**
 * `PUT` at the contract's `paths.reorder` of an ordered resource (`tableResource` on an ordered
 * table), with its tag and its write permission, answering its words' `reordered`. A child resource
 * (`childTableResource`) reorders one parent's rows: the path names the parent.
 *
 * With `children`, the call reorders the rows of one of the resource's child tables instead (a
 * schedule's blocks, or their entries), one list per call, at a path and with words of its own; the
 * documents they belong to move on to their next version (`tableResource`'s `reordered`).
 */
export function registerResourceReorder(
  fastify: FastifyInstance,
  resource: {
    contract: ResourceContract;
    ordered?: OrderedTable;
    parent?: ParentTable;
    reordered?(list: OrderedTable): AfterReorder | undefined;
  },
  children?: { list: OrderedTable; path: string; message: string },
) {
  const { contract, ordered, parent } = resource;
  const { tag, actions } = contract;
  if (children) {
    const { list, path, message } = children;
    const after = resource.reordered?.(list);
    registerReorderRoute(fastify, { tag, path, list, action: actions.write, message, sameList: true, after });
    return;
  }
  const message = contract.messages.reordered;
  if (!ordered || !contract.paths.reorder || typeof message !== 'string') {
    throw new Error(`${tag} is not an ordered resource with the words of a reorder`);
  }
  registerReorderRoute(fastify, {
    tag,
    path: contract.paths.reorder,
    list: ordered,
    action: actions.write,
    message,
    parent,
  });
}
