import { sql, type Kysely } from 'kysely';
import { withAudit, withId, type EngineMigration } from './helpers.js';

/**
 * Blogs with topics, news with categories. Lists are newest first (`id` descending), optionally
 * filtered by status, so each is served by `(website_id, id)` or `(website_id, status, id)`; topic
 * and category names are unique per website regardless of case, and that index also serves their
 * alphabetical lists and the lookups by name.
 */
export const blogsNews: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await withAudit(
      withId(engine, db.schema.createTable('blogs'))
        .addColumn('website_id', 'integer', (col) => col.notNull().references('websites.id'))
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('creator_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('summary', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('img_url', 'varchar(2048)')
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('hp_blog', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('published_at', 'varchar(32)'),
    ).execute();
    await db.schema.createIndex('blogs_website_id').on('blogs').columns(['website_id', 'id']).execute();
    await db.schema
      .createIndex('blogs_website_status_id')
      .on('blogs')
      .columns(['website_id', 'status', 'id'])
      .execute();

    await withAudit(
      withId(engine, db.schema.createTable('topics'))
        .addColumn('website_id', 'integer', (col) => col.notNull().references('websites.id'))
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('description', 'varchar(1000)', (col) => col.notNull().defaultTo('')),
    ).execute();
    await db.schema
      .createIndex('topics_website_title')
      .on('topics')
      .unique()
      .expression(sql`website_id, lower(title)`)
      .execute();

    await db.schema
      .createTable('blog_topics')
      .addColumn('blog_id', 'integer', (col) => col.notNull().references('blogs.id').onDelete('cascade'))
      .addColumn('topic_id', 'integer', (col) => col.notNull().references('topics.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('blog_topics_pk', ['blog_id', 'topic_id'])
      .execute();
    await db.schema.createIndex('blog_topics_topic_blog').on('blog_topics').columns(['topic_id', 'blog_id']).execute();

    await withAudit(
      withId(engine, db.schema.createTable('news'))
        .addColumn('website_id', 'integer', (col) => col.notNull().references('websites.id'))
        .addColumn('title', 'varchar(255)', (col) => col.notNull())
        .addColumn('summary', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('creator_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('img_url', 'varchar(2048)')
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('show_on_home_page', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('published_at', 'varchar(32)'),
    ).execute();
    await db.schema.createIndex('news_website_id').on('news').columns(['website_id', 'id']).execute();
    await db.schema.createIndex('news_website_status_id').on('news').columns(['website_id', 'status', 'id']).execute();

    await withAudit(
      withId(engine, db.schema.createTable('news_categories'))
        .addColumn('website_id', 'integer', (col) => col.notNull().references('websites.id'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull()),
    ).execute();
    await db.schema
      .createIndex('news_categories_website_name')
      .on('news_categories')
      .unique()
      .expression(sql`website_id, lower(name)`)
      .execute();

    await db.schema
      .createTable('news_category_links')
      .addColumn('news_id', 'integer', (col) => col.notNull().references('news.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (col) => col.notNull().references('news_categories.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('news_category_links_pk', ['news_id', 'category_id'])
      .execute();
    await db.schema
      .createIndex('news_category_links_category_news')
      .on('news_category_links')
      .columns(['category_id', 'news_id'])
      .execute();
  },
};
