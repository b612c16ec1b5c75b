import { sql } from 'kysely';

/** `text` for a LIKE pattern that takes its wildcards literally; a backslash escapes them on both engines. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A list's `search` (look-ups, a list's search box) as a condition: one of `columns` contains the
 * text, without regard to case, `%` and `_` taken as they are.
 */
export function searching(columns: readonly string[]) {
  return (text: string) => {
    const pattern = `%${escapeLike(text)}%`;
    const matches = columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`);
    return matches.length === 1 ? matches[0]! : sql<boolean>`(${sql.join(matches, sql` or `)})`;
  };
}
