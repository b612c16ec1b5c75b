import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** A website's block-based pages, each saved whole with its blocks; the slug is unique per website. */
export interface PagesTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  slug: string;
  status: string;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  version: Generated<number>;
}
export type PageRow = Selectable<PagesTable>;

/** A page's blocks, in `order_no` from 0; what a block holds depends on its `type`. */
export interface PageBlocksTable extends ContentAudit {
  id: Generated<number>;
  page_id: number;
  type: string;
  order_no: number;
  margin_top: number;
  margin_bottom: number;
  html: Generated<string>;
  image_url: Generated<string>;
  image_alt: Generated<string>;
  image_decorative: Generated<number>;
  caption: Generated<string>;
  body: Generated<string>;
  /** A table's `{headers, rows}` as JSON. */
  table_data: Generated<string>;
}
export type PageBlockRow = Selectable<PageBlocksTable>;

declare module '../../db/schema.js' {
  interface Database {
    pages: PagesTable;
    page_blocks: PageBlocksTable;
  }
}
