import { Migrator, type Kysely, type Migration } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { migrationsOf, type MigratedAreas } from './migrations/index.js';

/**
 * A Kysely migrator over the bundled migrations (not read from the disk) of the platform and the
 * `areas`, bound to the engine.
 */
export function migratorFor({ db, dialect }: DatabaseHandle, areas: MigratedAreas) {
  const migrations = migrationsOf(areas);
  return new Migrator({
    db,
    provider: {
      async getMigrations() {
        const bound: Record<string, Migration> = {};
        for (const [name, migration] of Object.entries(migrations)) {
          bound[name] = {
            up: (kysely: Kysely<unknown>) => migration.up(kysely, dialect),
            down: migration.down && ((kysely: Kysely<unknown>) => migration.down!(kysely, dialect)),
          };
        }
        return bound;
      },
    },
  });
}

/** Brings the schema up to date. */
export async function migrateToLatest(handle: DatabaseHandle, areas: MigratedAreas) {
  const { error, results } = await migratorFor(handle, areas).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
