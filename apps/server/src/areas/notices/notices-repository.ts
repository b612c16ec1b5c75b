import type { Notice, NoticeStatus } from '@cms/contract';
import type { NoticeRow } from '../../db/schema.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { stampsOf } from '../../platform/kit/stamps.js';

/** Notice board messages, newest first, searched by title; totals per status from `row_counts`. */
export const noticesTable = scopedTable('notices', {
  thing: 'Notice',
  order: [['id', 'desc']],
  counted: ['status'],
  name: { column: 'title' },
});

/** The one place a notice row becomes its wire shape. */
export const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  content: row.content,
  status: row.status as NoticeStatus,
  ...stampsOf(row),
});
