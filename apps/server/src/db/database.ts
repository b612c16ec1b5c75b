import type SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.js';

// Each engine's driver is loaded only when a database of that engine is opened: a SQLite server
// never loads `pg` at start-up, nor a PostgreSQL one `better-sqlite3` (cold start, docs/design.md §8).
const require = createRequire(import.meta.url);

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Trx;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

/** `sqlite:<file>` (or `sqlite::memory:`) or `postgres://...`; one Kysely code path for both. */
export function openDatabase(url: string): DatabaseHandle {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const BetterSqlite = require('better-sqlite3') as typeof SQLite;
    const sqlite = new BetterSqlite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const { Pool } = require('pg') as typeof pg;
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped database) is discarded by the
  // pool and replaced on next use; unheard, its 'error' event would crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; the same SQL text reuses its prepared statement instead
 * (docs/design.md §8: one prepared statement per query). Statements run synchronously, so sharing is safe.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        if (statements.size >= max) statements.clear();
        statement = sqlite.prepare(query);
        statements.set(query, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

export const now = () => new Date().toISOString();
export const toFlag = (value: boolean) => (value ? 1 : 0);
