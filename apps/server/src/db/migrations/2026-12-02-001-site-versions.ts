import type { Kysely } from 'kysely';
import {
  addSiteVersionTriggers,
  dropSiteVersionTriggers,
  SITE_VERSIONS,
  type EngineMigration,
  type SiteOfRow,
} from './helpers.js';

/**
 * Every table of website content made before this migration, with how its rows name their website.
 * Tables made after it get their triggers where they are made (`contentTables`).
 *
 * Left out, though they have a `website_id` or belong to a website: `sessions` (sign-ins, not
 * content), `row_counts` (bookkeeping its own triggers write beside these), `site_versions`
 * itself, and the accounts, `users` with `user_roles` and `password_resets`: no page and no public
 * answer shows a staff account (docs/design.md §10), so a sign-in, a password change or a new
 * role drops nothing cached.
 */
const versioned: Record<string, SiteOfRow> = {
  // A website's settings (name, public address, theme, contact details) are on every page.
  websites: { column: 'id' },
  blogs: { column: 'website_id' },
  topics: { column: 'website_id' },
  // A link's two rows are one website's; its `from` row says which. A link deleted with its `from`
  // row (cascade) finds that row gone: the row's own delete moved the version.
  blog_topics: { parent: ['blog_id', 'blogs'] },
  news: { column: 'website_id' },
  news_categories: { column: 'website_id' },
  news_category_links: { parent: ['news_id', 'news'] },
  alerts: { column: 'website_id' },
  notices: { column: 'website_id' },
  nav_items: { column: 'website_id' },
  departments: { column: 'website_id' },
  employees: { column: 'website_id' },
  employee_departments: { parent: ['employee_id', 'employees'] },
  classes: { column: 'website_id' },
  subjects: { column: 'website_id' },
  homeworks: { column: 'website_id' },
  videos: { column: 'website_id' },
  spotlight_categories: { column: 'website_id' },
  spotlight_stars: { column: 'website_id' },
  bell_schedules: { column: 'website_id' },
  bell_blocks: { column: 'website_id' },
  bell_entries: { column: 'website_id' },
  media: { column: 'website_id' },
  photo_albums: { column: 'website_id' },
  photos: { column: 'website_id' },
  pages: { column: 'website_id' },
  page_blocks: { column: 'website_id' },
  carousels: { column: 'website_id' },
  carousel_elements: { column: 'website_id' },
  polls: { column: 'website_id' },
  poll_options: { column: 'website_id' },
  events: { column: 'website_id' },
};

/**
 * The content version of each website (docs/design.md §10, Caching): a number that every write of
 * the website's content raises in its own transaction, by database triggers, whoever writes. A
 * process keeps the pages it rendered while their website's version holds
 * (platform/site/site-versions.ts). A website with no row yet is at version 0.
 */
export const siteVersions: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await db.schema
      .createTable(SITE_VERSIONS)
      .addColumn('website_id', 'integer', (col) => col.primaryKey())
      .addColumn('version', 'integer', (col) => col.notNull())
      .execute();
    for (const [table, site] of Object.entries(versioned)) await addSiteVersionTriggers(db, engine, table, site);
  },

  async down(db: Kysely<unknown>, engine) {
    for (const table of Object.keys(versioned).reverse()) await dropSiteVersionTriggers(db, engine, table);
    await db.schema.dropTable(SITE_VERSIONS).execute();
  },
};
