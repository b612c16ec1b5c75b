import type { Kysely } from 'kysely';
import { flag, isoTime, optional, text, url, varchar } from './columns.js';
import { contentTable, createLinkTable, listIndexes, uniqueNameIndex, type EngineMigration } from './helpers.js';

/**
 * Blogs with topics, news with categories. Lists are newest first (`id` descending), optionally
 * filtered by status, so each is served by `(website_id, id)` or `(website_id, status, id)`; topic
 * and category names are unique per website regardless of case, and that index also serves their
 * alphabetical lists and the lookups by name.
 */
export const blogsNews: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'blogs', {
      title: varchar(255),
      creator_name: varchar(100, ''),
      summary: varchar(1000, ''),
      description: text(''),
      img_url: optional(url()),
      status: varchar(20),
      hp_blog: flag(0),
      published_at: optional(isoTime()),
    }).execute();
    await listIndexes(db, 'blogs', ['status']);

    await contentTable(db, engine, 'topics', { title: varchar(255), description: varchar(1000, '') }).execute();
    await uniqueNameIndex(db, 'topics', 'title');
    await createLinkTable(db, 'blog_topics', ['blog_id', 'blogs'], ['topic_id', 'topics']);

    await contentTable(db, engine, 'news', {
      title: varchar(255),
      summary: varchar(1000, ''),
      content: text(),
      creator_name: varchar(100, ''),
      img_url: optional(url()),
      status: varchar(20),
      show_on_home_page: flag(0),
      published_at: optional(isoTime()),
    }).execute();
    await listIndexes(db, 'news', ['status']);

    await contentTable(db, engine, 'news_categories', { name: varchar(100) }).execute();
    await uniqueNameIndex(db, 'news_categories', 'name');
    await createLinkTable(db, 'news_category_links', ['news_id', 'news'], ['category_id', 'news_categories']);
  },
};
