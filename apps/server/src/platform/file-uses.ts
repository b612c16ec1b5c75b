import type { Executor } from '../db/database.js';
import { untyped } from './kit/any-table.js';

/** Where a stored file is shown: `{kind: 'photo album', name: 'Sports Day'}`. */
export interface FileUser {
  kind: string;
  name: string;
}

/**
 * A table whose rows show files by URL: `kind` names it to the user, `urls` are the columns holding
 * a file's URL, `rich` those of rich HTML that may embed one. A row is named by its `name` column,
 * or, for a row inside a parent, by its parent's: `join` reads it (a photo shows its album's name).
 */
export type FileUse = {
  kind: string;
  table: string;
  urls?: readonly string[];
  rich?: readonly string[];
} & ({ name: string; join?: never } | { join: { table: string; on: string; name: string }; name?: never });

/**
 * The files a resource's rows show, as the resource declares them (`tableResource`'s `files`):
 * `kind`, `urls` and `rich` as in a `FileUse`, `name` the column naming a row. With `inChildren`,
 * the columns are those of the rows' children (a carousel's elements, a page's blocks, an album's
 * photos), each named by its parent.
 */
export interface ShownFiles {
  kind: string;
  name: string;
  urls?: readonly string[];
  rich?: readonly string[];
  inChildren?: { table: string; parentColumn: string };
}

/** The use of files by `table`'s rows (or their children) that `shown` declares. */
export function fileUseOf(table: string, { name, inChildren, ...shown }: ShownFiles): FileUse {
  if (!inChildren) return { ...shown, table, name };
  return { ...shown, table: inChildren.table, join: { table, on: inChildren.parentColumn, name } };
}

/**
 * A table's columns that hold stored files' URLs (`urls`) or rich HTML that may embed them (`rich`);
 * with `join`, those of the rows under a written row of `join.table` (a menu item's submenus).
 */
export interface KeptFiles {
  table: string;
  urls?: readonly string[];
  rich?: readonly string[];
  join?: { table: string; on: string };
}

/** Columns that may hold an upload, of a table's rows or of the rows joined under a written one. */
export type FileColumns = Pick<FileUse, 'table' | 'urls' | 'rich'> & { join?: { table: string; on: string } };

/**
 * What shows which files, declared by the areas that show them (`app.deps.fileUses.declare`; a
 * resource's `files` through `registerResource`) and asked by the media library before a delete,
 * so the platform knows no area by name.
 */
export class FileUses {
  private readonly uses: FileUse[] = [];
  private readonly kept: KeptFiles[] = [];

  declare(use: FileUse) {
    if (!this.uses.some((known) => known.table === use.table)) this.uses.push(use);
  }

  /** Every use declared so far: what the media library's 'used by' reads. */
  get declared(): readonly FileUse[] {
    return this.uses;
  }

  /**
   * Columns that hold stored files without showing them as content (a media item's own file, an
   * avatar, a logo, a link): the media library does not list them as uses, the orphan sweep keeps
   * their files.
   */
  keep(kept: KeptFiles) {
    this.kept.push(kept);
  }

  /**
   * Every column that may hold an upload, shown or kept: what the check of a write's files reads
   * (`platform/own-files.ts`), so a kept column (a video's address, a menu item's route) takes only
   * the website's own files as a shown one does.
   */
  get holding(): readonly FileColumns[] {
    return [...this.uses, ...this.kept];
  }

  /** Every table and column that may hold a stored file's URL, shown or kept: what the orphan sweep reads. */
  columns(): KeptFiles[] {
    const byTable = new Map<string, { urls: Set<string>; rich: Set<string> }>();
    for (const { table, urls, rich } of [...this.uses, ...this.kept]) {
      const known = byTable.get(table) ?? { urls: new Set(), rich: new Set() };
      for (const column of urls ?? []) known.urls.add(column);
      for (const column of rich ?? []) known.rich.add(column);
      byTable.set(table, known);
    }
    return [...byTable].map(([table, { urls, rich }]) => ({ table, urls: [...urls], rich: [...rich] }));
  }

  /** Every row of the website that shows one of `urls`, by kind and name (at most 20 of each kind). */
  async find(db: Executor, websiteId: number, urls: readonly string[]): Promise<FileUser[]> {
    if (!urls.length) return [];
    const found: FileUser[] = [];
    for (const use of this.uses) {
      const rows = await showing(db, use, urls)
        .where('t.website_id', '=', websiteId)
        .select(use.join ? `p.${use.join.name} as name` : `t.${use.name} as name`)
        .distinct()
        .limit(20)
        .execute();
      for (const row of rows as { name: string }[]) found.push({ kind: use.kind, name: row.name });
    }
    return found;
  }

  /**
   * Whether rows of website `websiteId` show `url` or, with `elsewhere`, rows of any other website:
   * who an old upload kept without a website folder belongs to (`platform/own-files.ts`).
   */
  async shows(db: Executor, url: string, websiteId: number, elsewhere = false): Promise<boolean> {
    for (const use of this.uses) {
      const row = await showing(db, use, [url])
        .where('t.website_id', elsewhere ? '!=' : '=', websiteId)
        .select('t.id')
        .limit(1)
        .executeTakeFirst();
      if (row) return true;
    }
    return false;
  }
}

/** The rows of a use (`t`, joined to their parent `p`) that show one of `urls`. */
function showing(db: Executor, use: FileColumns, urls: readonly string[]) {
  let query = untyped(db).selectFrom(`${use.table} as t`);
  if (use.join) query = query.innerJoin(`${use.join.table} as p`, 'p.id', `t.${use.join.on}`);
  return query.where((eb) =>
    eb.or([
      ...(use.urls ?? []).map((column) => eb(`t.${column}`, 'in', urls)),
      ...(use.rich ?? []).flatMap((column) => urls.map((url) => eb(`t.${column}`, 'like', `%${url}%`))),
    ]),
  );
}
