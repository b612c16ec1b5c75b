import type { PageQuery, Website } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import { now } from '../../db/database.js';
import type { WebsiteRow } from '../../db/schema.js';
import { offsetOf, toPage } from '../../platform/paging.js';

export const toWebsite = (row: WebsiteRow): Website => ({
  id: row.id,
  name: row.name,
  adminUrl: row.admin_url,
  publicUrl: row.public_url,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
});

const liveWebsites = (db: Executor) => db.selectFrom('websites').where('deleted', '=', 0);

/** All live websites, or only `onlyId` for a user who may see just its own. */
export async function listWebsites(db: Executor, query: PageQuery, onlyId?: number) {
  let base = liveWebsites(db);
  if (onlyId !== undefined) base = base.where('id', '=', onlyId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id').limit(query.size).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toWebsite), Number(total.count), query);
}

export async function findWebsite(db: Executor, id: number) {
  const row = await liveWebsites(db).selectAll().where('id', '=', id).executeTakeFirst();
  return row && toWebsite(row);
}

export async function findWebsiteByAdminUrl(db: Executor, adminUrl: string) {
  const row = await liveWebsites(db).selectAll().where('admin_url', '=', adminUrl.toLowerCase()).executeTakeFirst();
  return row && toWebsite(row);
}

export async function adminUrlTaken(db: Executor, adminUrl: string, exceptId?: number) {
  let query = liveWebsites(db).select('id').where('admin_url', '=', adminUrl.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export interface WebsiteFields {
  name: string;
  adminUrl: string;
  publicUrl: string | null;
}

export async function insertWebsite(db: Executor, fields: WebsiteFields, by: number | null) {
  const at = now();
  const { id } = await db
    .insertInto('websites')
    .values({
      name: fields.name,
      admin_url: fields.adminUrl.toLowerCase(),
      public_url: fields.publicUrl,
      deleted: 0,
      created_at: at,
      updated_at: at,
      created_by: by,
      updated_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateWebsite(db: Executor, id: number, fields: WebsiteFields, by: number) {
  await db
    .updateTable('websites')
    .set({
      name: fields.name,
      admin_url: fields.adminUrl.toLowerCase(),
      public_url: fields.publicUrl,
      updated_at: now(),
      updated_by: by,
    })
    .where('id', '=', id)
    .execute();
}

/** The website a user belongs to (not the one a SUPER_ADMIN may be signed in to). */
export async function homeWebsiteIdOf(db: Executor, userId: number) {
  const row = await db.selectFrom('users').select('website_id').where('id', '=', userId).executeTakeFirst();
  return row?.website_id;
}

/** A deleted website keeps its rows (nothing is lost by a slip) but no one can sign in to it. */
export async function softDeleteWebsite(db: Executor, id: number, by: number) {
  await db
    .updateTable('websites')
    .set({ deleted: 1, updated_at: now(), updated_by: by })
    .where('id', '=', id)
    .execute();
}
