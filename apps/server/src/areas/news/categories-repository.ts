import type { NewsCategory, PageQuery } from '@cms/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { now } from '../../db/database.js';
import { preparedForIds } from '../../db/prepared.js';
import type { NewsCategoryRow } from '../../db/schema.js';
import { offsetOf, toPage } from '../../platform/paging.js';

export const toNewsCategory = (row: NewsCategoryRow): NewsCategory => ({
  id: row.id,
  name: row.name,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
});

/**
 * The expression of the unique index `news_categories_website_name`, so sorting and lookups use it;
 * being unique per website, it orders a website's categories completely.
 */
const nameKey = sql<string>`lower(name)`;

const categoriesOf = (db: Executor, websiteId: number) =>
  db.selectFrom('news_categories').where('website_id', '=', websiteId);

export async function listCategories(db: Executor, websiteId: number, query: PageQuery) {
  const base = categoriesOf(db, websiteId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy(nameKey).limit(query.size).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toNewsCategory), Number(total.count), query);
}

export async function findCategoryRow(db: Executor, websiteId: number, id: number) {
  return categoriesOf(db, websiteId).selectAll().where('id', '=', id).executeTakeFirst();
}

/** By name, without regard to case (names are unique per website in that sense). */
export async function findCategoryByName(db: Executor, websiteId: number, name: string) {
  return categoriesOf(db, websiteId)
    .selectAll()
    .where(nameKey, '=', sql<string>`lower(${name})`)
    .executeTakeFirst();
}

export async function categoryNameTaken(db: Executor, websiteId: number, name: string, exceptId?: number) {
  const found = await findCategoryByName(db, websiteId, name);
  return Boolean(found && found.id !== exceptId);
}

/** The ids among `ids` that are categories of the website. */
export async function existingCategoryIds(db: Executor, websiteId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await categoriesOf(db, websiteId).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function insertCategory(db: Executor, websiteId: number, name: string, by: number | null) {
  const at = now();
  const { id } = await db
    .insertInto('news_categories')
    .values({ website_id: websiteId, name, created_at: at, updated_at: at, created_by: by, updated_by: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCategory(db: Executor, id: number, name: string, by: number) {
  await db
    .updateTable('news_categories')
    .set({ name, updated_at: now(), updated_by: by })
    .where('id', '=', id)
    .execute();
}

/** Removes the category and its links to news; the news stay. Run inside a transaction. */
export async function deleteCategory(db: Executor, id: number) {
  await db.deleteFrom('news_category_links').where('category_id', '=', id).execute();
  await db.deleteFrom('news_categories').where('id', '=', id).execute();
}

const categoriesOfNewsQuery = preparedForIds((db, newsIds) =>
  db
    .selectFrom('news_category_links')
    .innerJoin('news_categories', 'news_categories.id', 'news_category_links.category_id')
    .select(['news_category_links.news_id', 'news_categories.id', 'news_categories.name'])
    .where('news_category_links.news_id', 'in', newsIds)
    .orderBy(sql`lower(news_categories.name)`)
    .orderBy('news_categories.id'),
);

/** The categories of several news items at once, alphabetically, keyed by news id. */
export async function categoriesOfNews(db: Executor, newsIds: number[]) {
  const byNews = new Map<number, { id: number; name: string }[]>(newsIds.map((id) => [id, []]));
  if (newsIds.length === 0) return byNews;
  const rows = await categoriesOfNewsQuery.execute(db, newsIds);
  for (const row of rows) byNews.get(row.news_id)?.push({ id: row.id, name: row.name });
  return byNews;
}

/** Makes `categoryIds` the news item's categories. Run inside a transaction. */
export async function setNewsCategories(db: Executor, newsId: number, categoryIds: number[]) {
  await db.deleteFrom('news_category_links').where('news_id', '=', newsId).execute();
  if (categoryIds.length > 0) {
    await db
      .insertInto('news_category_links')
      .values(categoryIds.map((categoryId) => ({ news_id: newsId, category_id: categoryId })))
      .execute();
  }
}
