import { z } from 'zod';

/** What `/health` says of each part the server needs: it answers, or it does not. */
const partHealth = z.enum(['ok', 'unavailable']);

/** `GET /health`: 200 when the database and the file store both answer. */
export const healthOk = z.object({ status: z.literal('ok'), database: z.literal('ok'), storage: z.literal('ok') });

/** `GET /health`: 503 when one does not, naming which (`storage: 'unavailable'`). */
export const healthUnavailable = z.object({
  status: z.literal('unavailable'),
  database: partHealth,
  storage: partHealth,
  message: z.string(),
});
export type HealthOk = z.infer<typeof healthOk>;
export type HealthUnavailable = z.infer<typeof healthUnavailable>;

export const healthMessages = {
  databaseDown: 'The database is not reachable',
  storageDown: 'File storage is not reachable',
  bothDown: 'The database and file storage are not reachable',
} as const;
