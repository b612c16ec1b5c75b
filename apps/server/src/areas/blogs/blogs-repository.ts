import type { Blog, BlogListQuery, BlogStatus, BlogTopic } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import { now, toFlag } from '../../db/database.js';
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

/** Newest first; `(website_id, [status,] id)` indexes serve the page, `row_counts` the total. */
export async function listBlogs(db: Executor, websiteId: number, query: BlogListQuery) {
  let base = blogsOf(db, websiteId);
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.size).offset(offsetOf(query)).execute(),
    countRows(db, websiteId, 'blogs', query.status ? bucketOf('status', query.status) : ALL_ROWS),
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
  return blogsOf(db, websiteId).selectAll().where('id', '=', id).executeTakeFirst();
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

export async function insertBlog(db: Executor, websiteId: number, fields: BlogFields, by: number | null) {
  const at = now();
  const { id } = await db
    .insertInto('blogs')
    .values({
      website_id: websiteId,
      ...columns(fields),
      published_at: publishedAt(fields.status),
      created_at: at,
      updated_at: at,
      created_by: by,
      updated_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
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
