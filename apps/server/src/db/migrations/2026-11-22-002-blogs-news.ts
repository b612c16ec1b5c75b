import { flag, isoTime, optional, text, url, varchar } from './columns.js';
import { contentTables } from './helpers.js';

/**
 * Blogs with topics, news with categories. Lists are newest first (`id` descending), optionally
 * filtered by status, so each is served by `(website_id, id)` or `(website_id, status, id)`; topic
 * and category names are unique per website regardless of case, and that index also serves their
 * alphabetical lists and the lookups by name.
 */
export const blogsNews = contentTables({
  blogs: {
    columns: {
      title: varchar(255),
      creator_name: varchar(100, ''),
      summary: varchar(1000, ''),
      description: text(''),
      img_url: optional(url()),
      status: varchar(20),
      hp_blog: flag(0),
      published_at: optional(isoTime()),
    },
    newestFirst: ['status'],
  },
  topics: { columns: { title: varchar(255), description: varchar(1000, '') }, uniqueName: 'title' },
  blog_topics: { link: { from: ['blog_id', 'blogs'], to: ['topic_id', 'topics'] } },
  news: {
    columns: {
      title: varchar(255),
      summary: varchar(1000, ''),
      content: text(),
      creator_name: varchar(100, ''),
      img_url: optional(url()),
      status: varchar(20),
      show_on_home_page: flag(0),
      published_at: optional(isoTime()),
    },
    newestFirst: ['status'],
  },
  news_categories: { columns: { name: varchar(100) }, uniqueName: 'name' },
  news_category_links: { link: { from: ['news_id', 'news'], to: ['category_id', 'news_categories'] } },
});
