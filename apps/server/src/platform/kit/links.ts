import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { preparedForIds } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { untyped, type AnySelect } from './any-table.js';
import type { ContentTableName } from './scoped-table.js';

/** The link tables of the schema: two id columns, one per side. */
type LinkTableName = {
  [K in keyof Database]: keyof Database[K] extends `${string}_id` ? K : never;
}[keyof Database];

/**
 * What a link needs of the table it links to: a scoped table, or one every website shares
 * (`sharedTable`: a user's roles), which takes the website ids and needs none.
 */
export interface LinkTarget<T extends keyof Database> {
  table: T;
  naming?: { column: string };
  get(db: Executor, websiteId: number, id: number): Promise<unknown>;
  requireAll(db: Executor, websiteId: number, ids: readonly number[]): Promise<void>;
  /** Every row of the website, in its order (a scoped table's): what a list may be filtered by. */
  all?(db: Executor, websiteId: number): Promise<unknown[]>;
}

/**
 * A many-to-many link from an area's rows to another table's rows of the same website (news to
 * categories, blogs to topics, later staff to departments): `from` and `to` are the link table's
 * columns, `target` the scoped table linked to, listed by its name (`label` for another column)
 * without regard to case, or by id where it has neither.
 */
export function linkTable<L extends LinkTableName, T extends keyof Database>(options: {
  table: L;
  from: string;
  to: string;
  target: LinkTarget<T>;
  label?: string;
}) {
  type Target = Selectable<Database[T]>;
  const { from, to, target } = options;
  const label = options.label ?? target.naming?.column;
  const table: string = options.table;
  const targetTable: string = target.table;

  const linkedRows = preparedForIds((db, fromIds) =>
    untyped(db)
      .selectFrom(table)
      .innerJoin(targetTable, `${targetTable}.id`, `${table}.${to}`)
      .selectAll(targetTable)
      .select(`${table}.${from} as link_from`)
      .where(`${table}.${from}`, 'in', fromIds)
      .$if(label !== undefined, (query) => query.orderBy(sql`lower(${sql.ref(`${targetTable}.${label}`)})`))
      .orderBy(`${targetTable}.id`),
  );

  async function clearFrom(db: Executor, fromId: number) {
    await untyped(db).deleteFrom(table).where(from, '=', fromId).execute();
  }

  return {
    /** The table linked to. */
    target,

    /** The linked rows of several rows at once, in label order, keyed by the linking row's id. */
    async of(db: Executor, fromIds: readonly number[]) {
      const byRow = new Map<number, Target[]>(fromIds.map((id) => [id, []]));
      if (fromIds.length === 0) return byRow;
      const rows = (await linkedRows.execute(db, [...fromIds])) as (Target & { link_from: number })[];
      for (const { link_from, ...row } of rows) byRow.get(link_from)?.push(row as unknown as Target);
      return byRow;
    },

    /**
     * Makes `toIds` the row's links; each must be a row of the website (404 '<Thing> not found'
     * otherwise, nothing changed). Run inside the write's transaction.
     */
    async set(db: Executor, websiteId: number, fromId: number, toIds: readonly number[]) {
      await target.requireAll(db, websiteId, toIds);
      await clearFrom(db, fromId);
      if (toIds.length > 0) {
        await untyped(db)
          .insertInto(table)
          .values(toIds.map((toId) => ({ [from]: fromId, [to]: toId })))
          .execute();
      }
    },

    /** Links one more row (a link that exists already changes nothing). */
    async add(db: Executor, fromId: number, toId: number) {
      await untyped(db)
        .insertInto(table)
        .values({ [from]: fromId, [to]: toId })
        .onConflict((oc) => oc.columns([from, to]).doNothing())
        .execute();
    },

    async removeOne(db: Executor, fromId: number, toId: number) {
      await untyped(db).deleteFrom(table).where(from, '=', fromId).where(to, '=', toId).execute();
    },

    /** Drops every link of a row of the area (before the row itself goes). */
    clearFrom,

    /**
     * A list's `where` for the rows linked to `toId` (a filter such as `?categoryId=`): 404
     * '<Thing> not found' unless it is a row of the website. Undefined `toId`, no filter.
     */
    async whereLinkedTo(db: Executor, websiteId: number, toId: number | undefined) {
      if (toId === undefined) return undefined;
      await target.get(db, websiteId, toId);
      return <Q extends AnySelect>(rows: Q): Q =>
        rows.where('id', 'in', untyped(db).selectFrom(table).select(from).where(to, '=', toId)) as Q;
    },

    /** Drops every link to a target row (before the target goes; the linking rows stay). */
    async clearTo(db: Executor, toId: number) {
      await untyped(db).deleteFrom(table).where(to, '=', toId).execute();
    },
  };
}

export type LinkTable<T extends keyof Database = ContentTableName> = ReturnType<typeof linkTable<LinkTableName, T>>;
