import type { LookupQuery, PageQuery } from '@cms/contract';
import type { RawBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';
import { offsetOf, toPage } from '../paging.js';
import { ALL_ROWS, bucketOf, countRows } from '../row-counts.js';
import type { AnySelect } from './any-table.js';
import { pageCache } from './page-cache.js';
import { pageQueries, type PageArgs } from './page-queries.js';
import { pagePositions } from './positions.js';

type SortKey = string | RawBuilder<unknown>;
export type Order = readonly (readonly [SortKey, 'asc' | 'desc'])[];

/** A list's equality filters that hold a value: column and value. */
type Equalities = [string, string | number][];

/** What a page asks of the table beyond its number and size (`scopedTable`'s `PageOptions`). */
export interface PageMore {
  filters?: Record<string, string | number | undefined>;
  where?: (rows: AnySelect) => AnySelect;
  order?: Order;
}

/** From this offset on, a page finds its ids on the index alone before reading its rows. */
const DEEP_OFFSET = 1000;

/**
 * The pages of one scoped table (`scopedTable`'s `page`), each concern in its own part: the plain
 * page query compiled once per filter shape (page-queries.ts), where a deep page of an id-ordered
 * list starts (positions.ts), the total (kept in `row_counts` for a counted list, else counted on
 * the index) and a counted table's kept pages (page-cache.ts). `page` composes them; a list with a
 * search, a `where` or an order of its own is built and counted each time.
 */
export function tablePages<Row extends object>(def: {
  table: string;
  scoped: (db: Executor, websiteId: number) => AnySelect;
  sorted: <Q extends AnySelect>(query: Q, by?: Order) => Q;
  order: Order;
  /** The counted columns (`row_counts`). */
  counted?: readonly string[];
  /** What a `search` matches (`searching`: the name or the search columns), where the table is searched. */
  matching?: (db: Executor, text: string) => RawBuilder<boolean>;
}) {
  const { table, scoped, sorted, counted } = def;
  // A list in id order alone can start a deep page from a known position (positions.ts).
  const [firstKey, idDirection] = def.order[0]!;
  const positions = def.order.length === 1 && firstKey === 'id' ? pagePositions(table) : null;
  // A counted table's pages are kept while its rows' version holds (page-cache.ts).
  const cache = counted ? pageCache<Row>(table) : null;
  const pageQuery = pageQueries<Row>(table, scoped, sorted, idDirection);

  /** The website's rows the filters, the search and the `where` leave. */
  function filteredRows(db: Executor, websiteId: number, filters: Equalities, search?: string, more?: PageMore) {
    let rows = scoped(db, websiteId);
    for (const [column, value] of filters) rows = rows.where(column, '=', value);
    if (search) rows = rows.where(def.matching!(db, search));
    if (more?.where) rows = more.where(rows);
    return rows;
  }

  async function countOf(rows: AnySelect) {
    const row = await rows.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Whether the list's total is kept in `row_counts`: filtered by at most one counted column. The
   * triggers version the counted lists only: another filter's rows may change unseen.
   */
  function isCounted(filters: Equalities) {
    if (!counted || filters.length > 1) return false;
    return filters.length === 0 || counted.includes(filters[0]![0]);
  }

  /** The total of a plain list: kept in `row_counts` for a counted one, else counted on the index. */
  const totalOf = (db: Executor, websiteId: number, filters: Equalities, bucket: string) =>
    isCounted(filters) ? countRows(db, websiteId, table, bucket) : countOf(filteredRows(db, websiteId, filters));

  /**
   * The rows of a plain page: a deep page of an id-ordered counted list from its kept position
   * (positions.ts), any other on the index, by its compiled query.
   */
  async function plainRows(db: Executor, args: PageArgs, columns: string[], filters: Equalities, bucket: string) {
    const websiteId = args.websiteId as number;
    const offset = args.offset as number;
    const start =
      positions && offset >= DEEP_OFFSET && isCounted(filters)
        ? await positions.startOf(db, websiteId, bucket, offset, async () => {
            const ids = (await sorted(filteredRows(db, websiteId, filters).select('id')).execute()) as { id: number }[];
            return ids.map((row) => row.id);
          })
        : null;
    return start
      ? pageQuery(columns, 'from').execute(db, { ...args, fromId: start.id, offset: start.skip })
      : pageQuery(columns, offset >= DEEP_OFFSET ? 'deep' : 'first').execute(db, args);
  }

  /** A page filtered by equalities alone, in the table's order: compiled queries, and kept where counted. */
  async function plainPage(db: Executor, websiteId: number, query: PageQuery, offset: number, filters: Equalities) {
    const args: PageArgs = { websiteId, limit: query.size, offset };
    for (const [column, value] of filters) args[`filter_${column}`] = value;
    const columns = filters.map(([column]) => column);
    const [first] = filters;
    const bucket = first ? bucketOf(first[0], String(first[1])) : ALL_ROWS;
    if (cache && isCounted(filters)) {
      const kept = await cache.page(db, websiteId, `${bucket}|${offset}|${query.size}`, async () => {
        const [rows, total] = await Promise.all([
          plainRows(db, args, columns, filters, bucket),
          countRows(db, websiteId, table, bucket),
        ]);
        return { rows, total };
      });
      return toPage([...kept.rows], kept.total, query);
    }
    const [rows, total] = await Promise.all([
      plainRows(db, args, columns, filters, bucket),
      totalOf(db, websiteId, filters, bucket),
    ]);
    return toPage(rows, total, query);
  }

  /** A page with a search, a `where` or an order of its own: built and counted on each call. */
  async function builtPage(
    db: Executor,
    websiteId: number,
    query: PageQuery,
    offset: number,
    filters: Equalities,
    search: string | undefined,
    more: PageMore,
  ) {
    const rows = filteredRows(db, websiteId, filters, search, more);
    const [content, total] = await Promise.all([
      sorted(rows.selectAll(), more.order).limit(query.size).offset(offset).execute() as Promise<Row[]>,
      countOf(rows),
    ]);
    return toPage(content, total, query);
  }

  return {
    /**
     * The first `limit` rows the equality filters leave, in the table's order, with no total (a
     * home page's newest few): the compiled query of their shape.
     */
    first(db: Executor, websiteId: number, limit: number, filters: PageMore['filters'] = {}): Promise<Row[]> {
      const args: PageArgs = { websiteId, limit, offset: 0 };
      const columns: string[] = [];
      for (const [column, value] of Object.entries(filters)) {
        if (value === undefined) continue;
        columns.push(column);
        args[`filter_${column}`] = value;
      }
      return pageQuery(columns, 'first').execute(db, args);
    },

    /**
     * A page in the table's order with its total. The total comes from `row_counts` when the list is
     * filtered by at most one counted column and nothing else; otherwise it is counted (by index).
     * `search` (look-ups) matches the name or the search columns without regard to case.
     */
    page(db: Executor, websiteId: number, query: PageQuery & Partial<LookupQuery>, more: PageMore = {}) {
      const filters = Object.entries(more.filters ?? {}).filter(([, value]) => value !== undefined) as Equalities;
      const offset = offsetOf(query);
      const search = query.search && def.matching ? query.search : undefined;
      if (!more.where && !search && !more.order) return plainPage(db, websiteId, query, offset, filters);
      return builtPage(db, websiteId, query, offset, filters, search, more);
    },

    /**
     * How many rows the filters and the `where` leave, without reading a page: kept in `row_counts`
     * for a counted list (a website's published news), else counted on the index.
     */
    count(db: Executor, websiteId: number, more: Omit<PageMore, 'order'> = {}) {
      const filters = Object.entries(more.filters ?? {}).filter(([, value]) => value !== undefined) as Equalities;
      if (more.where) return countOf(filteredRows(db, websiteId, filters, undefined, more));
      const [first] = filters;
      return totalOf(db, websiteId, filters, first ? bucketOf(first[0], String(first[1])) : ALL_ROWS);
    },
  };
}
