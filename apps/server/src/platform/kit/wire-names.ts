/**
 * Rows and bodies under each other's names: a column is snake_case (`video_url`), its field on the
 * wire camelCase (`videoUrl`). A field the spec names otherwise (`desigation`, `creator_name`) or
 * whose value is worked out is mapped by hand beside these.
 */

/** A column's name on the wire: `video_url` is `videoUrl`. */
type FieldName<Column extends string> = Column extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<FieldName<Tail>>}`
  : Column;

/** A wire field's column: `videoUrl` is `video_url`. */
export type ColumnName<Field extends string> = Field extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}`
  : Field;

/** A way to spell names otherwise, each name worked out once (rows are mapped on every read). */
function respelling(respell: (name: string) => string) {
  const known = new Map<string, string>();
  return (name: string) => {
    let spelled = known.get(name);
    if (spelled === undefined) known.set(name, (spelled = respell(name)));
    return spelled;
  };
}
const fieldNameOf = respelling((column) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()));
const columnNameOf = respelling((field) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));

/**
 * A row's `columns` that go out as they are, each under its wire name, spread into an entity's
 * mapping: `{...fieldsOf(row, ['name', 'video_url', 'order_no']), thumbnailUrl: ..., ...contentRowOf(row)}`.
 */
export function fieldsOf<Row extends object, Column extends keyof Row & string>(row: Row, columns: readonly Column[]) {
  const fields: Record<string, unknown> = {};
  for (const column of columns) fields[fieldNameOf(column)] = row[column];
  return fields as { [C in Column as FieldName<C>]: Row[C] };
}

/**
 * A body's `fields` that are stored as they are, each in its column (`videoUrl` in `video_url`), as
 * a resource's `columns` or spread into them: `{...columnsFrom(body, ['name', 'videoUrl']), ...}`.
 */
export function columnsFrom<Body extends object, Field extends keyof Body & string>(
  body: Body,
  fields: readonly Field[],
) {
  const columns: Record<string, unknown> = {};
  for (const field of fields) columns[columnNameOf(field)] = body[field];
  return columns as { [F in Field as ColumnName<F>]: Body[F] };
}
