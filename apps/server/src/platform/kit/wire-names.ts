/**
 * A body's fields under their columns' names: a field on the wire is camelCase (`videoUrl`), its
 * column snake_case (`video_url`). A field the spec names otherwise (`desigation`, `creator_name`)
 * or whose value is worked out is written by hand beside these.

 *
 * Rows go out the other way through `rowMapping` (`row-mapping.ts`), which names columns the same way.
 */

/** A wire field's column: `videoUrl` is `video_url`. */
export type ColumnName<Field extends string> = Field extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}`
  : Field;

/** A way to spell names otherwise, each name worked out once (bodies are mapped on every write). */
function respelling(respell: (name: string) => string) {
  const known = new Map<string, string>();
  return (name: string) => {
    let spelled = known.get(name);
    if (spelled === undefined) known.set(name, (spelled = respell(name)));
    return spelled;
  };
}
/** A wire field's column, worked out once per name: `videoUrl` is `video_url`. */
export const columnNameOf = respelling((field) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));

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
