import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

export interface BlogsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  creator_name: string;
  summary: string;
  description: string;
  img_url: string | null;
  status: string;
  hp_blog: number;
  published_at: string | null;
}
export type BlogRow = Selectable<BlogsTable>;

export interface TopicsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  description: string;
}
export type TopicRow = Selectable<TopicsTable>;

export interface BlogTopicsTable {
  blog_id: number;
  topic_id: number;
}

declare module '../../db/schema.js' {
  interface Database {
    blogs: BlogsTable;
    topics: TopicsTable;
    blog_topics: BlogTopicsTable;
  }
}
