import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

export interface NewsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  creator_name: string;
  img_url: string | null;
  status: string;
  show_on_home_page: number;
  published_at: string | null;
}
export type NewsRow = Selectable<NewsTable>;

export interface NewsCategoriesTable extends ContentAudit {
  id: Generated<number>;
  name: string;
}
export type NewsCategoryRow = Selectable<NewsCategoriesTable>;

export interface NewsCategoryLinksTable {
  news_id: number;
  category_id: number;
}

declare module '../../db/schema.js' {
  interface Database {
    news: NewsTable;
    news_categories: NewsCategoriesTable;
    news_category_links: NewsCategoryLinksTable;
  }
}
