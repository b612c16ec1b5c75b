import type { BlogTopic, PageQuery, Topic } from '@cms/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { now } from '../../db/database.js';
import { preparedForIds } from '../../db/prepared.js';
import type { TopicRow } from '../../db/schema.js';
import { offsetOf, toPage } from '../../platform/paging.js';

/** The one place a topic row becomes its wire shape: `assetId` and `name` repeat `id` and `title`. */
export const toTopic = (row: TopicRow): Topic => ({
  id: row.id,
  assetId: row.id,
  title: row.title,
  name: row.title,
  description: row.description,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
});

const toBlogTopic = (row: Pick<TopicRow, 'id' | 'title' | 'description'>): BlogTopic => ({
  id: row.id,
  assetId: row.id,
  title: row.title,
  name: row.title,
  description: row.description,
});

/**
 * The expression of the unique index `topics_website_title`, so sorting and lookups use it; being
 * unique per website, it orders a website's topics completely.
 */
const titleKey = sql<string>`lower(title)`;

const topicsOf = (db: Executor, websiteId: number) => db.selectFrom('topics').where('website_id', '=', websiteId);

export async function listTopics(db: Executor, websiteId: number, query: PageQuery) {
  const base = topicsOf(db, websiteId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy(titleKey).limit(query.size).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toTopic), Number(total.count), query);
}

export async function findTopicRow(db: Executor, websiteId: number, id: number) {
  return topicsOf(db, websiteId).selectAll().where('id', '=', id).executeTakeFirst();
}

/** By title, without regard to case (titles are unique per website in that sense). */
export async function findTopicByTitle(db: Executor, websiteId: number, title: string) {
  return topicsOf(db, websiteId)
    .selectAll()
    .where(titleKey, '=', sql<string>`lower(${title})`)
    .executeTakeFirst();
}

export async function topicTitleTaken(db: Executor, websiteId: number, title: string, exceptId?: number) {
  const found = await findTopicByTitle(db, websiteId, title);
  return Boolean(found && found.id !== exceptId);
}

/** The ids among `ids` that are topics of the website. */
export async function existingTopicIds(db: Executor, websiteId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await topicsOf(db, websiteId).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export interface TopicFields {
  title: string;
  description: string;
}

export async function insertTopic(db: Executor, websiteId: number, fields: TopicFields, by: number | null) {
  const at = now();
  const { id } = await db
    .insertInto('topics')
    .values({
      website_id: websiteId,
      title: fields.title,
      description: fields.description,
      created_at: at,
      updated_at: at,
      created_by: by,
      updated_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateTopic(db: Executor, id: number, fields: TopicFields, by: number) {
  await db
    .updateTable('topics')
    .set({ title: fields.title, description: fields.description, updated_at: now(), updated_by: by })
    .where('id', '=', id)
    .execute();
}

/** Removes the topic and its links to blogs; the blogs stay. Run inside a transaction. */
export async function deleteTopic(db: Executor, id: number) {
  await db.deleteFrom('blog_topics').where('topic_id', '=', id).execute();
  await db.deleteFrom('topics').where('id', '=', id).execute();
}

const topicsOfBlogsQuery = preparedForIds((db, blogIds) =>
  db
    .selectFrom('blog_topics')
    .innerJoin('topics', 'topics.id', 'blog_topics.topic_id')
    .select(['blog_topics.blog_id', 'topics.id', 'topics.title', 'topics.description'])
    .where('blog_topics.blog_id', 'in', blogIds)
    .orderBy(sql`lower(topics.title)`)
    .orderBy('topics.id'),
);

/** The topics of several blogs at once, alphabetically, keyed by blog id. */
export async function topicsOfBlogs(db: Executor, blogIds: number[]) {
  const byBlog = new Map<number, BlogTopic[]>(blogIds.map((id) => [id, []]));
  if (blogIds.length === 0) return byBlog;
  const rows = await topicsOfBlogsQuery.execute(db, blogIds);
  for (const row of rows) byBlog.get(row.blog_id)?.push(toBlogTopic(row));
  return byBlog;
}

/** One blog's topics with their dates, for the blog form's Topics tab. */
export async function topicsOfBlog(db: Executor, blogId: number) {
  const rows = await db
    .selectFrom('blog_topics')
    .innerJoin('topics', 'topics.id', 'blog_topics.topic_id')
    .selectAll('topics')
    .where('blog_topics.blog_id', '=', blogId)
    .orderBy(sql`lower(topics.title)`)
    .orderBy('topics.id')
    .execute();
  return rows.map(toTopic);
}

/** Linking a topic the blog already has changes nothing. */
export async function linkTopic(db: Executor, blogId: number, topicId: number) {
  await db
    .insertInto('blog_topics')
    .values({ blog_id: blogId, topic_id: topicId })
    .onConflict((oc) => oc.columns(['blog_id', 'topic_id']).doNothing())
    .execute();
}

export async function unlinkTopic(db: Executor, blogId: number, topicId: number) {
  await db.deleteFrom('blog_topics').where('blog_id', '=', blogId).where('topic_id', '=', topicId).execute();
}

/** Makes `topicIds` the blog's topics. Run inside a transaction. */
export async function setBlogTopics(db: Executor, blogId: number, topicIds: number[]) {
  await db.deleteFrom('blog_topics').where('blog_id', '=', blogId).execute();
  if (topicIds.length > 0) {
    await db
      .insertInto('blog_topics')
      .values(topicIds.map((topicId) => ({ blog_id: blogId, topic_id: topicId })))
      .execute();
  }
}
