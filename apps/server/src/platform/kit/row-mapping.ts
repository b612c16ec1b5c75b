import type { z } from 'zod';
import { columnNameOf, type ColumnName } from './wire-names.js';

/*
 * The one place a row becomes its wire shape, read from the contract's entity instead of written
 * out field by field: each field of the entity comes from its column (`videoUrl` from `video_url`),
 * unless the area says where it comes from otherwise. The mapping is compiled once into a function
 * that builds one object literal, the fields in the entity's order, so a row costs what a
 * hand-written literal costs (decision 012: a spread of a built object cost the news list 2.8
 * times its CPU).
 */

/** The stamps the contract names otherwise than their columns, on every row that has them. */
const STAMP_COLUMNS = { assetOwnerId: 'website_id', createdDate: 'created_at', updatedDate: 'updated_at' } as const;
type StampColumns = typeof STAMP_COLUMNS;

/** The column a wire field comes from unless told otherwise. */
type ColumnOf<Field extends string> = Field extends keyof StampColumns ? StampColumns[Field] : ColumnName<Field>;

const columnOf = (field: string) => (STAMP_COLUMNS as Record<string, string>)[field] ?? columnNameOf(field);

/** A value that may be null goes only to a field that may be null. */
type NullFits<Value, Field> = null extends Value ? (null extends Field ? true : false) : true;

/**
 * A column's value goes out as a field as it is: of the field's type; text to a field kept to a set
 * of words (a status, held to it by the request's schema); or a 0/1 column to a yes/no field.
 */
type Fits<Value, Field> = [Value] extends [Field]
  ? true
  : [NonNullable<Value>] extends [string]
    ? [NonNullable<Field>] extends [string]
      ? NullFits<Value, Field>
      : false
    : [Value] extends [number]
      ? [Field] extends [boolean]
        ? true
        : false
      : false;

/** The columns of `Row` a field can come from as they are. */
type ColumnsFor<Row, Field> = {
  [Column in keyof Row & string]: Fits<Row[Column], Field> extends true ? Column : never;
}[keyof Row & string];

/** The fields of `Entity` whose own column (`ColumnOf`) they can come from as it is. */
type Stored<Row, Entity> = {
  [Field in keyof Entity & string]: ColumnOf<Field> extends keyof Row
    ? Fits<Row[ColumnOf<Field>], Entity[Field]> extends true
      ? Field
      : never
    : never;
}[keyof Entity & string];

/**
 * A mapping's arguments after the row, at most two: what its entity shows of other rows (a blog's
 * topics), or when it is read (an alert's state).
 */
type Extra = [] | [unknown?] | [unknown, unknown?];

/** Where one field comes from: another column as it is (`'order_no'`), or a value worked out. */
type Source<Row, Field, Args extends Extra> = ColumnsFor<Row, Field> | ((row: Row, ...args: Args) => Field);

/**
 * Where the fields come from that their own column cannot give (required), and any other field
 * the area gives otherwise (optional).
 */
export type Sources<Row, Entity, Args extends Extra> = {
  [Field in Exclude<keyof Entity & string, Stored<Row, Entity>>]: Source<Row, Entity[Field], Args>;
} & { [Field in Stored<Row, Entity>]?: Source<Row, Entity[Field], Args> };

type AnySource = string | ((row: unknown, ...args: unknown[]) => unknown);

/** A field that the API answers as true or false, which its row keeps as 0 or 1. */
const isFlag = (schema: z.ZodType) => schema.def.type === 'boolean';

/**
 * `rowMapping<VideoRow>()(video, {thumbnailUrl: (row) => videoThumbnail(row.video_url)})`: the
 * function that makes a row the contract's `video`. Each field of the entity is its column
 * (`ColumnOf`), a yes/no field the column's 0 or 1; `sources` names another column
 * (`{order: 'order_no'}`) or works a value out, from the row and the mapping's other arguments
 * (`Args`: `rowMapping<CarouselRow, [CarouselElementRow[]]>()`, the carousel's elements). A field
 * whose column is missing or of another type must be given a source, or it does not compile.
 */
export function rowMapping<Row extends object, Args extends Extra = []>() {
  return <Entity extends z.ZodObject>(
    entity: Entity,
    ...[sources]: object extends Sources<Row, z.output<Entity>, Args>
      ? [sources?: Sources<Row, z.output<Entity>, Args>]
      : [sources: Sources<Row, z.output<Entity>, Args>]
  ) =>
    compile(entity, (sources ?? {}) as Record<string, AnySource | undefined>) as (
      row: Row,
      ...args: Args
    ) => z.output<Entity>;
}

/**
 * The mapping as one function that returns one object literal: `{"id": row["id"], "title":
 * row["title"], "topics": w0(row, a, b), ...}`. Only the entity's field names and column names
 * (quoted with JSON.stringify) go into its text, never a value.
 */
function compile(entity: z.ZodObject, sources: Record<string, AnySource | undefined>) {
  const worked: AnySource[] = [];
  const unknown = Object.keys(sources).filter((field) => !(field in entity.shape));
  if (unknown.length) throw new Error(`rowMapping: the entity has no field ${unknown.join(', ')}`);
  const fields = Object.entries(entity.shape).map(([field, schema]) => {
    const source = sources[field];
    if (typeof source === 'function') return `${JSON.stringify(field)}: w${worked.push(source) - 1}(row, a, b)`;
    const value = `row[${JSON.stringify(source ?? columnOf(field))}]`;
    return `${JSON.stringify(field)}: ${isFlag(schema as z.ZodType) ? `${value} === 1` : value}`;
  });
  const names = worked.map((_, index) => `w${index}`);
  const make = new Function(...names, `return function toEntity(row, a, b) { return { ${fields.join(', ')} }; };`);
  return make(...worked) as (row: unknown, ...args: unknown[]) => unknown;
}
