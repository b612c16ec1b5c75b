import { website, websiteDefaults, type PageQuery, type WebsiteBody } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { NewWebsite, WebsiteRow } from '../../db/schema.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { offsetOf, toPage } from '../../platform/paging.js';
import { insertStamped, updateStamped } from '../../platform/stamped-rows.js';

export const toWebsite = rowMapping<WebsiteRow>()(website);

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

// Read by every page of the public site it renders: compiled once (docs/design.md §8).
const websiteById = prepared({ id: 0 }, (db, { id }) => liveWebsites(db).selectAll().where('id', '=', id));

export async function findWebsite(db: Executor, id: number) {
  const row = await websiteById.executeTakeFirst(db, { id });
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

/** A website's fields as a request gives them: its settings (logo, colours, footer, time zone) where sent. */
export type WebsiteFields = Pick<WebsiteBody, 'name' | 'adminUrl' | 'publicUrl'> & Partial<WebsiteBody>;

/** The settings a website keeps besides its name and addresses, each stored as it is in its column. */
export const SETTINGS = Object.keys(websiteDefaults) as (keyof typeof websiteDefaults)[];

/**
 * The columns of a website's fields; the admin URL is stored lower case (it is looked up by host).
 * A setting left out is not written: a new website takes its column's default, an edited one keeps
 * what it has.
 */
function websiteColumns(fields: WebsiteFields) {
  const sent = SETTINGS.filter((field) => fields[field] !== undefined);
  return {
    ...columnsFrom(fields, ['name', 'publicUrl', ...sent]),
    admin_url: fields.adminUrl.toLowerCase(),
  } as Pick<NewWebsite, 'name' | 'admin_url' | 'public_url'> & Partial<NewWebsite>;
}

export async function insertWebsite(db: Executor, fields: WebsiteFields, by: number | null) {
  return insertStamped(db, 'websites', { ...websiteColumns(fields), deleted: 0 }, by);
}

export async function updateWebsite(db: Executor, id: number, fields: WebsiteFields, by: number) {
  await updateStamped(db, 'websites', id, websiteColumns(fields), by);
}

/** The website a user belongs to (not the one a SUPER_ADMIN may be signed in to). */
export async function homeWebsiteIdOf(db: Executor, userId: number) {
  const row = await db.selectFrom('users').select('website_id').where('id', '=', userId).executeTakeFirst();
  return row?.website_id;
}

/** A deleted website keeps its rows (nothing is lost by a slip) but no one can sign in to it. */
export async function softDeleteWebsite(db: Executor, id: number, by: number) {
  await updateStamped(db, 'websites', id, { deleted: 1 }, by);
}
