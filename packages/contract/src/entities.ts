import { z } from 'zod';

// The fields every row of the API answers with, beside the area's own.

const rowId = z.number().int();

/** A row as the API answers it: its `id`, then the area's fields. */
export function entity<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ id: rowId, ...shape });
}

/** When a row was created and last changed (ISO date-times). */
export const dated = { createdDate: z.string(), updatedDate: z.string() };

/** Who created and last changed a row (user ids; null for seeded rows and deleted users). */
export const authored = { createdBy: rowId.nullable(), updatedBy: rowId.nullable() };

/**
 * A row's audit stamps, who and when (the server's `rowMapping` fills them from their columns):
 * `entity({..., ...stamped})`.
 */
export const stamped = { ...authored, ...dated };

/** The website a row belongs to, as the spec names it: `assetOwnerId`. */
export const owned = { assetOwnerId: rowId };

/** A row's place in its ordered list, counted from the area's base (the reorder call's `orderNo`). */
export const ordered = { orderNo: rowId };

/**
 * A website's content row as the API answers it: its `id`, the website it belongs to
 * (`assetOwnerId`), the area's fields, then its audit stamps (the server's `rowMapping` fills them
 * from their columns).
 */
export function contentEntity<const Shape extends z.ZodRawShape>(shape: Shape) {
  return entity({ ...owned, ...shape, ...stamped });
}
