import { topicsMessages, type Blog, type BlogStatus, type BlogTopic, type Topic } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import type { BlogRow, TopicRow } from '../../db/schema.js';
import { linkTable } from '../../platform/kit/links.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';

/** Blogs, newest first; totals per status from `row_counts`. */
export const blogsTable = scopedTable('blogs', { thing: 'Blog', order: [['id', 'desc']], counted: ['status'] });

/** Topics, by title (unique per website without regard to case). */
export const topicsTable = scopedTable('topics', {
  thing: 'Topic',
  name: { column: 'title', taken: topicsMessages.titleTaken },
});

export const blogTopics = linkTable({ table: 'blog_topics', from: 'blog_id', to: 'topic_id', target: topicsTable });

/** The one place a topic row becomes its wire shape: `assetId` and `name` repeat `id` and `title`. */
export const toTopic = (row: TopicRow): Topic => ({
  id: row.id,
  title: row.title,
  description: row.description,
  assetId: row.id,
  name: row.title,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
});

const toBlogTopic = ({ createdDate: _created, updatedDate: _updated, ...topic }: Topic): BlogTopic => topic;

/** The one place a blog row becomes its wire shape (`hp_blog` repeats `hpBlog` for the old console). */
export function toBlog(row: BlogRow, topics: TopicRow[]): Blog {
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
    topics: topics.map((topic) => toBlogTopic(toTopic(topic))),
    createdDate: row.created_at,
    updatedDate: row.updated_at,
    publishedDate: row.published_at,
  };
}

/** One blog's topics with their dates, for the blog form's Topics tab. */
export async function topicsOfBlog(db: Executor, blogId: number) {
  return ((await blogTopics.of(db, [blogId])).get(blogId) ?? []).map(toTopic);
}
