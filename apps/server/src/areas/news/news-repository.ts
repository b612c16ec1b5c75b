import { DEFAULT_NEWS_AUTHOR, news, newsCategoriesMessages, newsCategory } from '@cms/contract';
import type { NewsCategoryRow, NewsRow } from './news-tables.js';
import { linkTable } from '../../platform/kit/links.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { sql } from 'kysely';

/**
 * The one place a news row becomes its wire shape, with the spec's snake_case names; the author
 * is the creator name, or 'System' when there is none.
 */
const toNews = rowMapping<NewsRow, [NewsCategoryRow[]]>()(news, {
  author: (row) => row.creator_name || DEFAULT_NEWS_AUTHOR,
  created_date: 'created_at',
  updated_date: 'updated_at',
  publishedDate: 'published_at',
  categories: (_row, categories) => categories.map(({ id, name }) => ({ id, name })),
});

/**
 * News items, newest first; totals per status from `row_counts`; searched in their title, summary
 * and content's text; sorted by each list column on its index (`2026-12-03-001-news-blogs-search`).
 */
export const newsTable = scopedTable('news', {
  thing: 'News',
  toEntity: toNews,
  order: [['id', 'desc']],
  counted: ['status'],
  searchIndexed: { columns: ['title', 'summary', 'content'], html: ['content'] },
  sorts: {
    title: sql`lower(title)`,
    status: 'status',
    created_date: 'created_at',
    updated_date: 'updated_at',
    publishedDate: 'published_at',
  },
});

const toNewsCategory = rowMapping<NewsCategoryRow>()(newsCategory);

/** News categories, by name (unique per website without regard to case). */
export const categoriesTable = scopedTable('news_categories', {
  thing: 'Category',
  toEntity: toNewsCategory,
  name: { column: 'name', taken: newsCategoriesMessages.nameTaken },
});

export const newsCategories = linkTable({
  table: 'news_category_links',
  from: 'news_id',
  to: 'category_id',
  target: categoriesTable,
});
