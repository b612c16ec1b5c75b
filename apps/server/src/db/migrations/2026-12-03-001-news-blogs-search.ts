import { listSearchAndSorts } from './helpers.js';

/**
 * The news and blog lists' search box and sortable columns (docs/design.md §4): the text of each row's
 * title, summary and content (blogs: description) as the search index holds it, and an index per
 * sort key. One migration for both, as their tables were made by one (`2026-11-22-002-blogs-news`).
 * The status sorts use the `(website_id, status, id)` index their filter already has.
 */
export const newsBlogsSearch = listSearchAndSorts({
  news: {
    search: { columns: ['title', 'summary', 'content'], html: ['content'] },
    sorts: ['lower(title)', 'created_at', 'updated_at', 'published_at'],
  },
  blogs: {
    search: { columns: ['title', 'summary', 'description'], html: ['description'] },
    sorts: ['lower(title)', 'created_at', 'updated_at', 'published_at'],
  },
});
