import { indexes } from './helpers.js';

/**
 * The sitemap's news and blog posts (docs/design.md §10): the published rows' ids and stamps, oldest
 * change first, read a stretch at a time from the index alone, and the newest change (a list's
 * lastmod) at its other end, for a website with 100,000 of them. One migration for both, as their
 * tables were made by one (`2026-11-22-002-blogs-news`).
 */
export const sitemapIndexes = indexes({
  news_website_status_updated: ['news', ['website_id', 'status', 'updated_at', 'id']],
  blogs_website_status_updated: ['blogs', ['website_id', 'status', 'updated_at', 'id']],
});
