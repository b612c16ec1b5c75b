import { poll, pollOption } from '@cms/contract';
import type { Trx } from '../../db/database.js';
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

/**
 * Counts a visitor's vote for an option of an active poll of the website: one more for it, in the
 * row the console's results read. False (nothing counted) when the option, or its poll, is no
 * longer there or no longer active.
 */
export async function countVote(trx: Trx, websiteId: number, pollId: number, optionId: number) {
  const active = trx
    .selectFrom('polls')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('id', '=', pollId)
    .where('status', '=', 1);
  const counted = await trx
    .updateTable('poll_options')
    .set((eb) => ({ option_submitted: eb('option_submitted', '+', 1) }))
    .where('website_id', '=', websiteId)
    .where('poll_id', '=', pollId)
    .where('id', '=', optionId)
    .where((eb) => eb.exists(active))
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) === 1;
}
