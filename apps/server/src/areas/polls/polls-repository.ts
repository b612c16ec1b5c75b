import type { Poll, PollOption } from '@cms/contract';
import type { PollOptionRow, PollRow } from '../../db/schema.js';
import { childrenOf, type ChildList } from '../../platform/kit/children.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';

/** A website's polls, newest first. */
export const pollsTable = scopedTable('polls', { thing: 'Poll', order: [['id', 'desc']] });

/** A poll's options as its document's children, in the order given, from 1. */
export const pollOptionChildren: ChildList = {
  table: 'poll_options',
  parentColumn: 'poll_id',
  order: { column: 'order_no', base: 1 },
};
export const pollOptions = childrenOf<PollOptionRow>(pollOptionChildren);

/** The one place an option row becomes its wire shape (the spec's snake_case names). */
const toOption = (row: PollOptionRow): PollOption => ({
  poll_option_id: row.id,
  poll_option: row.poll_option,
  option_submitted: row.option_submitted,
  poll_id: row.poll_id,
});

/** The one place a poll row becomes its wire shape, with its options in order. */
export const toPoll = (row: PollRow, options: PollOptionRow[]): Poll => ({
  id: row.id,
  poll_id: row.id,
  asset_owner_id: row.website_id,
  question: row.question,
  show_on_hp: row.show_on_hp === 1,
  status: row.status === 1,
  options: options.map(toOption),
  created_by: row.created_by,
  created_date: row.created_at,
  updated_by: row.updated_by,
  updated_date: row.updated_at,
});
