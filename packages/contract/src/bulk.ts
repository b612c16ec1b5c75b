import { z } from 'zod';
import { bodyId } from './fields.js';

// A list's bulk actions (docs/product/README.md "Calls"): the rows selected on a page, published,
// unpublished (back to the draft status) or deleted at once, all or none.

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The most rows one bulk call takes: a page of the largest size (`MAX_PAGE_SIZE`). */
export const MAX_BULK_IDS = 100;

export const bulkMessages = {
  idsRequired: 'ids must be a list of 1 to 100 ids',
  tooMany: `A bulk action takes at most ${MAX_BULK_IDS} ids`,
  empty: 'A bulk action needs at least one id',
  duplicate: 'Each id may appear only once',
} as const;

/** `POST <list>/bulk` `{action, ids}`: one of the list's `actions`, 1 to 100 distinct ids. */
export function bulkRequest<const A extends readonly [BulkAction, ...BulkAction[]]>(actions: A) {
  return z.object({
    action: z.enum(actions, { error: `action must be one of ${actions.join(', ')}` }),
    ids: z
      .array(bodyId, { error: bulkMessages.idsRequired })
      .min(1, bulkMessages.empty)
      .max(MAX_BULK_IDS, bulkMessages.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, bulkMessages.duplicate),
  });
}
export type BulkRequest = { action: BulkAction; ids: number[] };

/** What a bulk call did: the action, the ids it was done to, and in words ('3 done: published'). */
export const bulkResponse = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(z.number().int()).max(MAX_BULK_IDS),
  message: z.string(),
});
export type BulkResponse = z.infer<typeof bulkResponse>;

/** What a bulk call answers in words: '3 news published', by the list's plural noun. */
export function bulkDone(action: BulkAction, count: number, things: string) {
  const done = { publish: 'published', unpublish: 'unpublished', delete: 'deleted' }[action];
  return `${count} ${things} ${done}`;
}
