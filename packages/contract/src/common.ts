import { z } from 'zod';
import { wholeList } from './paging.js';

/** The largest id a client may send: ids are 32-bit positive integers on both engines. */
export const MAX_ID = 2_147_483_647;

const idNumber = z.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(MAX_ID, 'Invalid id');

/** A positive 32-bit id, as a JSON number or as plain decimal digits (path and query strings). */
export const id = z.union(
  [
    idNumber,
    z
      .string()
      .regex(/^\d{1,10}$/, 'Invalid id')
      .transform(Number)
      .pipe(idNumber),
  ],
  {
    error: 'Invalid id',
  },
);

export const idParams = z.object({ id });
export type IdParams = z.infer<typeof idParams>;

export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: wholeList(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Lookups by name (`.../name/{name}`); compared without regard to case. */
export const nameParams = z.object({
  name: z.string().trim().min(1, 'Name is required').max(255, 'Must be at most 255 characters'),
});

/**
 * The most objects and lists one JSON body holds (issue 25: a bell schedule of 245,000 empty
 * entries took the server's time for seconds). The largest document a form makes, a page of 100
 * table blocks of 50 rows, holds about 10,000; a body over it is refused before it is parsed.
 */
export const JSON_BODY_MAX_VALUES = 20_000;
export const bodyMessages = {
  tooManyValues: `A request body holds at most ${JSON_BODY_MAX_VALUES.toLocaleString('en-US')} objects and lists`,
} as const;
