import type { Kysely } from 'kysely';
import { flag, idOf, integer, ordered, text, url, varchar } from './columns.js';
import {
  contentTable,
  dropTables,
  listIndexes,
  orderedListIndex,
  uniqueNameIndex,
  type EngineMigration,
} from './helpers.js';

/** A page's settings and the version that grows at every save. */
const pageColumns = {
  title: varchar(255),
  slug: varchar(255),
  status: varchar(16, 'draft'),
  meta_title: varchar(255, ''),
  meta_description: varchar(1000, ''),
  version: integer(1),
};

/** A block: its page, place and margins, and what its type holds. */
const blockColumns = {
  page_id: idOf('pages'),
  type: varchar(16),
  ...ordered,
  margin_top: integer(),
  margin_bottom: integer(),
  html: text(''),
  image_url: url(''),
  image_alt: varchar(500, ''),
  image_decorative: flag(0),
  caption: varchar(500, ''),
  body: text(''),
  table_data: text(''),
};

/**
 * Block-based pages (spec 02 §3; DESIGN §9.2). A page's `version` grows at every save, so a save
 * made from an older copy can be refused (409); its slug is unique per website. Its blocks are
 * ordered from 0 and go with it on delete (in its transaction): text blocks keep their HTML, image
 * blocks their image, caption and text, table blocks their headers and rows as JSON.
 */
export const pages: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'pages', pageColumns).execute();
    await listIndexes(db, 'pages', ['status']);
    await uniqueNameIndex(db, 'pages', 'slug');
    await contentTable(db, engine, 'page_blocks', blockColumns).execute();
    await orderedListIndex(db, 'page_blocks', 'page_id');
  },

  async down(db: Kysely<unknown>) {
    await dropTables(db, ['page_blocks', 'pages']);
  },
};
