import { PAGE_ORDER_BASE, pagesMessages, sitePage, type PageBlockBody, type SitePageBlock } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import type { PageBlockRow, PageRow } from './pages-tables.js';
import { invalidField } from '../../platform/errors.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { sanitizeRichHtml } from '../../platform/sanitize.js';

/** The one place a page's row becomes its wire shape, with its blocks in order. */
const toPage = rowMapping<PageRow, [PageBlockRow[]]>()(sitePage, {
  blocks: (_row, blocks) => blocks.map((block) => toBlock(block, block.order_no)),
});

/** Pages, newest first, searched by title. */
export const pagesTable = scopedTable('pages', {
  thing: 'Page',
  toEntity: toPage,
  order: [['id', 'desc']],
  name: { column: 'title' },
});

/** A page's blocks, its document's children, numbered from 0 in the order the document gives them. */
export const blocksTable = scopedTable('page_blocks', {
  thing: 'Block',
  parentColumn: 'page_id',
  ordered: { base: PAGE_ORDER_BASE },
});

type BlockColumns = Omit<
  PageBlockRow,
  'id' | 'page_id' | 'order_no' | 'website_id' | `${'created' | 'updated'}_${'at' | 'by'}`
>;

/**
 * A block as its row's columns, rich HTML sanitized as every rich field is (a text block's HTML and
 * each table cell); a refusal names the block and the field.
 */
export function blockColumns(block: PageBlockBody, index: number): BlockColumns {
  const at = `blocks.${index}.content`;
  const empty = { html: '', image_url: '', image_alt: '', image_decorative: 0, caption: '', body: '', table_data: '' };
  const margins = { type: block.type, margin_top: block.margins.top, margin_bottom: block.margins.bottom };
  switch (block.type) {
    case 'text':
      return { ...empty, ...margins, html: sanitizeRichHtml(block.content.html, `${at}.html`) };
    case 'image-text':
    case 'text-image':
    case 'image-only': {
      const { image, caption } = block.content;
      const body = 'text' in block.content ? block.content.text : '';
      return {
        ...empty,
        ...margins,
        image_url: image.url,
        image_alt: image.alt,
        image_decorative: Number(image.decorative),
        caption,
        body,
      };
    }
    case 'table': {
      const clean = (cell: string, path: string) => sanitizeRichHtml(cell, path);
      const headers = block.content.headers.map((cell, c) => clean(cell, `${at}.headers.${c}`));
      const rows = block.content.rows.map((row, r) => row.map((cell, c) => clean(cell, `${at}.rows.${r}.${c}`)));
      return { ...empty, ...margins, table_data: JSON.stringify({ headers, rows }) };
    }
  }
}

/** A block's content as its type has it (docs/product/pages.md §3). */
function contentOf(row: BlockColumns): SitePageBlock['content'] {
  const image = { url: row.image_url, alt: row.image_alt, decorative: Boolean(row.image_decorative) };
  switch (row.type) {
    case 'text':
      return { html: row.html };
    case 'image-only':
      return { image, caption: row.caption };
    case 'table':
      return JSON.parse(row.table_data) as { headers: string[]; rows: string[][] };
    default:
      return { image, caption: row.caption, text: row.body };
  }
}

/** The one place a block's columns become its wire shape. */
export const toBlock = (row: BlockColumns & { id?: number }, order: number): SitePageBlock => ({
  id: row.id as number,
  type: row.type as SitePageBlock['type'],
  order,
  margins: { top: row.margin_top, bottom: row.margin_bottom },
  content: contentOf(row),
});

/** 400 naming the slug when another page of the website has it. */
export async function requireFreeSlug(db: Executor, websiteId: number, slug: string, pageId?: number) {
  let query = pagesTable.rowsOf(db, websiteId).select('id').where('slug', '=', slug);
  if (pageId !== undefined) query = query.where('id', '<>', pageId);
  if (await query.executeTakeFirst()) throw invalidField('slug', pagesMessages.slugTaken(slug));
}
