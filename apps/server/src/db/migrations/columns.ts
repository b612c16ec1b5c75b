import type { CreateTableBuilder } from 'kysely';

/**
 * A column of a table built by `columnsOf` (`contentTable`, `auditedTable`): NOT NULL unless
 * `nullable` (`optional`), with its default or the table it references. Only types both SQLite and
 * PostgreSQL accept.
 */
export interface ColumnSpec {
  type: 'integer' | 'text' | `varchar(${number})`;
  default?: string | number;
  references?: string;
  nullable?: boolean;
}

/** Text of at most `length` characters, `fallback` when none is written. */
export const varchar = (length: number, fallback?: string): ColumnSpec => ({
  type: `varchar(${length})`,
  default: fallback,
});

/** Text of any length (rich HTML, a table's rows as JSON), `fallback` when none is written. */
export const text = (fallback?: string): ColumnSpec => ({ type: 'text', default: fallback });

/** An address (a link, a route, a stored file's URL): up to 2048 characters. */
export const url = (fallback?: string) => varchar(2048, fallback);

/** A moment as an ISO string, '2026-11-25T09:00:00.000Z'. */
export const isoTime = () => varchar(32);

/**
 * A date, or a date and time, on the school's clock ('2026-12-03', '2026-12-03T18:00': the
 * contract's `wallClock`), which sort as text in time order.
 */
export const wallClock = () => varchar(16);

/** A whole number, `fallback` when none is written. */
export const integer = (fallback?: number): ColumnSpec => ({ type: 'integer', default: fallback });

/** A yes/no kept as 1/0 (both engines store it as an integer), `fallback` when none is written. */
export const flag = (fallback?: 0 | 1) => integer(fallback);

/** The id of a row of `table`: the parent (`classes` of a subject's `class_id`), of the same website. */
export const idOf = (table: string): ColumnSpec => ({ type: 'integer', references: `${table}.id` });

/** The column may be left empty (NULL). */
export const optional = (column: ColumnSpec): ColumnSpec => ({ ...column, nullable: true });

/** The place of a row in its ordered list, from 0 or 1 as the area counts (docs/design.md §7). */
export const ordered = { order_no: integer() };

/** When a row was created and last changed, and by whom (user ids, empty where no user wrote it). */
export const stamps = {
  created_at: isoTime(),
  updated_at: isoTime(),
  created_by: optional(integer()),
  updated_by: optional(integer()),
};

/** Adds the columns of `spec`, name to kind, in its order: `columnsOf({name: varchar(100), ...ordered})`. */
export function columnsOf(spec: Record<string, ColumnSpec>) {
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    Object.entries(spec).reduce(
      (built, [name, column]) =>
        built.addColumn(name, column.type, (col) => {
          let defined = column.nullable ? col : col.notNull();
          if (column.default !== undefined) defined = defined.defaultTo(column.default);
          return column.references ? defined.references(column.references) : defined;
        }),
      table as CreateTableBuilder<string, never>,
    );
}
