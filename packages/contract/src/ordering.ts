import { z } from 'zod';
import { bodyId } from './fields.js';

export const orderingMessages = {
  listRequired: 'A reorder needs a list of items',
  listEmpty: 'A reorder needs at least one item',
  listTooLong: 'A reorder can move at most 1000 items',
  orderNoInvalid: 'Each item needs a whole-number orderNo from 0',
  duplicateId: 'Each item may appear only once',
  mixedLists: 'All items of a reorder must be in the same list',
  sortOrderInvalid: 'sortOrder must be asc or desc',
} as const;

export const MAX_REORDER_ITEMS = 1000;

/** One row's new position in its list: `{id, orderNo}` (docs/design.md §4). */
export const reorderItem = z.object({
  id: bodyId,
  orderNo: z
    .number({ error: orderingMessages.orderNoInvalid })
    .int(orderingMessages.orderNoInvalid)
    .min(0, orderingMessages.orderNoInvalid)
    .max(1_000_000, orderingMessages.orderNoInvalid),
});

/**
 * A reorder call's body: the rows of one list (or, for nested lists, of several lists) with their
 * new positions. A row may be named once; the positions count from the area's base (0 or 1).
 */
export const reorderRequest = z
  .array(reorderItem, { error: orderingMessages.listRequired })
  .min(1, orderingMessages.listEmpty)
  .max(MAX_REORDER_ITEMS, orderingMessages.listTooLong)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, orderingMessages.duplicateId);
export type ReorderRequest = z.input<typeof reorderRequest>;
export type ReorderItem = z.output<typeof reorderItem>;

/** The reorder body for `items` in their new order, numbered from `base`. */
export const orderOf = (ids: readonly number[], base: 0 | 1): ReorderItem[] =>
  ids.map((id, index) => ({ id, orderNo: base + index }));

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A list's `sortBy` and `sortOrder` (docs/product/README.md "Calls": `sortBy=orderNo&sortOrder=asc`): one of `fields`,
 * the first by default, ascending by default. Spread into the list query: `pageQuery.extend(sortQuery([...]))`.
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortBy: z.enum(fields, { error: `sortBy must be one of ${fields.join(', ')}` }).default(fields[0]),
    sortOrder: z.enum(SORT_ORDERS, { error: orderingMessages.sortOrderInvalid }).default('asc'),
  };
}

/**
 * A list's `sortBy` and `sortOrder` where the list keeps its own order unless asked (a newest-first
 * list's search box and column headers): `sortBy` one of `fields` or left out, `sortOrder` `asc` by
 * default. The server sorts each field on an index of its own, ties by id.
 */
export function listSortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortBy: z.enum(fields, { error: `sortBy must be one of ${fields.join(', ')}` }).optional(),
    sortOrder: z.enum(SORT_ORDERS, { error: orderingMessages.sortOrderInvalid }).default('asc'),
  };
}
