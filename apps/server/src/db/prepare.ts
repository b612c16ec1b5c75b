import type { Config } from '../config.js';
import { seedDemo, seedFirstAdmin, isEmpty } from '../seed/demo.js';
import { ensureRoles } from '../seed/roles.js';
import type { DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';

/**
 * Start-up work on the database: migrate, make sure the roles exist, and on an empty database
 * seed the demo school (or, in production, only the first admin).
 */
export async function prepareDatabase(handle: DatabaseHandle, config: Config, { seed = true } = {}) {
  const applied = await migrateToLatest(handle);
  await ensureRoles(handle.db);
  let seeded: 'demo' | 'admin' | null = null;
  if (seed && (await isEmpty(handle.db))) {
    if (config.env === 'production') {
      await seedFirstAdmin(handle.db, config.adminEmail!, config.adminPassword!, config.defaultAdminHost);
      seeded = 'admin';
    } else {
      await seedDemo(handle.db);
      seeded = 'demo';
    }
  }
  return { applied, seeded };
}
