import { ownFileMessages, UPLOADS_PATH } from '@cms/contract';
import type { Executor } from '../db/database.js';
import { invalidField } from './errors.js';
import type { FileColumns, FileUses } from './file-uses.js';
import { untyped } from './kit/any-table.js';
import { websiteOfUpload } from './uploads.js';

/*
 * A website's rows show only its own files (docs/decisions/016-files-of-a-website.md): every column
 * the areas declare as showing files (`FileUses`, a resource's `files`) takes an upload of the
 * website's folders and none of another website's, so the media library's usage view of a file
 * lists every row that shows it, and a file deleted there breaks no other school's page.
 */

/** An upload path as it stands in a stored column: quoted in HTML (`src="/uploads/..."`), also inside JSON. */
const QUOTED_UPLOAD = /(?<=["'])\/uploads\/[^"'\s\\<>]*/g;
/** An upload path anywhere in a body as sent (its JSON), for the look-up of old uploads before a write. */
const ANY_UPLOAD = /\/uploads\/[\w.\-/]*/g;

/** The uploads a stored value shows: itself when it is one, or those its HTML names (`img src`, `a href`). */
export function uploadsIn(value: unknown, rich: boolean): string[] {
  if (typeof value !== 'string') return [];
  if (!rich) return value.startsWith(UPLOADS_PATH) ? [value] : [];
  return value.includes(UPLOADS_PATH) ? [...value.matchAll(QUOTED_UPLOAD)].map((found) => found[0]) : [];
}

/** The path of the first string of `body` that holds `url` (`blocks.2.content.image.url`), else `fallback`. */
function pathOf(body: unknown, url: string, fallback: string): string {
  const search = (value: unknown, at: string[]): string[] | undefined => {
    if (typeof value === 'string') return value.includes(url) ? at : undefined;
    if (typeof value !== 'object' || value === null) return undefined;
    for (const [key, inner] of Object.entries(value)) {
      const found = search(inner, [...at, key]);
      if (found) return found;
    }
    return undefined;
  };
  const found = search(body, []);
  return found?.length ? found.join('.') : fallback;
}

const wireName = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The old uploads (no website folder, docs/decisions/016-files-of-a-website.md) that a body names
 * and that are another website's: shown by its rows and by none of this website's. Asked before
 * the write, so that the row being saved does not count.
 */
export async function oldUploadsOfOthers(
  db: Executor,
  fileUses: FileUses,
  websiteId: number,
  body: unknown,
): Promise<ReadonlySet<string>> {
  const text = JSON.stringify(body ?? null);
  if (!text.includes(UPLOADS_PATH)) return new Set();
  const old = new Set([...text.matchAll(ANY_UPLOAD)].map((found) => found[0]).filter((url) => !websiteOfUpload(url)));
  const others = new Set<string>();
  for (const url of old) {
    if ((await fileUses.shows(db, url, websiteId, true)) && !(await fileUses.shows(db, url, websiteId))) {
      others.add(url);
    }
  }
  return others;
}

/** An upload a field holds, and the field's name on the wire where the body does not show it. */
export interface HeldUpload {
  url: string;
  field: string;
}

/**
 * 400 'This file belongs to another website' at the field of the first upload that is not the
 * website's: one in another website's folder, or an old one without a website folder among
 * `ofOthers` (`oldUploadsOfOthers`). The field is the body's path to it where the body names it as
 * it was stored (`blocks.2.content.image.url`), else the column's name on the wire.
 */
export function requireOwnUploads(
  websiteId: number,
  held: readonly HeldUpload[],
  body: unknown,
  ofOthers: ReadonlySet<string>,
) {
  for (const { url, field } of held) {
    const owner = websiteOfUpload(url);
    if (owner === null ? ofOthers.has(url) : owner !== websiteId) {
      throw invalidField(pathOf(body, url, field), ownFileMessages.otherWebsite);
    }
  }
}

/**
 * One URL a route takes outside the kit (a media item's, a photo's, a website's logo): the
 * website's, else a 400 at `field`. `current`, what the row holds already, is kept as it is.
 */
export async function requireOwnUrl(
  db: Executor,
  fileUses: FileUses,
  websiteId: number,
  { url, field, current }: { url: string | null | undefined; field: string; current?: string | null },
) {
  if (!url || url === current || !url.startsWith(UPLOADS_PATH)) return;
  const ofOthers = websiteOfUpload(url) === null ? await oldUploadsOfOthers(db, fileUses, websiteId, url) : new Set([]);
  requireOwnUploads(websiteId, [{ url, field }], { [field]: url }, ofOthers);
}

/**
 * The uploads that the written row `id` of `table` holds, and its children under it, as the
 * columns that may hold one say (`FileUses.holding`, declared or kept: a row's own columns, or the
 * columns of the rows joined to it):
 * read back inside the write's transaction, so that what is judged is what was stored, rich HTML
 * sanitized.
 */
export async function uploadsOfRow(
  db: Executor,
  uses: readonly FileColumns[],
  websiteId: number,
  written: { table: string; id: number },
): Promise<HeldUpload[]> {
  const held: HeldUpload[] = [];
  for (const use of uses) {
    // The row itself, or the rows under it (a table's own children too: a menu item's submenus).
    const under = use.join?.table === written.table;
    const by = under ? use.join!.on : use.table === written.table ? 'id' : undefined;
    const columns = [...(use.urls ?? []), ...(use.rich ?? [])];
    if (!by || columns.length === 0) continue;
    const rows = (await untyped(db)
      .selectFrom(use.table)
      .select(columns)
      .where('website_id', '=', websiteId)
      .where(by, '=', written.id)
      .execute()) as Record<string, unknown>[];
    for (const row of rows) {
      for (const column of use.urls ?? []) {
        for (const url of uploadsIn(row[column], false)) held.push({ url, field: wireName(column) });
      }
      for (const column of use.rich ?? []) {
        for (const url of uploadsIn(row[column], true)) held.push({ url, field: wireName(column) });
      }
    }
  }
  return held;
}
