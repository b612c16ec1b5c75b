import { notice } from '@cms/contract';
import type { NoticeRow } from './notices-tables.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';

/** The one place a notice row becomes its wire shape. */
const toNotice = rowMapping<NoticeRow>()(notice);

/** Notice board messages, newest first, searched by title; totals per status from `row_counts`. */
export const noticesTable = scopedTable('notices', {
  thing: 'Notice',
  toEntity: toNotice,
  order: [['id', 'desc']],
  counted: ['status'],
  name: { column: 'title' },
});
