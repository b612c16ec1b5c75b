import { poll, pollOption } from '@cms/contract';
import type { PollOptionRow, PollRow } from './polls-tables.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';

/** The one place a poll row becomes its wire shape, with its options in order. */
const toPoll = rowMapping<PollRow, [PollOptionRow[]]>()(poll, {
  poll_id: 'id',
  asset_owner_id: 'website_id',
  options: (_row, options) => options.map(toOption),
  created_date: 'created_at',
  updated_date: 'updated_at',
});

/** A website's polls, newest first. */
export const pollsTable = scopedTable('polls', { thing: 'Poll', toEntity: toPoll, order: [['id', 'desc']] });

/** A poll's options, its document's children, in the order given from 1. */
export const optionsTable = scopedTable('poll_options', {
  thing: 'Option',
  parentColumn: 'poll_id',
  ordered: { base: 1 },
});

/** The one place an option row becomes its wire shape (the spec's snake_case names). */
const toOption = rowMapping<PollOptionRow>()(pollOption, { poll_option_id: 'id' });
