/* eslint-disable @typescript-eslint/no-explicit-any -- see below */
import { PostgresAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';

/*
 * The kit's helpers serve every content table, so they cannot name one table's type: they see the
 * database untyped and touch only the columns the kit requires (id, website_id, the audit stamps,
 * order_no). Their callers get the table's own row types back.
 */
export type AnyDatabase = Kysely<any>;
export type AnySelect = SelectQueryBuilder<any, any, any>;

export const untyped = (db: Executor) => db as unknown as AnyDatabase;

/**
 * The query with its rows locked for the rest of the transaction (`FOR UPDATE`) on PostgreSQL.
 * SQLite has no row locks and needs none: a write transaction holds the whole database.
 */
export function lockingRows<Q extends AnySelect>(db: Executor, query: Q): Q {
  return db.getExecutor().adapter instanceof PostgresAdapter ? (query.forUpdate() as Q) : query;
}
