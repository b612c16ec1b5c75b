import type { LookupQuery, Page, PageQuery, ResourceContract } from '@cms/contract';
import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { fileUseOf, type ShownFiles } from '../file-uses.js';
import type { LiveSession } from '../sessions.js';
import { untyped, type AnySelect } from './any-table.js';
import {
  countChildren,
  readChildren,
  removeChildren,
  saveChildren,
  type Child,
  type ChildTable,
  type ChildTree,
} from './children.js';
import { nextOrderNo, orderedTableOf, type AfterReorder, type OrderedTable } from './ordering.js';
import { publishedAt, type Publishable } from './publishing.js';
import type { EntityOf } from './resource-routes.js';
import {
  sortedBy,
  type Actor,
  type ContentTableName,
  type PageOptions,
  type ScopedTable,
  type SortKey,
} from './scoped-table.js';
import { bumpVersions, nextVersion } from './versions.js';
import { columnsFrom, type ColumnName } from './wire-names.js';

type Row<T extends ContentTableName> = Selectable<Database[T]>;
type Values<T extends ContentTableName> = Parameters<ScopedTable<T>['insert']>[2];

/**
 * The linked rows of a resource's rows (a `linkTable`), as the kit reads and writes them; rows that
 * are only read (an album's cover) have no `set` or `clearFrom`.
 */
interface Links<Linked> {
  of(db: Executor, fromIds: readonly number[]): Promise<Map<number, Linked[]>>;
  set?(db: Executor, websiteId: number, fromId: number, toIds: readonly number[]): Promise<void>;
  clearFrom?(db: Executor, fromId: number): Promise<void>;
}

type Body<C extends ResourceContract> = z.output<C['schemas']['request']>;
type Query<C extends ResourceContract> = z.output<C['schemas']['listQuery']>;

/** The body's fields that the column of their name (`videoUrl`: `video_url`) takes as they are. */
type StoredAsIs<B, V> = {
  [K in keyof B & string]: ColumnName<K> extends keyof V ? (B[K] extends V[ColumnName<K>] ? K : never) : never;
}[keyof B & string];

/**
 * How a body becomes a row's columns: a function of it (a value worked out, rich HTML sanitized), or
 * the names of its fields that are stored as they are (`columnsFrom`: `['name', 'videoUrl']`).
 */
export type BodyColumns<B, V> = ((body: B) => V) | readonly StoredAsIs<B, V>[];

/** The row's columns from a body, as `columns` says. */
export function columnsOfBody<B, V>(columns: BodyColumns<B, V>, body: B): V {
  if (typeof columns === 'function') return columns(body);
  return columnsFrom(body as Record<string, unknown>, columns as readonly string[]) as V;
}

/**
 * A resource's table, declared with the one place its row becomes the contract's entity
 * (`scopedTable(name, {toEntity})`), given the row's linked rows or children.
 */
export type EntityTable<C extends ResourceContract, T extends ContentTableName, Linked = never> = ScopedTable<T> & {
  toEntity: ToEntity<C, T, Linked>;
} & SortsOf<C>;

/** A list query that names a `sortBy` (contract `sortQuery`) is sorted by the table's `sorts`, one for each field. */
type SortsOf<C extends ResourceContract> =
  Query<C> extends { sortBy: infer Field extends string } ? { sorts: Record<Field, SortKey> } : unknown;
type ToEntity<C extends ResourceContract, T extends ContentTableName, Linked> = (
  row: Row<T>,
  linked: Linked[],
) => EntityOf<C>;

export interface TableResourceOptions<C extends ResourceContract, T extends ContentTableName, Linked> {
  /** A create or update body as the row's columns (rich HTML sanitized here); `order_no` is the kit's. */
  columns: BodyColumns<Body<C>, Omit<Values<T>, 'order_no'>>;
  /**
   * Rows of another table linked to each row: `ids` are the body's, when it names them (absent keeps
   * them). Links without `ids` are only read (a body that never names them: a department's staff).
   */
  links?: { table: Links<Linked>; ids?(body: Body<C>): readonly number[] | undefined };
  /**
   * The rows of a child table under each row, read with it for the table's `toEntity` (as its linked rows: a
   * poll's options, a category's stars) in one query per level, and deleted with it, their own
   * `children` first (a schedule's blocks, each with its entries). With `of`, they are saved inside
   * the row's document (`saveChildren`): the body's, when it has them (absent keeps them), each
   * with its columns (worked out per child: a page block's by its type, sanitized) and its own.
   */
  children?: ChildTree & { of?(body: Body<C>): readonly Child[] | undefined };
  /**
   * The rows are documents saved whole with a `version` (the contract's `versionField`): an update
   * that sends the version it read is refused with the contract's `stale` message (409) once the row
   * has moved on; every save, and a reorder of its children (`reordered`), moves it on by one.
   */
  versioned?: boolean;
  /** The area's own checks of a body, run in the write's transaction before it (a page's slug free). */
  checks?(trx: Trx, websiteId: number, body: Body<C>, id?: number): Promise<unknown>;
  /**
   * The published status (news ACTIVE, blogs PUBLISHED): `published_at` follows the status
   * (`publishedAt`), and `publish` serves `PATCH .../{id}/publish`.
   */
  published?: string;
  /** The status an unpublished row goes back to (news and blogs DRAFT): `unpublish`, a list's bulk unpublish. */
  draft?: string;
  /**
   * What a list asks of the table beyond its page: equality filters, a `where` (checked first); its
   * order is the table's, or the one the query's `sortBy` asks (the table's `sorts`).
   */
  list?(query: Query<C>, db: Executor, websiteId: number): PageOptions<T> | undefined | Promise<PageOptions<T>>;
  /** What goes before a row does, in its transaction: other rows' links to it, its children. */
  removing?(trx: Trx, websiteId: number, id: number): Promise<unknown>;
  /**
   * The columns of its rows, or of their children, that show uploaded files: the media library's
   * warning, and the columns every write must keep to the website's own files (`platform/own-files.ts`).
   */
  files?: ShownFiles | readonly ShownFiles[];
  /**
   * The rows a visitor of the public site may see (docs/design.md §10): those these equality
   * `filters` and this `where` keep. A resource with a `published` status shows its published rows
   * unless it says otherwise; one that says nothing has no public reads.
   */
  visible?: PageOptions<T>;
}

/**
 * The calls of a resource that is one scoped table (the area kit; `registerResource` serves them):
 * a page and one row (by id or name) in their wire shape, with their linked rows or children read
 * in one query for all of them; create and update write the body's columns, stamped and scoped,
 * check a name the table keeps unique (409) and a document's version (409), put a new row at the
 * end of an ordered list and replace the links and children the body names; delete takes the
 * row's links and children with it. An area overrides a call whose rules are its own.
 */
export function tableResource<C extends ResourceContract, T extends ContentTableName, Linked = never>(
  contract: C,
  table: EntityTable<C, T, Linked>,
  options: TableResourceOptions<C, T, Linked>,
) {
  const toEntity: ToEntity<C, T, Linked> = table.toEntity;
  const { naming } = table;
  const { links, children, published } = options;
  const visible = options.visible ?? (published === undefined ? undefined : { filters: { status: published } });
  if (links && children) throw new Error(`${contract.tag}: a row's linked rows are its links or its children`);
  const ordered = orderedTableOf(contract, table);
  const stale = options.versioned ? staleMessageOf(contract) : undefined;
  const idOf = (row: Row<T>) => (row as unknown as { id: number }).id;

  async function entities(db: Executor, rows: Row<T>[]) {
    if (!children && !links) return rows.map((row) => toEntity(row, []));
    const ids = rows.map(idOf);
    const linked = (await (children ? readChildren(db, children, ids) : links!.table.of(db, ids))) as Map<
      number,
      Linked[]
    >;
    return rows.map((row) => toEntity(row, linked.get(idOf(row)) ?? []));
  }
  const entity = async (db: Executor, row: Row<T>) => (await entities(db, [row]))[0]!;

  // A list that shows its documents without their children (the contract's `summary`) counts them
  // instead of reading them: a page of 100 pages of 100 blocks reads 100 rows and one count each.
  const { summary } = contract;
  if (summary && !children) throw new Error(`${contract.tag}: a list's summary counts the rows' children`);
  async function listed(db: Executor, rows: Row<T>[]): ReturnType<typeof entities> {
    if (!summary || !children) return entities(db, rows);
    const counts = await countChildren(db, children.table, rows.map(idOf));
    // The contract's list schema writes the summary: the entity's fields but its children, and their count.
    return rows.map(
      (row) =>
        Object.assign(toEntity(row, []) as object, { [summary.count]: counts.get(idOf(row)) ?? 0 }) as EntityOf<C>,
    );
  }

  /** The body's children in place of the row's (none sent: they stay); an empty list removes them. */
  async function saveChildrenOf(trx: Trx, actor: Actor, id: number, body: Body<C>) {
    const sent = children?.of?.(body);
    if (sent) await saveChildren(trx, children!, { ...actor, parentId: id }, sent);
  }

  /** The body's columns, with `published_at` where the area has a publish state. */
  function valuesOf(body: Body<C>, current?: Row<T>): Values<T> {
    const values = columnsOfBody(options.columns, body) as Values<T>;
    if (published === undefined) return values;
    const { status } = values as unknown as Publishable;
    return { ...values, published_at: publishedAt(published, status, current as Publishable | undefined) };
  }

  /** 409 with the table's message when another row of the website has the body's name. */
  async function requireFreeName(trx: Trx, websiteId: number, values: Values<T>, id?: number) {
    if (!naming?.taken) return;
    const name = (values as Record<string, unknown>)[naming.column];
    await table.requireFreeName(trx, websiteId, String(name), id);
  }

  return {
    contract,
    /** The table of its rows, as its area declares the resource (`AreaResource`). */
    table,
    async list(db: Executor, auth: LiveSession, query: Query<C>) {
      // Every table's list query is a page query, with `search` where the table has a name.
      // A list whole by nature (docs/design.md §4) answers every row, in the table's order.
      if (contract.whole) return listed(db, await table.all(db, auth.websiteId));
      const pageQuery = query as PageQuery & Partial<LookupQuery>;
      const more = await options.list?.(query, db, auth.websiteId);
      // The order the query's `sortBy` asks, where the table sorts by it (the contract's `sortQuery`).
      const { sortBy, sortOrder = 'asc' } = query as Partial<Parameters<typeof sortedBy>[0]>;
      const order = table.sorts && sortBy ? sortedBy({ sortBy, sortOrder }, table.sorts) : undefined;
      const page = await table.page(db, auth.websiteId, pageQuery, order ? { ...more, order } : more);
      return { ...page, content: await listed(db, page.content) };
    },
    get: async (db: Executor, auth: LiveSession, id: number) => entity(db, await table.get(db, auth.websiteId, id)),
    /**
     * One row whatever its status (a draft, for its preview on the public site, `platform/site/preview.ts`),
     * or null: never another website's or a deleted one.
     */
    async findAny(db: Executor, websiteId: number, id: number) {
      const row = await table.find(db, websiteId, id);
      return row ? entity(db, row) : null;
    },
    /** The reads of the public site: only the rows `visible` keeps, never another website's (`publicReads`). */
    visible: visible && publicReads(table, visible, entities, listed),
    getByName: async (db: Executor, auth: LiveSession, name: string) =>
      entity(db, await table.getByName(db, auth.websiteId, name)),

    async create(trx: Trx, actor: Actor, body: Body<C>) {
      await options.checks?.(trx, actor.websiteId, body);
      const values = valuesOf(body);
      if (ordered) Object.assign(values, { order_no: await nextOrderNo(trx, ordered, actor.websiteId) });
      await requireFreeName(trx, actor.websiteId, values);
      const row = await table.insert(trx, actor, values);
      const ids = links?.ids?.(body);
      if (ids?.length) await links!.table.set?.(trx, actor.websiteId, idOf(row), ids);
      await saveChildrenOf(trx, actor, idOf(row), body);
      return entity(trx, row);
    },

    /** The update body is the create body, or at the collection the same with its `id`. */
    async update(trx: Trx, actor: Actor, id: number, body: Body<C>) {
      // The version first: 404, then 409 for a stale copy, come before any other answer.
      const sent = (body as { version?: number }).version;
      const version = stale && (await nextVersion(trx, table, stale, { websiteId: actor.websiteId, id, sent }));
      // The row as stored, when the write needs it: 404 comes before any other answer.
      const current = published !== undefined || naming?.taken ? await table.get(trx, actor.websiteId, id) : undefined;
      await options.checks?.(trx, actor.websiteId, body, id);
      const values = valuesOf(body, current);
      if (version) Object.assign(values, { version });
      await requireFreeName(trx, actor.websiteId, values, id);
      const row = await table.update(trx, actor, id, values);
      const ids = links?.ids?.(body);
      if (ids) await links!.table.set?.(trx, actor.websiteId, id, ids);
      await saveChildrenOf(trx, actor, id, body);
      return entity(trx, row);
    },

    remove: (trx: Trx, auth: LiveSession, id: number) =>
      table.remove(trx, auth, id, async () => {
        await links?.table.clearFrom?.(trx, id);
        if (children) await removeChildren(trx, children, auth.websiteId, [id]);
        await options.removing?.(trx, auth.websiteId, id);
      }),

    /** The row takes the published status; publishing again keeps its date. */
    publish:
      published === undefined
        ? undefined
        : async (trx: Trx, auth: LiveSession, id: number) => {
            const current = (await table.get(trx, auth.websiteId, id)) as unknown as Publishable;
            const values: Publishable = { status: published, published_at: publishedAt(published, published, current) };
            return entity(trx, await table.update(trx, auth, id, values as never));
          },

    /** The row goes back to the draft status, keeping when it was last published (a list's bulk unpublish). */
    unpublish:
      options.draft === undefined
        ? undefined
        : async (trx: Trx, auth: LiveSession, id: number) => {
            const current = (await table.get(trx, auth.websiteId, id)) as unknown as Publishable;
            const values: Publishable = { status: options.draft!, published_at: current.published_at };
            return entity(trx, await table.update(trx, auth, id, values as never));
          },

    conflict: naming?.taken,
    files: options.files && [options.files].flat().map((shown) => fileUseOf(table.table, shown)),
    /** The ordered list the rows are (`registerResourceReorder` serves its reorder call). */
    ordered,
    /**
     * What a reorder of one of its child tables does after it: a versioned document moves on to its
     * next version (`registerResourceReorder` with `children`).
     */
    reordered(list: OrderedTable): AfterReorder | undefined {
      const path = children && pathTo(children, list);
      if (!path) throw new Error(`${contract.tag}: ${list.table} is not one of its child tables`);
      if (!stale) return undefined;
      return (trx, websiteId, ids) => bumpVersions(trx, table, websiteId, documentsOf(trx, path, ids));
    },
  };
}

/** The contract's message of a stale save (`versionMessages.stale`), which a versioned resource answers. */
function staleMessageOf(contract: ResourceContract) {
  const { stale } = contract.messages;
  if (typeof stale !== 'string') throw new Error(`${contract.tag}: a versioned resource words a stale save (stale)`);
  return stale;
}

/** The child tables from the document's down to `list`, or undefined when it is not among them. */
function pathTo(tree: ChildTree, list: { table: string }): ChildTable[] | undefined {
  if (tree.table.table === list.table) return [tree.table];
  const below = tree.children && pathTo(tree.children, list);
  return below && [tree.table, ...below];
}

/** The ids of the documents that rows of the path's last table belong to, as a query. */
function documentsOf(trx: Executor, path: ChildTable[], ids: number[]): AnySelect {
  const [last, ...above] = [...path].reverse();
  let documents = untyped(trx).selectFrom(last!.table).select(last!.parentColumn).where('id', 'in', ids);
  for (const table of above) {
    documents = untyped(trx).selectFrom(table.table).select(table.parentColumn).where('id', 'in', documents);
  }
  return documents;
}

/** A stretch of a table's rows: `limit` of them from `offset` in `order`. */
interface Stretch<T extends ContentTableName> {
  order: NonNullable<PageOptions<T>['order']>;
  offset?: number;
  limit: number;
}

/**
 * A resource's published-only reads (docs/design.md §10), for its area's public pages: a page of the
 * rows `visible` keeps (with a list's own filters and `where` besides), all of them in the table's
 * order (a list whole by nature), and one of them by id (or by other columns' values: a page by its
 * slug), or null for a row that is missing, another website's, or not public (a draft, an inactive row).
 */
function publicReads<T extends ContentTableName, E>(
  table: { rowsOf: (db: Executor, websiteId: number) => SelectQueryBuilder<Database, T, object> } & {
    first: (db: Executor, websiteId: number, limit: number, filters?: PageOptions<T>['filters']) => Promise<Row<T>[]>;
    page: (db: Executor, websiteId: number, query: PageQuery, more?: PageOptions<T>) => Promise<Page<Row<T>>>;
    all: (db: Executor, websiteId: number, where?: PageOptions<T>['where'], limit?: number) => Promise<Row<T>[]>;
    count: (db: Executor, websiteId: number, more?: Omit<PageOptions<T>, 'order'>) => Promise<number>;
  },
  visible: PageOptions<T>,
  entities: (db: Executor, rows: Row<T>[]) => Promise<E[]>,
  /** The rows as a list shows them: the contract's summary where it has one (a page without its blocks). */
  listed: (db: Executor, rows: Row<T>[]) => Promise<E[]>,
) {
  const keep = (rows: SelectQueryBuilder<Database, T, object>, more?: PageOptions<T>) => {
    let kept = visible.where ? visible.where(rows) : rows;
    if (more?.where) kept = more.where(kept);
    return kept;
  };
  /** The rows `keep` leaves that also hold the visible and the list's equality filters. */
  const kept = (rows: SelectQueryBuilder<Database, T, object>, more?: PageOptions<T>) => {
    let found = keep(rows, more);
    for (const [column, value] of Object.entries({ ...more?.filters, ...visible.filters })) {
      if (value !== undefined) found = found.where(sql.ref(column), '=', value);
    }
    return found;
  };

  /** The public rows of a stretch, in its order: what `narrow` and `joined` select from. */
  function stretchOf(db: Executor, websiteId: number, { order, offset = 0, limit }: Stretch<T>) {
    const rows = kept(table.rowsOf(db, websiteId)) as unknown as AnySelect;
    return order
      .reduce((sorted, [key, direction]) => sorted.orderBy(key, direction), rows)
      .limit(limit)
      .offset(offset);
  }

  /** The visible row whose columns have these values (a column the table keeps unique: a page's `slug`), or null. */
  async function findBy(
    db: Executor,
    websiteId: number,
    values: Readonly<Record<string, string | number>>,
  ): Promise<E | null> {
    let rows = kept(table.rowsOf(db, websiteId));
    for (const [column, value] of Object.entries(values)) rows = rows.where(sql.ref(column), '=', value);
    const row = (await rows.selectAll().executeTakeFirst()) as Row<T> | undefined;
    return row ? (await entities(db, [row]))[0]! : null;
  }

  return {
    /** A page of the public rows as a list shows them (the public site's lists, the public API's): summaries where the contract says. */
    async page(db: Executor, websiteId: number, query: PageQuery, more?: PageOptions<T>) {
      const page = await table.page(db, websiteId, query, {
        ...more,
        filters: { ...more?.filters, ...visible.filters },
        where: (rows) => keep(rows, more),
      });
      return { ...page, content: await listed(db, page.content) };
    },
    /** Every public row in the table's order, for a list whole by nature (the staff by department). */
    async all(db: Executor, websiteId: number, more?: PageOptions<T>): Promise<E[]> {
      return entities(db, await table.all(db, websiteId, (rows) => kept(rows, more)));
    },
    /**
     * The first `size` public rows in the table's order, with no total (a home page's newest few): by
     * a compiled query when they are told apart by equal values alone.
     */
    async first(db: Executor, websiteId: number, size: number, more?: PageOptions<T>): Promise<E[]> {
      const rows =
        visible.where || more?.where
          ? await table.all(db, websiteId, (rows) => kept(rows, more), size)
          : await table.first(db, websiteId, size, { ...more?.filters, ...visible.filters });
      return entities(db, rows);
    },
    find: (db: Executor, websiteId: number, id: number) => findBy(db, websiteId, { id }),
    findBy,
    /** How many public rows the website has, without reading them (`row_counts` where the table keeps its totals). */
    count: (db: Executor, websiteId: number) =>
      table.count(db, websiteId, { filters: visible.filters, where: visible.where }),
    /**
     * Only `columns` of the public rows (when the newest of them changed), in `order`, `limit` of
     * them from `offset`: no whole row is read or mapped, so an index holding the visible filters
     * and those columns answers alone.
     */
    narrow<K extends keyof Row<T> & string>(
      db: Executor,
      websiteId: number,
      columns: readonly K[],
      range: Stretch<T>,
    ): Promise<Pick<Row<T>, K>[]> {
      return stretchOf(db, websiteId, range).select(columns).execute() as Promise<Pick<Row<T>, K>[]>;
    },
    /**
     * A stretch of the public rows, `limit` of them from `offset` in `order`, written as one text by
     * the database: each row as the SQL expression `row` of its columns says (a sitemap's `<url>`
     * element), the rows one after another in no particular order. No row reaches JavaScript, so
     * 50,000 of them cost one string rather than 50,000 objects (a sitemap of a website with
     * 100,000 news items, docs/design.md §10).
     */
    async joined(db: Executor, websiteId: number, row: RawBuilder<string>, range: Stretch<T>): Promise<string> {
      const rows = stretchOf(db, websiteId, range).select(row.as('text'));
      const found = await untyped(db)
        .selectFrom(rows.as('stretch'))
        .select(sql<string | null>`string_agg(text, '')`.as('joined'))
        .executeTakeFirst();
      return (found?.joined as string | null | undefined) ?? '';
    },
  };
}
