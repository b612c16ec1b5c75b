import type { Kysely } from 'kysely';
import { contentTable, createLinkTable, listIndexes, uniqueNameIndex, type EngineMigration } from './helpers.js';

/**
 * Blogs with topics, news with categories. Lists are newest first (`id` descending), optionally
 * filtered by status, so each is served by `(website_id, id)` or `(website_id, status, id)`; topic
 * and category names are unique per website regardless of case, and that index also serves their
 * alphabetical lists and the lookups by name.
 */
export const blogsNews: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'blogs', (table) =>
      table
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('creator_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('summary', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('img_url', 'varchar(2048)')
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('hp_blog', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('published_at', 'varchar(32)'),
    ).execute();
    await listIndexes(db, 'blogs', ['status']);

    await contentTable(db, engine, 'topics', (table) =>
      table
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('description', 'varchar(1000)', (col) => col.notNull().defaultTo('')),
    ).execute();
    await uniqueNameIndex(db, 'topics', 'title');
    await createLinkTable(db, 'blog_topics', ['blog_id', 'blogs'], ['topic_id', 'topics']);

    await contentTable(db, engine, 'news', (table) =>
      table
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('summary', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('creator_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('img_url', 'varchar(2048)')
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('show_on_home_page', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('published_at', 'varchar(32)'),
    ).execute();
    await listIndexes(db, 'news', ['status']);

    await contentTable(db, engine, 'news_categories', (table) =>
      table.addColumn('name', 'varchar(100)', (col) => col.notNull()),
    ).execute();
    await uniqueNameIndex(db, 'news_categories', 'name');
    await createLinkTable(db, 'news_category_links', ['news_id', 'news'], ['category_id', 'news_categories']);
  },
};
