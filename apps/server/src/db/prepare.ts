import { ensureRoles } from '../seed/roles.js';
import type { DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { MigratedAreas } from './migrations/index.js';

/** Start-up work on the database: migrate (the platform and the `areas`), and make sure the roles exist. */
export async function prepareDatabase(handle: DatabaseHandle, areas: MigratedAreas) {
  const applied = await migrateToLatest(handle, areas);
  await ensureRoles(handle.db);
  return { applied };
}
