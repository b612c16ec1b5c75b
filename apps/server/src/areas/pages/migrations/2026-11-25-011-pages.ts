import { flag, idOf, integer, ordered, text, url, varchar } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

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
 * Block-based pages (docs/product/pages.md §3; docs/design.md §9.2). A page's `version` grows at every save, so a save
 * made from an older copy can be refused (409); its slug is unique per website. Its blocks are
 * ordered from 0 and go with it on delete (in its transaction): text blocks keep their HTML, image
 * blocks their image, caption and text, table blocks their headers and rows as JSON.
 */
export const pages = contentTables({
  pages: { columns: pageColumns, newestFirst: ['status'], uniqueName: 'slug' },
  page_blocks: { columns: blockColumns, ordered: 'page_id' },
});
