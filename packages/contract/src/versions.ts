import { z } from 'zod';

/*
 * Optimistic concurrency for a document edited whole (a bell schedule with its blocks and entries):
 * the row answers its `version`, a save may send it back, and a save whose version is no longer the
 * row's is refused (409) instead of silently overwriting what was saved in between. A client that
 * sends none (docs/product/README.md "Calls") saves as before.
 */

export const versionMessages = {
  versionInvalid: 'version must be a whole number from 1',
  /** The 409 of a stale save: what happened and what to do, in the thing's words. */
  stale: (one: string) =>
    `This ${one} was changed in another tab or by someone else after you opened it. ` +
    'Reload it to see those changes, then make yours again.',
} as const;

/** The version a row answers: 1 when created, one more at every save. */
export const versioned = { version: z.number().int() };

/** The version a save was made from; absent saves regardless. */
export const versionField = z
  .number({ error: versionMessages.versionInvalid })
  .int(versionMessages.versionInvalid)
  .min(1, versionMessages.versionInvalid)
  .max(2_147_483_647, versionMessages.versionInvalid)
  .optional();
