import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Storage } from '../storage.js';
import { removeFilesAfterCommit } from '../uploads.js';
import type { Actor, ContentTableName, ScopedTable } from './scoped-table.js';

/** A table whose rows each show one file: its address, and the copies made of an image. */
type FileTableName = {
  [K in ContentTableName]: Database[K] extends { thumbnail_url: string | null; web_url: string | null } ? K : never;
}[ContentTableName];

type Row<T extends FileTableName> = Selectable<Database[T]>;
type Values<T extends FileTableName> = Parameters<ScopedTable<T>['update']>[3];

/**
 * The rows of a scoped table that each show one file (a media item, a photo): the file at the
 * `url` column and, for an image, its copies. A row whose file the server stored (`stored(row)`; a
 * row given by URL only points at one) owns its files: pointed at another address or deleted, the
 * row's files are removed once the transaction commits, and a new address empties what the upload
 * filled in (`cleared`: its copies at least), since those columns told of the old file.
 */
export function fileRows<T extends FileTableName>(
  table: ScopedTable<T>,
  storage: Storage,
  options: { url: keyof Row<T> & string; stored: (row: Row<T>) => boolean; cleared: Values<T> },
) {
  const filesOf = (row: Row<T>) => {
    const { thumbnail_url, web_url } = row as { thumbnail_url: string | null; web_url: string | null };
    return options.stored(row) ? [row[options.url] as string, thumbnail_url, web_url] : [];
  };
  const removeFilesOf = (db: Executor, rows: readonly Row<T>[]) =>
    removeFilesAfterCommit(db, storage, rows.flatMap(filesOf));

  return {
    /** Removes the files of rows deleted another way (an album's photos, with their album) after the commit. */
    removeFilesOf,

    /** Changes a row; `values` naming another address than its own take the old file's files with them. */
    async update(db: Executor, actor: Actor, id: number, values: Values<T>) {
      const current = await table.get(db, actor.websiteId, id);
      const url = (values as Record<string, unknown>)[options.url];
      if (url === undefined || url === current[options.url]) return table.update(db, actor, id, values);
      const row = await table.update(db, actor, id, { ...values, ...options.cleared });
      await removeFilesOf(db, [current]);
      return row;
    },

    /** Deletes a row (404 when the website has none), and its files once the transaction commits. */
    async remove(db: Executor, websiteId: number, id: number) {
      const current = await table.get(db, websiteId, id);
      await table.remove(db, websiteId, id);
      await removeFilesOf(db, [current]);
    },
  };
}
