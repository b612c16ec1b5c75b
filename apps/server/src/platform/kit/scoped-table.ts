import type { LookupQuery, Page, PageQuery } from '@cms/contract';
import { sql, type Insertable, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import { now, type Executor } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { untyped, type AnySelect } from './any-table.js';
import { BY_ORDER_NO } from './ordering.js';
import { conflict, notFound } from '../errors.js';
import { searching } from './search.js';
import { searchIndex, type SearchIndexed } from './search-index.js';
import { liveOnly, markDeleted, type SoftDelete } from './soft-delete.js';
import { tablePages } from './table-pages.js';

/** The tables of website content: each row belongs to one website and says who changed it when (docs/design.md §7). */
export type ContentTableName = {
  [K in keyof Database]: Database[K] extends { website_id: number; created_at: string; updated_by: number | null }
    ? K
    : never;
}[keyof Database];

/** The columns the kit fills: the id, the website and the audit stamps. */
type KitColumns = 'id' | 'website_id' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by';

/** Who writes: the signed-in session's website and user (`request.auth`). */
export interface Actor {
  websiteId: number;
  userId: number | null;
}

export type SortKey = string | RawBuilder<unknown>;

export interface ScopedTableOptions<Row = never> {
  /** The thing a missing row is: 'News' answers 404 'News not found'. */
  thing: string;
  /**
   * The one place a row becomes the wire shape of the resource its rows are (`rowMapping`), given
   * the row's linked rows or children where it has them; `tableResource` and `childTableResource`
   * answer their rows through it, and hold it to their contract's entity.
   */
  toEntity?: (row: Row, ...linked: never[]) => unknown;
  /**
   * How lists are sorted; the last key must make the order total (the id, or a unique name). A
   * table with a `name` is sorted by it, without regard to case, unless it says otherwise.
   */
  order?: readonly (readonly [SortKey, 'asc' | 'desc'])[];
  /**
   * The column (or expression) each wire field sorts by that a list's `sortBy` names (contract
   * `sortQuery`): `{orderNo: 'order_no', name: sql\`lower(name)\`}`; `tableResource` lists in the
   * order the query asks (`sortedBy`), ties by id.
   */
  sorts?: Record<string, SortKey>;
  /**
   * Columns whose per-value totals database triggers keep in `row_counts` (the table's migration
   * calls `addRowCountTriggers`); a list filtered by at most one of them reads its total there.
   */
  counted?: readonly string[];
  /**
   * The column a look-up searches (`search`) and finds by; with `taken`, names are unique in it per
   * website without regard to case, and `requireFreeName` answers 409 with that message; with
   * `everyWebsite`, unique among every website's rows (a username signs in without its website).
   */
  name?: { column: string; taken?: string; everyWebsite?: boolean };
  /** The columns a list's `search` looks in, without regard to case: the name's unless given. */
  search?: readonly string[];
  /**
   * A list's `search` looks in these columns' text through the table's search index instead
   * (`searchIndex`: a trigram index, kept by `insert`, `update` and `remove`), HTML ones as the
   * text they show; the table's migration makes it (`createSearchIndex`).
   */
  searchIndexed?: SearchIndexed;
  /** Rows are marked deleted, never removed (`SoftDelete`): no call sees a deleted row. */
  softDelete?: SoftDelete;
  /**
   * The rows live under a parent row, this column naming it: a document's children (a schedule's
   * blocks, `schedule_id`), a child resource's rows (a category's stars), a submenu's item (null
   * for the top level). The kit saves, reads and removes a parent's rows by it (`children.ts`).
   */
  parentColumn?: string;
  /**
   * The rows are an ordered list: numbered from `base` (0 or 1, as the area's product reference
   * says) in `order_no`, one list per website or, with `parentColumn`, per parent row. Listed by
   * `order_no` unless `order` says.
   */
  ordered?: { base: 0 | 1 };
}

/** An option as precise as the options say: given, left out, or either (a table of any options). */
type Given<O, K extends keyof ScopedTableOptions> =
  O extends Required<Pick<ScopedTableOptions, K>>
    ? NonNullable<ScopedTableOptions[K]>
    : O extends { [key in K]?: undefined }
      ? undefined
      : ScopedTableOptions[K];

/** What the options declare of `K`: as given, undefined when left out, either for a table of any options. */
type Declared<O, K extends keyof ScopedTableOptions, Row> = O extends { [key in K]: infer Value }
  ? Value
  : O extends { [key in K]?: undefined }
    ? undefined
    : ScopedTableOptions<Row>[K];

/** Equality filters of a list: column → value; undefined values are left out. */
export type Filters = Record<string, string | number | undefined>;

export interface PageOptions<T extends ContentTableName> {
  filters?: Filters;
  /** A filter that is not a column's value (a link table, a range); lists with one are counted. */
  where?: (rows: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, object>;
  /** This page's order instead of the table's (a list's `sortBy`/`sortOrder`: `sortedBy`); ties go by id. */
  order?: readonly (readonly [SortKey, 'asc' | 'desc'])[];
}

/**
 * The order a list's `sortBy` and `sortOrder` ask for (contract `sortQuery`), given the column of
 * each wire field: `sortedBy(query, {orderNo: 'order_no', name: 'name'})`; ties go by id.
 */
export function sortedBy<K extends string>(
  query: { sortBy: K; sortOrder: 'asc' | 'desc' },
  columns: Record<K, SortKey>,
): PageOptions<never>['order'] {
  return [
    [columns[query.sortBy], query.sortOrder],
    ['id', query.sortOrder],
  ];
}

/** A named list's order: by the name without regard to case (its index's expression), then the id. */
function byName(column: string | undefined) {
  if (!column) throw new Error('a scoped table needs an order or a name');
  return [
    [sql`lower(${sql.raw(column)})`, 'asc'],
    ['id', 'asc'],
  ] as const;
}

/**
 * The scoped CRUD helpers of one content table (the area kit, docs/architecture.md): every query takes
 * the website id, so no area writes `where website_id` by hand; inserts and updates stamp
 * `created_*`/`updated_*`; a row of another website is simply not found (404 for every verb); pages
 * carry an index-served total. The hottest queries are compiled once (db/prepared.ts).
 */
export function scopedTable<
  T extends ContentTableName,
  const O extends ScopedTableOptions<Selectable<Database[T]>> = ScopedTableOptions<Selectable<Database[T]>>,
>(table: T, options: O) {
  type Row = Selectable<Database[T]>;
  type Values = Omit<Insertable<Database[T]>, KitColumns>;
  // One Kysely type for any table: the kit only names the columns every content table has.
  const name: string = table;
  // The triggers that keep a counted table's totals do not know a deleted row from a live one.
  if (options.softDelete && options.counted) throw new Error(`${name}: a soft-deleting table is not counted`);
  const live = (db: Executor) => liveOnly(untyped(db).selectFrom(name), name, options.softDelete);
  const scoped = (db: Executor, websiteId: number) => live(db).where(`${name}.website_id`, '=', websiteId);
  const nameKey = options.name && sql<string>`lower(${sql.ref(options.name.column)})`;
  const searchColumns = options.search ?? (options.name ? [options.name.column] : []);
  const textIndex = options.searchIndexed && searchIndex(name, options.searchIndexed);
  const byColumns = searchColumns.length > 0 ? searching(searchColumns) : undefined;
  const matching = textIndex
    ? (db: Executor, text: string) => textIndex.matching(db, text)
    : byColumns && ((_db: Executor, text: string) => byColumns(text));
  const order = options.order ?? (options.ordered ? BY_ORDER_NO : byName(options.name?.column));

  const sorted = <Q extends AnySelect>(query: Q, by: typeof order = order): Q =>
    by.reduce((q, [key, direction]) => q.orderBy(key as never, direction) as Q, query);

  const byId = prepared({ websiteId: 0, id: 0 }, (db, { websiteId, id }) =>
    scoped(db, websiteId).selectAll().where('id', '=', id),
  );
  const everyRow = prepared({ websiteId: 0 }, (db, { websiteId }) => sorted(scoped(db, websiteId).selectAll()));

  // Its pages: compiled queries per filter shape, kept positions and pages, totals (table-pages.ts).
  const pages = tablePages<Row>({ table: name, scoped, sorted, order, counted: options.counted, matching });

  /** One compiled insert per set of columns written. */
  const inserts = new Map<string, ReturnType<typeof prepared<Record<string, string | number | null>, Row>>>();
  type Prepared = ReturnType<typeof prepared<Record<string, string | number | null>, Row>>;
  function insertQuery(values: Record<string, unknown>) {
    const columns = Object.keys(values);
    const shape = columns.join(',');
    let query = inserts.get(shape);
    if (!query) {
      const example = Object.fromEntries(
        columns.map((column) => [column, typeof values[column] === 'string' ? '' : 0]),
      );
      query = prepared(example, (db, args) => untyped(db).insertInto(name).values(args).returningAll()) as Prepared;
      inserts.set(shape, query);
    }
    return query;
  }

  async function find(db: Executor, websiteId: number, id: number): Promise<Row | undefined> {
    return (await byId.executeTakeFirst(db, { websiteId, id })) as Row | undefined;
  }

  /** The row, or 404 '<thing> not found' when the website has no such row. */
  async function get(db: Executor, websiteId: number, id: number): Promise<Row> {
    const row = await find(db, websiteId, id);
    if (!row) throw notFound(options.thing);
    return row;
  }

  return {
    table,
    thing: options.thing,
    /** The one place a row becomes its resource's wire shape, where the table has a resource. */
    toEntity: options.toEntity as Declared<O, 'toEntity', Row>,
    /** The column each wire field a list's `sortBy` names sorts by, where its lists are sorted so. */
    sorts: options.sorts as Declared<O, 'sorts', Row>,
    /** The column naming a row's parent, where its rows live under one (`children.ts`). */
    parentColumn: options.parentColumn as Given<O, 'parentColumn'>,
    /** Where its rows are an ordered list, the number it starts from (`reorder`, `nextOrderNo`). */
    ordered: options.ordered as Given<O, 'ordered'>,
    /** The name column and, where names are unique per website, the 409's message. */
    naming: options.name,
    /** How its rows are marked deleted, where they are never removed. */
    softDelete: options.softDelete,
    /** The website's rows, for queries of the area's own (already scoped). */
    rowsOf: (db: Executor, websiteId: number) =>
      scoped(db, websiteId) as unknown as SelectQueryBuilder<Database, T, object>,
    find,
    get,
    /**
     * Every row of the website in the table's order (a list whole by nature, docs/design.md §4), or
     * every row a `where` keeps (a public site's whole list, `tableResource`'s `visible.all`), or
     * the first `limit` of them (the newest few on a home page), with no total to count.
     */
    all(db: Executor, websiteId: number, where?: PageOptions<T>['where'], limit?: number): Promise<Row[]> {
      if (!where && limit === undefined) return everyRow.execute(db, { websiteId }) as Promise<Row[]>;
      const rows = scoped(db, websiteId);
      const kept = where
        ? (where(rows as unknown as SelectQueryBuilder<Database, T, object>) as unknown as AnySelect)
        : rows;
      const query = sorted(kept.selectAll());
      return (limit === undefined ? query : query.limit(limit)).execute() as Promise<Row[]>;
    },

    /** The first `limit` rows whose columns have these values, in the table's order: compiled once per shape. */
    first: pages.first as (
      db: Executor,
      websiteId: number,
      limit: number,
      filters?: PageOptions<T>['filters'],
    ) => Promise<Row[]>,

    /**
     * A page in the table's order with its total. The total comes from `row_counts` when the list is
     * filtered by at most one counted column and nothing else; otherwise it is counted (by index).
     * `search` (look-ups) matches the name or the search columns without regard to case.
     */
    page: pages.page as (
      db: Executor,
      websiteId: number,
      query: PageQuery & Partial<LookupQuery>,
      more?: PageOptions<T>,
    ) => Promise<Page<Row>>,

    /** How many rows of the website the filters and the `where` leave (`row_counts` for a counted list). */
    count: pages.count as (db: Executor, websiteId: number, more?: Omit<PageOptions<T>, 'order'>) => Promise<number>,

    /** Adds a row of the actor's website, stamped, and answers it as stored. */
    async insert(db: Executor, actor: Actor, values: Values): Promise<Row> {
      const at = now();
      const row: Record<string, unknown> = {
        ...values,
        website_id: actor.websiteId,
        created_at: at,
        updated_at: at,
        created_by: actor.userId,
        updated_by: actor.userId,
      };
      const inserted = (await insertQuery(row).executeTakeFirst(db, row as Record<string, string | number | null>))!;
      await textIndex?.write(db, inserted as Record<string, unknown>);
      return inserted;
    },

    /** Changes a row of the actor's website, stamped; 404 when it has no such row. */
    async update(db: Executor, actor: Actor, id: number, values: Partial<Values>): Promise<Row> {
      const row = await untyped(db)
        .updateTable(name)
        .set({ ...(values as Record<string, unknown>), updated_at: now(), updated_by: actor.userId })
        .where('website_id', '=', actor.websiteId)
        .where('id', '=', id)
        .$if(options.softDelete !== undefined, (query) => query.where(options.softDelete!.column, '=', 0))
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(options.thing);
      await textIndex?.write(db, row as Record<string, unknown>);
      return row as Row;
    },

    /**
     * Deletes a row of the website (404 when it has none), by the actor (or the website's id where
     * who does not matter). `before` runs first, in the same transaction, for the rows that go with
     * it (links, children); a soft-deleting table marks the row deleted by the actor instead.
     */
    async remove(db: Executor, by: Actor | number, id: number, before?: (id: number) => Promise<unknown>) {
      const actor = typeof by === 'number' ? { websiteId: by, userId: null } : by;
      const { websiteId } = actor;
      await get(db, websiteId, id);
      if (options.softDelete) return markDeleted(db, name, options.softDelete, actor, id);
      await before?.(id);
      await untyped(db).deleteFrom(name).where('website_id', '=', websiteId).where('id', '=', id).execute();
      await textIndex?.drop(db, [id]);
    },

    /** The ids among `ids` that are rows of the website. */
    async existing(db: Executor, websiteId: number, ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await scoped(db, websiteId).select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row: { id: number }) => row.id));
    },

    /** 404 '<thing> not found' unless every id is a row of the website. */
    async requireAll(db: Executor, websiteId: number, ids: readonly number[]) {
      if (ids.length === 0) return;
      const found = await this.existing(db, websiteId, ids);
      if (ids.some((id) => !found.has(id))) throw notFound(options.thing);
    },

    /** The row with this name, without regard to case (tables with a `name` option). */
    async findByName(db: Executor, websiteId: number, name: string): Promise<Row | undefined> {
      if (!nameKey) throw new Error(`${table} has no name column`);
      return (await scoped(db, websiteId)
        .selectAll()
        .where(nameKey, '=', sql<string>`lower(${name})`)
        .executeTakeFirst()) as Row | undefined;
    },

    /** The row with this name (without regard to case), or 404 '<thing> not found'. */
    async getByName(db: Executor, websiteId: number, name: string): Promise<Row> {
      const row = await this.findByName(db, websiteId, name);
      if (!row) throw notFound(options.thing);
      return row;
    },

    /**
     * 409 with the table's message when another row of the website has this name. Run it in the
     * write's transaction; the unique index answers a writer that races past it (see `resourceRoutes`).
     */
    async requireFreeName(db: Executor, websiteId: number, name: string, exceptId?: number) {
      if (await this.nameTaken(db, websiteId, name, exceptId)) throw conflict(options.name?.taken ?? 'Name taken');
    },

    /** Whether another row of the website (of any website, `everyWebsite`) has this name, in any case. */
    async nameTaken(db: Executor, websiteId: number, name: string, exceptId?: number) {
      const found = options.name?.everyWebsite
        ? await live(db)
            .select('id')
            .where(nameKey!, '=', sql<string>`lower(${name})`)
            .executeTakeFirst()
        : await this.findByName(db, websiteId, name);
      return found !== undefined && (found as { id: number }).id !== exceptId;
    },
  };
}

export type ScopedTable<T extends ContentTableName = ContentTableName> = ReturnType<typeof scopedTable<T>>;
