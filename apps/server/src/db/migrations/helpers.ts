import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { columnsOf, idOf, ordered, stamps, type ColumnSpec } from './columns.js';
import { createSearchIndex, dropSearchIndex, type SearchIndexed } from '../../platform/kit/search-index.js';

export type Engine = 'sqlite' | 'postgres';

/** The `row_counts` bucket that counts changes (platform/row-counts.ts names it for the server). */
export const CHANGES_BUCKET = 'changes';

/** A migration that may need to know the engine; see db/migrate.ts. */
export interface EngineMigration {
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
  down?(db: Kysely<unknown>, engine: Engine): Promise<void>;
  /**
   * The tables it makes, named by the helper that makes them (`contentTables`): the area whose
   * migration it is owns them (`defineArea`), without naming them again.
   */
  readonly tables?: readonly string[];
}

/** An integer primary key that the database assigns (the engines spell it differently). */
export function withId<T extends string>(engine: Engine, table: CreateTableBuilder<T, never>) {
  return table.addColumn('id', 'integer', (col) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}

/** The audit `stamps` (created_at/updated_at as ISO strings, created_by/updated_by user ids). */
export function withAudit<T extends string>(table: CreateTableBuilder<T, never>) {
  return columnsOf(stamps)(table);
}

/** A table with an id, the `columns` given, then the audit stamps. */
export function auditedTable(db: Kysely<unknown>, engine: Engine, name: string, columns: Record<string, ColumnSpec>) {
  return withAudit(columnsOf(columns)(withId(engine, db.schema.createTable(name))));
}

/**
 * A table of website content (docs/design.md §7): its id, the website each row belongs to, the area's
 * `columns`, then the audit stamps. Lists of it want `listIndexes` or `orderedListIndex`.
 */
export function contentTable(db: Kysely<unknown>, engine: Engine, name: string, columns: Record<string, ColumnSpec>) {
  return auditedTable(db, engine, name, { website_id: idOf('websites'), ...columns });
}

/** A plain index `name` of `table` on `columns`, in their order. */
export async function index(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  { unique = false } = {},
) {
  const created = db.schema.createIndex(name).on(table).columns(columns);
  await (unique ? created.unique() : created).execute();
}

/** A migration that adds indexes to tables made before, each `name: [table, columns]`; `down` drops them. */
export function indexes(
  added: Readonly<Record<string, readonly [table: string, columns: readonly string[]]>>,
): EngineMigration {
  return {
    async up(db) {
      for (const [name, [table, columns]] of Object.entries(added)) await index(db, name, table, [...columns]);
    },
    async down(db) {
      for (const name of Object.keys(added)) await db.schema.dropIndex(name).execute();
    },
  };
}

/**
 * The indexes of a content table's newest-first list: `(website_id, id)` for the whole list and
 * `(website_id, <column>, id)` for a list filtered by each of `filters`.
 */
export async function listIndexes(db: Kysely<unknown>, table: string, filters: readonly string[] = []) {
  await index(db, `${table}_website_id`, table, ['website_id', 'id']);
  for (const column of filters) await index(db, `${table}_website_${column}_id`, table, ['website_id', column, 'id']);
}

/**
 * The index of an ordered list (docs/design.md §7): `(website_id, order_no, id)`, or per parent with
 * `parentColumn` (`(website_id, <parent>, order_no, id)`).
 */
export async function orderedListIndex(db: Kysely<unknown>, table: string, parentColumn?: string) {
  const columns = ['website_id', ...(parentColumn ? [parentColumn] : []), 'order_no', 'id'];
  await index(db, `${table}_website_order`, table, columns);
}

/**
 * Names unique per website without regard to case (topics, news categories); the same index
 * serves their alphabetical lists and the look-ups by name.
 */
export async function uniqueNameIndex(db: Kysely<unknown>, table: string, column: string) {
  await db.schema
    .createIndex(`${table}_website_${column}`)
    .on(table)
    .unique()
    .expression(sql`website_id, ${sql.raw(`lower(${column})`)}`)
    .execute();
}

/** A value unique among the rows not (softly) deleted: `deleted` is 0. */
export async function uniqueWhileLive(db: Kysely<unknown>, table: string, column: string) {
  await db.schema
    .createIndex(`${table}_${column}_live`)
    .on(table)
    .column(column)
    .unique()
    .where(sql.ref('deleted'), '=', 0)
    .execute();
}

/**
 * A many-to-many link table: a row per link (`from` and `to` are `[column, table]`), deleted with
 * the row at either end; with `reverse`, an index finds the links from the `to` end too.
 */
export async function createLinkTable(
  db: Kysely<unknown>,
  name: string,
  [fromColumn, fromTable]: [string, string],
  [toColumn, toTable]: [string, string],
  { reverse = true } = {},
) {
  await db.schema
    .createTable(name)
    .addColumn(fromColumn, 'integer', (col) => col.notNull().references(`${fromTable}.id`).onDelete('cascade'))
    .addColumn(toColumn, 'integer', (col) => col.notNull().references(`${toTable}.id`).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${name}_pk`, [fromColumn, toColumn])
    .execute();
  if (!reverse) return;
  const short = (column: string) => column.replace(/_id$/, '');
  await index(db, `${name}_${short(toColumn)}_${short(fromColumn)}`, name, [toColumn, fromColumn]);
}

/**
 * Keeps `row_counts` right for a content table (migration 2026-11-22-003): database triggers add
 * and subtract one per row, so rows written any way (the server, the CLI, a script, a bulk import)
 * are counted. Each website gets a bucket `all` and, per `bucketColumns` entry, a bucket
 * `<column>:<value>` (the column must be NOT NULL). `entity` is the table name.
 *
 * A bucket `changes` counts every insert, delete and update of a bucket column: the version of the
 * website's rows of the table, by which a cached page position knows it still holds.
 *
 * Every change touches the website's `all` row first (an update of a bucket column subtracts one
 * and adds one), so on PostgreSQL concurrent writers of one website queue on that row in one order
 * and cannot deadlock on the counts.
 */
export async function addRowCountTriggers(
  db: Kysely<unknown>,
  engine: Engine,
  table: string,
  bucketColumns: readonly string[],
) {
  // Each count moves by the delta; `changes` only ever grows (the rows' version, row-counts.ts).
  const bucketsOf = (row: 'OLD' | 'NEW', delta: number): [string, number][] => [
    [`'all'`, delta],
    ...bucketColumns.map((column): [string, number] => [`'${column}:' || ${row}.${column}`, delta]),
    [`'${CHANGES_BUCKET}'`, 1],
  ];
  const watched = ['website_id', ...bucketColumns];
  const changed = watched.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ');
  if (engine === 'sqlite') {
    const upsert = (row: 'OLD' | 'NEW', delta: number) =>
      `INSERT INTO row_counts (website_id, entity, bucket, count) VALUES ` +
      bucketsOf(row, delta)
        .map(([bucket, by]) => `(${row}.website_id, '${table}', ${bucket}, ${by})`)
        .join(', ') +
      ` ON CONFLICT (website_id, entity, bucket) DO UPDATE SET count = count + excluded.count;`;
    await sql
      .raw(`CREATE TRIGGER ${table}_row_counts_insert AFTER INSERT ON ${table} BEGIN ${upsert('NEW', 1)} END`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_row_counts_delete AFTER DELETE ON ${table} BEGIN ${upsert('OLD', -1)} END`)
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_row_counts_update AFTER UPDATE OF ${watched.join(', ')} ON ${table} ` +
          `WHEN ${changed.replaceAll('IS DISTINCT FROM', 'IS NOT')} BEGIN ${upsert('OLD', -1)} ${upsert('NEW', 1)} END`,
      )
      .execute(db);
    return;
  }
  const adds = (row: 'OLD' | 'NEW', delta: number) =>
    bucketsOf(row, delta)
      .map(([bucket, by]) => `PERFORM row_counts_add(${row}.website_id, '${table}', ${bucket}, ${by});`)
      .join(' ');
  await sql
    .raw(
      `CREATE FUNCTION ${table}_row_counts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
        `IF TG_OP <> 'INSERT' THEN ${adds('OLD', -1)} END IF; ` +
        `IF TG_OP <> 'DELETE' THEN ${adds('NEW', 1)} END IF; ` +
        `RETURN NULL; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_row_counts AFTER INSERT OR DELETE ON ${table} ` +
        `FOR EACH ROW EXECUTE FUNCTION ${table}_row_counts()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_row_counts_update AFTER UPDATE OF ${watched.join(', ')} ON ${table} ` +
        `FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${table}_row_counts()`,
    )
    .execute(db);
}

/**
 * Every change of a row raises its website's `changes` version of the table, not only a change of a
 * counted column as `addRowCountTriggers` does, so a page read at a version can be answered again
 * while the version holds (platform/kit/page-cache.ts). A counted table gets both.
 */
export async function addEditTriggers(db: Kysely<unknown>, engine: Engine, table: string) {
  const bump = `'${table}', '${CHANGES_BUCKET}'`;
  if (engine === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_row_edits AFTER UPDATE ON ${table} BEGIN ` +
          `INSERT INTO row_counts (website_id, entity, bucket, count) VALUES (NEW.website_id, ${bump}, 1) ` +
          `ON CONFLICT (website_id, entity, bucket) DO UPDATE SET count = count + 1; END`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION ${table}_row_edits() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
        `PERFORM row_counts_add(NEW.website_id, ${bump}, 1); RETURN NULL; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_row_edits AFTER UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_row_edits()`,
    )
    .execute(db);
}

/** Undoes `addEditTriggers`. */
export async function dropEditTriggers(db: Kysely<unknown>, engine: Engine, table: string) {
  if (engine === 'sqlite') {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_row_edits`).execute(db);
    return;
  }
  await sql.raw(`DROP TRIGGER IF EXISTS ${table}_row_edits ON ${table}`).execute(db);
  await sql.raw(`DROP FUNCTION IF EXISTS ${table}_row_edits()`).execute(db);
}

/** Undoes `addRowCountTriggers` (the counts themselves stay in `row_counts`). */
export async function dropRowCountTriggers(db: Kysely<unknown>, engine: Engine, table: string) {
  if (engine === 'sqlite') {
    for (const event of ['insert', 'delete', 'update']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_row_counts_${event}`).execute(db);
    }
    return;
  }
  await sql.raw(`DROP TRIGGER IF EXISTS ${table}_row_counts ON ${table}`).execute(db);
  await sql.raw(`DROP TRIGGER IF EXISTS ${table}_row_counts_update ON ${table}`).execute(db);
  await sql.raw(`DROP FUNCTION IF EXISTS ${table}_row_counts()`).execute(db);
}

/** Counts a table's existing rows into `row_counts`, in the buckets `addRowCountTriggers` keeps. */
export async function backfillRowCounts(db: Kysely<unknown>, table: string, bucketColumns: readonly string[]) {
  await sql
    .raw(
      `INSERT INTO row_counts (website_id, entity, bucket, count) ` +
        `SELECT website_id, '${table}', 'all', count(*) FROM ${table} GROUP BY website_id`,
    )
    .execute(db);
  for (const column of bucketColumns) {
    await sql
      .raw(
        `INSERT INTO row_counts (website_id, entity, bucket, count) ` +
          `SELECT website_id, '${table}', '${column}:' || ${column}, count(*) FROM ${table} GROUP BY website_id, ${column}`,
      )
      .execute(db);
  }
}

/** The table of each website's content version (migration 2026-12-02-001; platform/site/site-versions.ts). */
export const SITE_VERSIONS = 'site_versions';

/**
 * How a table's rows name the website they are content of: a column of their own (`website_id`;
 * the `websites` table's `id`), or, for a link table, the column of the parent row whose
 * `website_id` it is (`['blog_id', 'blogs']`; both ends of a link are one website's).
 */
export type SiteOfRow = { column: string } | { parent: readonly [column: string, table: string] };

const ownWebsite: SiteOfRow = { column: 'website_id' };

/**
 * Keeps the website's content version (`site_versions`) moving with every row of `table` written,
 * whoever writes it (the server, the CLI, a script): per row inserted, changed or deleted the
 * version of the row's website grows by one, and for a change that moves a row to another website
 * the old website's too. A page cached at a version is the page while the version holds (docs/design.md
 * §10, Caching); a write rolled back moves nothing.
 *
 * On PostgreSQL the triggers are deferred to the commit: the website's one version row is then
 * locked for the commit's instant rather than from the transaction's first write to its end, so
 * writers of one website do not queue on it for the length of their transactions, and no lock on
 * it is ever held while waiting for another (a `row_counts` row), which could deadlock.
 */
export async function addSiteVersionTriggers(
  db: Kysely<unknown>,
  engine: Engine,
  table: string,
  site: SiteOfRow = ownWebsite,
) {
  const distinct = engine === 'sqlite' ? 'IS NOT' : 'IS DISTINCT FROM';
  const key = 'column' in site ? site.column : site.parent[0];
  const grow = engine === 'sqlite' ? 'version + 1' : `${SITE_VERSIONS}.version + 1`;
  // `where` is never empty: SQLite reads an upsert's `INSERT ... SELECT` only with a WHERE.
  const bump = (row: 'OLD' | 'NEW', onlyIf = 'true') => {
    const source =
      'column' in site
        ? `SELECT ${row}.${site.column}, 1 WHERE ${onlyIf}`
        : `SELECT website_id, 1 FROM ${site.parent[1]} WHERE id = ${row}.${site.parent[0]} AND ${onlyIf}`;
    return (
      `INSERT INTO ${SITE_VERSIONS} (website_id, version) ${source} ` +
      `ON CONFLICT (website_id) DO UPDATE SET version = ${grow};`
    );
  };
  const moved = bump('OLD', `OLD.${key} ${distinct} NEW.${key}`);
  if (engine === 'sqlite') {
    const trigger = (event: string, body: string) =>
      sql.raw(`CREATE TRIGGER ${table}_site_version_${event} AFTER ${event} ON ${table} BEGIN ${body} END`).execute(db);
    await trigger('insert', bump('NEW'));
    await trigger('update', `${bump('NEW')} ${moved}`);
    await trigger('delete', bump('OLD'));
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION ${table}_site_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
        `IF TG_OP = 'DELETE' THEN ${bump('OLD')} ELSE ${bump('NEW')} END IF; ` +
        `IF TG_OP = 'UPDATE' THEN ${moved} END IF; ` +
        `RETURN NULL; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE CONSTRAINT TRIGGER ${table}_site_version AFTER INSERT OR UPDATE OR DELETE ON ${table} ` +
        `DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${table}_site_version()`,
    )
    .execute(db);
}

/** Undoes `addSiteVersionTriggers` (the versions stay in `site_versions`). */
export async function dropSiteVersionTriggers(db: Kysely<unknown>, engine: Engine, table: string) {
  if (engine === 'sqlite') {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_site_version_${event}`).execute(db);
    }
    return;
  }
  await sql.raw(`DROP TRIGGER IF EXISTS ${table}_site_version ON ${table}`).execute(db);
  await sql.raw(`DROP FUNCTION IF EXISTS ${table}_site_version()`).execute(db);
}

/**
 * Whether the database keeps site versions yet: the tables a migration older than the one that
 * made `site_versions` creates get their triggers from that migration, as on a database made
 * before it, so an old migration makes the same schema whenever it runs.
 */
async function keepsSiteVersions(db: Kysely<unknown>, engine: Engine) {
  const { rows } = await (
    engine === 'sqlite'
      ? sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${SITE_VERSIONS}`
      : sql`SELECT 1 WHERE to_regclass(${SITE_VERSIONS}) IS NOT NULL`
  ).execute(db);
  return rows.length > 0;
}

/**
 * A content table as a migration declares it (`contentTables`): its columns (between the id and
 * `website_id` before them and the audit stamps after them) and the indexes its lists and
 * look-ups want.
 */
export interface ContentTableSpec {
  columns: Record<string, ColumnSpec>;
  /** Listed newest first (`listIndexes`): `true`, or the columns the list is also filtered by. */
  newestFirst?: true | readonly string[];
  /** Listed by `order_no` (`orderedListIndex`): `true`, or the parent's column for a list per parent. */
  ordered?: true | string;
  /** The column whose values are unique per website without regard to case (`uniqueNameIndex`). */
  uniqueName?: string;
  /** Any other index, by its name: its columns in order. */
  indexes?: Record<string, readonly string[]>;
  /** The same, for an index that refuses a second row with the same values. */
  uniqueIndexes?: Record<string, readonly string[]>;
  /**
   * Its lists' totals come from `row_counts` (`addRowCountTriggers`): `true`, or the columns its
   * rows are also counted by.
   */
  counted?: true | readonly string[];
}

/** A many-to-many link table (`createLinkTable`): `from` and `to` are `[column, table]`. */
export interface LinkTableSpec {
  link: { from: [string, string]; to: [string, string] };
}

/** The columns a spec's `true | columns` option gives: none for `true`. */
const columnsOfOption = (option: true | readonly string[]) => (option === true ? [] : option);

/**
 * A migration that makes an area's tables from their declaration, in its order (a table before the
 * tables and links that refer to it): each content table (`contentTable`) with its indexes and
 * row-count triggers, each link table; every one of them moves its website's content version
 * (`addSiteVersionTriggers`, a link through its `from` row), so a new area's rows drop the pages
 * cached from them without anyone remembering to. `down` undoes it in the reverse order. It names
 * the tables it makes (`tables`), so the area whose migration it is owns them.
 */
export function contentTables(tables: Record<string, ContentTableSpec | LinkTableSpec>): EngineMigration {
  return {
    tables: Object.keys(tables),
    async up(db, engine) {
      const versioned = await keepsSiteVersions(db, engine);
      for (const [table, spec] of Object.entries(tables)) {
        if ('link' in spec) {
          await createLinkTable(db, table, spec.link.from, spec.link.to);
          if (versioned) await addSiteVersionTriggers(db, engine, table, { parent: spec.link.from });
          continue;
        }
        await contentTable(db, engine, table, spec.columns).execute();
        if (spec.newestFirst) await listIndexes(db, table, columnsOfOption(spec.newestFirst));
        if (spec.ordered) await orderedListIndex(db, table, spec.ordered === true ? undefined : spec.ordered);
        if (spec.uniqueName) await uniqueNameIndex(db, table, spec.uniqueName);
        for (const [name, columns] of Object.entries(spec.indexes ?? {})) await index(db, name, table, [...columns]);
        for (const [name, columns] of Object.entries(spec.uniqueIndexes ?? {})) {
          await index(db, name, table, [...columns], { unique: true });
        }
        if (spec.counted) await addRowCountTriggers(db, engine, table, columnsOfOption(spec.counted));
        if (versioned) await addSiteVersionTriggers(db, engine, table);
      }
    },
    async down(db, engine) {
      for (const [table, spec] of Object.entries(tables).reverse()) {
        if ('counted' in spec && spec.counted) await dropRowCountTriggers(db, engine, table);
        await dropSiteVersionTriggers(db, engine, table);
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

/**
 * A document table and its ordered children (a carousel's elements, a poll's options), each a
 * content table: the parents listed newest first (and by `filters`), the children per parent by
 * `order_no`, after their parent's id and their own columns.
 */
export function documentTables(
  parent: { table: string; columns: Record<string, ColumnSpec>; filters?: readonly string[] },
  children: { table: string; parentColumn: string; columns: Record<string, ColumnSpec> },
): EngineMigration {
  const childColumns = { [children.parentColumn]: idOf(parent.table), ...children.columns, ...ordered };
  return contentTables({
    [parent.table]: { columns: parent.columns, newestFirst: parent.filters ?? true },
    [children.table]: { columns: childColumns, ordered: children.parentColumn },
  });
}

/**
 * A list's search and sorts, switched on for tables made before (docs/design.md §4): each table's
 * search index (`createSearchIndex`: its text table, trigram-indexed, filled from its rows) and an
 * index `(website_id, <sort key>, id)` per sort key (a column, or `lower(title)` for a title sorted
 * without regard to case), so a sorted page walks an index, not the website's rows.
 */
export function listSearchAndSorts(
  tables: Readonly<Record<string, { search: SearchIndexed; sorts: readonly string[] }>>,
): EngineMigration {
  const nameOf = (table: string, key: string) => `${table}_website_${key.replace(/\W+/g, '_').replace(/_$/, '')}_id`;
  return {
    async up(db, engine) {
      for (const [table, { search, sorts }] of Object.entries(tables)) {
        await createSearchIndex(db, engine, table, search);
        for (const key of sorts) {
          await sql`create index ${sql.raw(nameOf(table, key))} on ${sql.table(table)} (website_id, ${sql.raw(key)}, id)`.execute(
            db,
          );
        }
      }
    },
    async down(db) {
      for (const [table, { sorts }] of Object.entries(tables)) {
        await dropSearchIndex(db, table);
        for (const key of sorts) await db.schema.dropIndex(nameOf(table, key)).execute();
      }
    },
  };
}
