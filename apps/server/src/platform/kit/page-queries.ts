import type { Executor } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { untyped, type AnySelect } from './any-table.js';

/**
 * How a page is walked: `first` pages walk the index to their offset, `deep` ones find their ids
 * on the index alone before reading the rows, `from` ones start at a known id (`fromId`, a kept
 * position) and walk only the rest.
 */
export type PageKind = 'first' | 'deep' | 'from';

/** A page query's arguments: the website, `limit`, `offset`, each filter's value and a `from` page's `fromId`. */
export type PageArgs = Record<string, string | number>;

type PagePrepared<Row> = ReturnType<typeof prepared<PageArgs, Row>>;

/**
 * The plain page queries of a table (equality filters only, in the table's order), compiled once
 * per filter shape (which columns) and kind, so a list's hot path runs one prepared statement
 * (docs/decisions/012). `scoped` is the table's rows of a website, `sorted` puts a query in the
 * table's order, `idDirection` is the direction of that order when it is by id alone.
 */
export function pageQueries<Row>(
  table: string,
  scoped: (db: Executor, websiteId: number) => AnySelect,
  sorted: <Q extends AnySelect>(query: Q) => Q,
  idDirection: 'asc' | 'desc',
) {
  const queries = new Map<string, PagePrepared<Row>>();

  function compile(columns: readonly string[], kind: PageKind): PagePrepared<Row> {
    const example: PageArgs = { websiteId: 0, limit: 0, offset: 0 };
    for (const column of columns) example[`filter_${column}`] = '';
    if (kind === 'from') example.fromId = 0;
    return prepared(example, (db, args) => {
      let rows = scoped(db, args.websiteId as number);
      for (const column of columns) rows = rows.where(column, '=', args[`filter_${column}`]);
      if (kind === 'from') rows = rows.where('id', idDirection === 'desc' ? '<=' : '>=', args.fromId);
      if (kind !== 'deep') {
        return sorted(rows.selectAll())
          .limit(args.limit as number)
          .offset(args.offset as number);
      }
      const ids = sorted(rows.select('id'))
        .limit(args.limit as number)
        .offset(args.offset as number);
      return sorted(untyped(db).selectFrom(table).selectAll().where('id', 'in', ids));
    }) as unknown as PagePrepared<Row>;
  }

  /** The compiled query of this filter shape and kind. */
  return function pageQuery(columns: readonly string[], kind: PageKind): PagePrepared<Row> {
    const shape = `${columns.join(',')}|${kind}`;
    let query = queries.get(shape);
    if (!query) {
      query = compile(columns, kind);
      queries.set(shape, query);
    }
    return query;
  };
}
