import { indexes } from './helpers.js';

/**
 * The home page's news and blog posts (docs/design.md §10): the newest published rows marked for it,
 * found on an index rather than by reading every row of a website with many. One migration for both,
 * as their tables were made by one (`2026-11-22-002-blogs-news`).
 */
export const homePageIndexes = indexes({
  news_website_home_status: ['news', ['website_id', 'show_on_home_page', 'status', 'id']],
  blogs_website_home_status: ['blogs', ['website_id', 'hp_blog', 'status', 'id']],
});
