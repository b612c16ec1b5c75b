import { Migrator, type Kysely, type Migration } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { migrations } from './migrations/index.js';

/** Brings the schema up to date; migrations are bundled in, not read from the disk. */
export async function migrateToLatest({ db, dialect }: DatabaseHandle) {
  const migrator = new Migrator({
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
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
