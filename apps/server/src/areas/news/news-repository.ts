import {
  DEFAULT_NEWS_AUTHOR,
  newsCategoriesMessages,
  type News,
  type NewsCategory,
  type NewsStatus,
} from '@cms/contract';
import type { NewsCategoryRow, NewsRow } from '../../db/schema.js';
import { linkTable } from '../../platform/kit/links.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';

/** News items, newest first; totals per status from `row_counts`. */
export const newsTable = scopedTable('news', { thing: 'News', order: [['id', 'desc']], counted: ['status'] });

/** News categories, by name (unique per website without regard to case). */
export const categoriesTable = scopedTable('news_categories', {
  thing: 'Category',
  name: { column: 'name', taken: newsCategoriesMessages.nameTaken },
});

export const newsCategories = linkTable({
  table: 'news_category_links',
  from: 'news_id',
  to: 'category_id',
  target: categoriesTable,
});

/**
 * The one place a news row becomes its wire shape, with the spec's snake_case names; the author
 * is the creator name, or 'System' when there is none.
 */
export function toNews(row: NewsRow, categories: NewsCategoryRow[]): News {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    imgUrl: row.img_url,
    creator_name: row.creator_name,
    author: row.creator_name || DEFAULT_NEWS_AUTHOR,
    status: row.status as NewsStatus,
    showOnHomePage: Boolean(row.show_on_home_page),
    created_date: row.created_at,
    updated_date: row.updated_at,
    publishedDate: row.published_at,
    categories: categories.map(({ id, name }) => ({ id, name })),
  };
}

export const toNewsCategory = (row: NewsCategoryRow): NewsCategory => ({
  id: row.id,
  name: row.name,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
});
