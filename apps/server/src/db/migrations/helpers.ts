import type { CreateTableBuilder, Kysely } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** A migration that may need to know the engine; see db/migrate.ts. */
export interface EngineMigration {
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
  down?(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

/** The one place that branches on the engine: an integer primary key that the database assigns. */
export function withId<T extends string>(engine: Engine, table: CreateTableBuilder<T, never>) {
  return table.addColumn('id', 'integer', (col) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}

/** created_at/updated_at as ISO strings and created_by/updated_by user ids. */
export function withAudit<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer');
}
