import { sql } from 'kysely';
import { blog, blogTopic, topic, topicsMessages } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import type { BlogRow, TopicRow } from './blogs-tables.js';
import { linkTable } from '../../platform/kit/links.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';

/** The one place a blog row becomes its wire shape (`hp_blog` repeats `hpBlog` for the old console). */
const toBlog = rowMapping<BlogRow, [TopicRow[]]>()(blog, {
  topics: (_row, topics) => topics.map(toBlogTopic),
  publishedDate: 'published_at',
});

/** Blogs, newest first; totals per status from `row_counts`. */
export const blogsTable = scopedTable('blogs', {
  thing: 'Blog',
  toEntity: toBlog,
  order: [['id', 'desc']],
  counted: ['status'],
  searchIndexed: { columns: ['title', 'summary', 'description'], html: ['description'] },
  sorts: {
    title: sql`lower(title)`,
    status: 'status',
    createdDate: 'created_at',
    updatedDate: 'updated_at',
    publishedDate: 'published_at',
  },
});

/** The one place a topic row becomes its wire shape: `assetId` and `name` repeat `id` and `title`. */
const toTopic = rowMapping<TopicRow>()(topic, { assetId: 'id', name: 'title' });

/** Topics, by title (unique per website without regard to case). */
export const topicsTable = scopedTable('topics', {
  thing: 'Topic',
  toEntity: toTopic,
  name: { column: 'title', taken: topicsMessages.titleTaken },
});

export const blogTopics = linkTable({ table: 'blog_topics', from: 'blog_id', to: 'topic_id', target: topicsTable });

/** A topic as a blog shows it, without its dates. */
const toBlogTopic = rowMapping<TopicRow>()(blogTopic, { assetId: 'id', name: 'title' });

/** One blog's topics with their dates, for the blog form's Topics tab. */
export async function topicsOfBlog(db: Executor, blogId: number) {
  return ((await blogTopics.of(db, [blogId])).get(blogId) ?? []).map(toTopic);
}
