import { DEFAULT_NEWS_AUTHOR, type News, type NewsListQuery, type NewsStatus } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import { now, toFlag } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { NewsRow } from '../../db/schema.js';
import { offsetOf, toPage } from '../../platform/paging.js';
import { ALL_ROWS, bucketOf, countRows } from '../../platform/row-counts.js';
import { categoriesOfNews } from './categories-repository.js';

/**
 * The one place a news row becomes its wire shape, with the spec's snake_case names; the author
 * is the creator name, or 'System' when there is none.
 */
export function toNews(row: NewsRow, categories: { id: number; name: string }[]): News {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    creator_name: row.creator_name,
    author: row.creator_name || DEFAULT_NEWS_AUTHOR,
    imgUrl: row.img_url,
    status: row.status as NewsStatus,
    showOnHomePage: Boolean(row.show_on_home_page),
    created_date: row.created_at,
    updated_date: row.updated_at,
    publishedDate: row.published_at,
    categories,
  };
}

const newsOf = (db: Executor, websiteId: number) => db.selectFrom('news').where('website_id', '=', websiteId);

/** From this offset on, a page skips its offset on the index alone (see `pageOf`). */
const DEEP_OFFSET = 1000;

/**
 * A page of `rows`, newest first. A deep page (thousands of rows skipped, e.g. page 500) finds its
 * ids on the `(website_id, [status,] id)` index alone and then reads those rows, instead of
 * visiting every skipped row on the way; a shallow page reads its rows straight away.
 */
function pageOf(db: Executor, rows: ReturnType<typeof newsOf>, limit: number, offset: number, deep: boolean) {
  if (!deep) return rows.selectAll().orderBy('id', 'desc').limit(limit).offset(offset);
  const ids = rows.select('id').orderBy('id', 'desc').limit(limit).offset(offset);
  return db.selectFrom('news').selectAll().where('id', 'in', ids).orderBy('id', 'desc');
}

// The hottest queries, compiled once (db/prepared.ts).
const newsById = prepared({ websiteId: 0, id: 0 }, (db, { websiteId, id }) =>
  newsOf(db, websiteId).selectAll().where('id', '=', id),
);
const newsPage = (deep: boolean) =>
  prepared({ websiteId: 0, limit: 0, offset: 0 }, (db, { websiteId, limit, offset }) =>
    pageOf(db, newsOf(db, websiteId), limit, offset, deep),
  );
const newsPageOfStatus = (deep: boolean) =>
  prepared({ websiteId: 0, status: '', limit: 0, offset: 0 }, (db, { websiteId, status, limit, offset }) =>
    pageOf(db, newsOf(db, websiteId).where('status', '=', status), limit, offset, deep),
  );
const newsPages = { shallow: newsPage(false), deep: newsPage(true) };
const newsPagesOfStatus = { shallow: newsPageOfStatus(false), deep: newsPageOfStatus(true) };

/**
 * Newest first; `(website_id, [status,] id)` indexes serve the page, and a category filter walks
 * `news_category_links (category_id, news_id)`. The total is kept in `row_counts`, except under a
 * category filter, where it is counted through those indexes.
 */
export async function listNews(db: Executor, websiteId: number, query: NewsListQuery) {
  const { status, categoryId, size: limit } = query;
  const offset = offsetOf(query);
  let rows: Promise<NewsRow[]>;
  let total: Promise<number>;
  if (categoryId === undefined) {
    const depth = offset >= DEEP_OFFSET ? 'deep' : 'shallow';
    rows = status
      ? newsPagesOfStatus[depth].execute(db, { websiteId, status, limit, offset })
      : newsPages[depth].execute(db, { websiteId, limit, offset });
    total = countRows(db, websiteId, 'news', status ? bucketOf('status', status) : ALL_ROWS);
  } else {
    let base = newsOf(db, websiteId);
    if (status) base = base.where('status', '=', status);
    base = base.where('id', 'in', (eb) =>
      eb.selectFrom('news_category_links').select('news_id').where('category_id', '=', categoryId),
    );
    rows = base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    total = base
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  }
  const [pageRows, totalCount] = await Promise.all([rows, total]);
  const categories = await categoriesOfNews(
    db,
    pageRows.map((row) => row.id),
  );
  return toPage(
    pageRows.map((row) => toNews(row, categories.get(row.id) ?? [])),
    totalCount,
    query,
  );
}

export async function findNewsRow(db: Executor, websiteId: number, id: number) {
  return newsById.executeTakeFirst(db, { websiteId, id });
}

export async function findNews(db: Executor, websiteId: number, id: number) {
  const row = await findNewsRow(db, websiteId, id);
  if (!row) return undefined;
  return toNews(row, (await categoriesOfNews(db, [id])).get(id) ?? []);
}

export interface NewsFields {
  title: string;
  /** Already sanitized. */
  content: string;
  summary: string;
  creatorName: string;
  imgUrl: string | null;
  status: NewsStatus;
  showOnHomePage: boolean;
}

/** When the item was last published (ACTIVE): kept while it stays so, set when it becomes so. */
function publishedAt(status: NewsStatus, current?: Pick<NewsRow, 'status' | 'published_at'>) {
  if (status !== 'ACTIVE') return current?.published_at ?? null;
  return current?.status === 'ACTIVE' && current.published_at ? current.published_at : now();
}

const columns = (fields: NewsFields) => ({
  title: fields.title,
  content: fields.content,
  summary: fields.summary,
  creator_name: fields.creatorName,
  img_url: fields.imgUrl,
  status: fields.status,
  show_on_home_page: toFlag(fields.showOnHomePage),
});

type NewsValues = Omit<NewsRow, 'id'>;

const insertNewsQuery = prepared(
  {
    website_id: 0,
    title: '',
    content: '',
    summary: '',
    creator_name: '',
    img_url: '',
    status: '',
    show_on_home_page: 0,
    published_at: '',
    created_at: '',
    updated_at: '',
    created_by: 0,
    updated_by: 0,
  } as NewsValues,
  (db, values) => db.insertInto('news').values(values).returningAll(),
);

/** Adds a news item and answers its row as stored. */
export async function insertNews(db: Executor, websiteId: number, fields: NewsFields, by: number | null) {
  const at = now();
  const row = await insertNewsQuery.executeTakeFirst(db, {
    website_id: websiteId,
    ...columns(fields),
    published_at: publishedAt(fields.status),
    created_at: at,
    updated_at: at,
    created_by: by,
    updated_by: by,
  });
  return row!;
}

export async function updateNews(db: Executor, current: NewsRow, fields: NewsFields, by: number) {
  await db
    .updateTable('news')
    .set({ ...columns(fields), published_at: publishedAt(fields.status, current), updated_at: now(), updated_by: by })
    .where('id', '=', current.id)
    .execute();
}

export async function publishNews(db: Executor, current: NewsRow, by: number) {
  await db
    .updateTable('news')
    .set({ status: 'ACTIVE', published_at: publishedAt('ACTIVE', current), updated_at: now(), updated_by: by })
    .where('id', '=', current.id)
    .execute();
}

/** Removes the item and its category links (the categories stay). Run inside a transaction. */
export async function deleteNews(db: Executor, id: number) {
  await db.deleteFrom('news_category_links').where('news_id', '=', id).execute();
  await db.deleteFrom('news').where('id', '=', id).execute();
}
