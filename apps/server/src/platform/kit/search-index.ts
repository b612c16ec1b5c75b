import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Engine } from '../../db/migrations/helpers.js';
import { untyped } from './any-table.js';
import { escapeLike } from './search.js';

/**
 * A table's search index (docs/design.md §4, search of the kit's lists): the plain text of each row's searched
 * columns (HTML as the text it shows, not its tags), kept by the kit's writes in their transaction
 * in a table of its own, `<table>_search`, one row per row (its id), indexed for "contains":
 *
 * - SQLite: an FTS5 table with the trigram tokenizer, whose `rowid` is the row's id; a search of 3
 *   or more characters is a phrase of trigrams (`MATCH '"text"'`): a substring match, without regard
 *   to case, served by the index.
 * - PostgreSQL: a plain table with a `pg_trgm` GIN index (`gin_trgm_ops`) that serves `ILIKE
 *   '%text%'`.
 *
 * A search of 1 or 2 characters has no trigram: it is still answered, by `LIKE` over the stored
 * text (a scan of the search table), the same rows a longer search would find, only slower.
 */
export interface SearchIndexed {
  /** The columns searched, in order: titles, summaries, names. */
  columns: readonly string[];
  /** Of them, those holding sanitized rich HTML: searched as their text, not their tags. */
  html?: readonly string[];
}

/** The text a search finds of sanitized HTML: tags out (each a space), the common character references decoded. */
export function textOfHtml(html: string) {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Runs of white space as one space, trimmed: how stored text and searches are both compared. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The shortest search the trigram index serves. */
export const INDEXED_SEARCH_LENGTH = 3;

const searchTableOf = (table: string) => `${table}_search`;

/**
 * The table a search index belongs to, given one of the index's own tables (`news_search`, and on
 * SQLite its FTS5 tables `news_search_data`, ...), or undefined for any other table: a search
 * index is part of its table, owned by whoever owns that.
 */
export function indexedTableOf(name: string) {
  return /^(.+)_search(_config|_content|_data|_docsize|_idx)?$/.exec(name)?.[1];
}
const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The search index of `table`: its rows' text, how to keep it, and a list's `search` condition. */
export function searchIndex(table: string, indexed: SearchIndexed) {
  const searchTable = searchTableOf(table);
  const html = new Set(indexed.html ?? []);

  /** A row's searched text: its columns, HTML as text, joined by a line break. */
  function textOf(row: Record<string, unknown>) {
    return indexed.columns
      .map((column) => {
        const value = row[column];
        if (value === null || value === undefined) return '';
        return squeezed(html.has(column) ? textOfHtml(String(value)) : String(value));
      })
      .join('\n');
  }

  return {
    textOf,
    /** Keeps the row's text: written as its row was (insert or update), in the write's transaction. */
    async write(db: Executor, row: Record<string, unknown>) {
      const id = row.id as number;
      const text = textOf(row);
      if (isPostgres(db)) {
        await sql`insert into ${sql.table(searchTable)} (id, text) values (${id}, ${text})
          on conflict (id) do update set text = excluded.text`.execute(db);
        return;
      }
      // An FTS5 table has no upsert: the old text goes first.
      await sql`delete from ${sql.table(searchTable)} where rowid = ${id}`.execute(db);
      await sql`insert into ${sql.table(searchTable)} (rowid, text) values (${id}, ${text})`.execute(db);
    },
    /** Forgets a removed row's text. */
    async drop(db: Executor, ids: readonly number[]) {
      if (ids.length === 0) return;
      const key = isPostgres(db) ? 'id' : 'rowid';
      await untyped(db).deleteFrom(searchTable).where(key, 'in', ids).execute();
    },
    /**
     * The rows whose text contains `text`, without regard to case, `%` and `_` taken as they are:
     * a condition on the table's `id`, served by the trigram index from 3 characters on.
     */
    matching(db: Executor, text: string): RawBuilder<boolean> {
      const wanted = squeezed(text);
      const id = sql.ref(`${table}.id`);
      const from = sql.table(searchTable);
      if (isPostgres(db)) {
        return sql<boolean>`${id} in (select id from ${from} where text ilike ${`%${escapeLike(wanted)}%`} escape '\\')`;
      }
      if ([...wanted].length >= INDEXED_SEARCH_LENGTH) {
        const phrase = `"${wanted.replace(/"/g, '""')}"`;
        return sql<boolean>`${id} in (select rowid from ${from} where ${from} match ${phrase})`;
      }
      return sql<boolean>`${id} in (select rowid from ${from} where text like ${`%${escapeLike(wanted)}%`} escape '\\')`;
    },
  };
}

export type SearchIndex = ReturnType<typeof searchIndex>;

/**
 * The migration of a table's search index: its search table, indexed, filled with the text of the
 * rows it has (the same text the kit writes, `searchIndex(table, indexed).textOf`).
 */
export async function createSearchIndex(db: Kysely<unknown>, engine: Engine, table: string, indexed: SearchIndexed) {
  const searchTable = searchTableOf(table);
  if (engine === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create table ${sql.table(searchTable)} (id integer primary key, text text not null)`.execute(db);
    await sql`create index ${sql.raw(`${searchTable}_trgm`)} on ${sql.table(searchTable)} using gin (text gin_trgm_ops)`.execute(
      db,
    );
  } else {
    await sql`create virtual table ${sql.table(searchTable)} using fts5(text, tokenize = 'trigram')`.execute(db);
  }
  const index = searchIndex(table, indexed);
  const key = engine === 'postgres' ? 'id' : 'rowid';
  let after = 0;
  // A thousand rows at a time: a website with 100,000 rows is not read whole.
  for (;;) {
    const rows = (
      await sql<Record<string, unknown>>`select id, ${sql.join(
        indexed.columns.map((column) => sql.ref(column)),
      )} from ${sql.table(table)} where id > ${after} order by id limit 1000`.execute(db)
    ).rows;
    if (rows.length === 0) break;
    await untyped(db as never)
      .insertInto(searchTable)
      .values(rows.map((row) => ({ [key]: row.id, text: index.textOf(row) })))
      .execute();
    after = rows[rows.length - 1]!.id as number;
  }
}

export async function dropSearchIndex(db: Kysely<unknown>, table: string) {
  await sql`drop table if exists ${sql.table(searchTableOf(table))}`.execute(db);
}
