import type { Blog, BlogListQuery, BlogStatus, BlogTopic } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import { now, toFlag } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { BlogRow } from '../../db/schema.js';
import { offsetOf, toPage } from '../../platform/paging.js';
import { ALL_ROWS, bucketOf, countRows } from '../../platform/row-counts.js';
import { topicsOfBlogs } from './topics-repository.js';

/** The one place a blog row becomes its wire shape (`hp_blog` repeats `hpBlog` for the old console). */
export function toBlog(row: BlogRow, topics: BlogTopic[]): Blog {
  const hpBlog = Boolean(row.hp_blog);
  return {
    id: row.id,
    title: row.title,
    creatorName: row.creator_name,
    summary: row.summary,
    description: row.description,
    imgUrl: row.img_url,
    status: row.status as BlogStatus,
    hpBlog,
    hp_blog: hpBlog,
    topics,
    createdDate: row.created_at,
    updatedDate: row.updated_at,
    publishedDate: row.published_at,
  };
}

const blogsOf = (db: Executor, websiteId: number) => db.selectFrom('blogs').where('website_id', '=', websiteId);

// The hottest queries, compiled once (db/prepared.ts).
const blogById = prepared({ websiteId: 0, id: 0 }, (db, { websiteId, id }) =>
  blogsOf(db, websiteId).selectAll().where('id', '=', id),
);
const blogsPage = prepared({ websiteId: 0, limit: 0, offset: 0 }, (db, { websiteId, limit, offset }) =>
  blogsOf(db, websiteId).selectAll().orderBy('id', 'desc').limit(limit).offset(offset),
);
const blogsPageOfStatus = prepared(
  { websiteId: 0, status: '', limit: 0, offset: 0 },
  (db, { websiteId, status, limit, offset }) =>
    blogsOf(db, websiteId).selectAll().where('status', '=', status).orderBy('id', 'desc').limit(limit).offset(offset),
);

/** Newest first; `(website_id, [status,] id)` indexes serve the page, `row_counts` the total. */
export async function listBlogs(db: Executor, websiteId: number, query: BlogListQuery) {
  const { status, size: limit } = query;
  const offset = offsetOf(query);
  const [rows, total] = await Promise.all([
    status
      ? blogsPageOfStatus.execute(db, { websiteId, status, limit, offset })
      : blogsPage.execute(db, { websiteId, limit, offset }),
    countRows(db, websiteId, 'blogs', status ? bucketOf('status', status) : ALL_ROWS),
  ]);
  const topics = await topicsOfBlogs(
    db,
    rows.map((row) => row.id),
  );
  return toPage(
    rows.map((row) => toBlog(row, topics.get(row.id) ?? [])),
    total,
    query,
  );
}

export async function findBlogRow(db: Executor, websiteId: number, id: number) {
  return blogById.executeTakeFirst(db, { websiteId, id });
}

export async function findBlog(db: Executor, websiteId: number, id: number) {
  const row = await findBlogRow(db, websiteId, id);
  if (!row) return undefined;
  return toBlog(row, (await topicsOfBlogs(db, [id])).get(id) ?? []);
}

export interface BlogFields {
  title: string;
  creatorName: string;
  summary: string;
  /** Already sanitized. */
  description: string;
  imgUrl: string | null;
  status: BlogStatus;
  hpBlog: boolean;
}

/** When the blog was last published: kept while it stays published, set when it becomes so. */
function publishedAt(status: BlogStatus, current?: Pick<BlogRow, 'status' | 'published_at'>) {
  if (status !== 'PUBLISHED') return current?.published_at ?? null;
  return current?.status === 'PUBLISHED' && current.published_at ? current.published_at : now();
}

const columns = (fields: BlogFields) => ({
  title: fields.title,
  creator_name: fields.creatorName,
  summary: fields.summary,
  description: fields.description,
  img_url: fields.imgUrl,
  status: fields.status,
  hp_blog: toFlag(fields.hpBlog),
});

type BlogValues = Omit<BlogRow, 'id'>;

const insertBlogQuery = prepared(
  {
    website_id: 0,
    title: '',
    creator_name: '',
    summary: '',
    description: '',
    img_url: '',
    status: '',
    hp_blog: 0,
    published_at: '',
    created_at: '',
    updated_at: '',
    created_by: 0,
    updated_by: 0,
  } as BlogValues,
  (db, values) => db.insertInto('blogs').values(values).returningAll(),
);

/** Adds a blog and answers its row as stored. */
export async function insertBlog(db: Executor, websiteId: number, fields: BlogFields, by: number | null) {
  const at = now();
  const row = await insertBlogQuery.executeTakeFirst(db, {
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

export async function updateBlog(db: Executor, current: BlogRow, fields: BlogFields, by: number) {
  await db
    .updateTable('blogs')
    .set({ ...columns(fields), published_at: publishedAt(fields.status, current), updated_at: now(), updated_by: by })
    .where('id', '=', current.id)
    .execute();
}

export async function publishBlog(db: Executor, current: BlogRow, by: number) {
  await db
    .updateTable('blogs')
    .set({
      status: 'PUBLISHED',
      published_at: publishedAt('PUBLISHED', current),
      updated_at: now(),
      updated_by: by,
    })
    .where('id', '=', current.id)
    .execute();
}

/** Removes the blog and its topic links (the topics stay). Run inside a transaction. */
export async function deleteBlog(db: Executor, id: number) {
  await db.deleteFrom('blog_topics').where('blog_id', '=', id).execute();
  await db.deleteFrom('blogs').where('id', '=', id).execute();
}
