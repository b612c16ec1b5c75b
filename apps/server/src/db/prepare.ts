import { ensureRoles } from '../seed/roles.js';
import type { DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';

/** Start-up work on the database: migrate, and make sure the roles exist. */
export async function prepareDatabase(handle: DatabaseHandle) {
  const applied = await migrateToLatest(handle);
  await ensureRoles(handle.db);
  return { applied };
}
