import {
  BELL_ORDER_BASE,
  bellBlock,
  bellEntry,
  bellSchedule,
  bellSchedulesMessages,
  type BellBlock,
  type BellScheduleBody,
} from '@cms/contract';
import type { Executor, Trx } from '../../db/database.js';
import type { BellBlockRow, BellEntryRow, BellScheduleRow } from './bell-schedules-tables.js';
import { childRows } from '../../platform/kit/child-routes.js';
import { replaceChildren, type ChildList } from '../../platform/kit/children.js';
import type { OrderedList } from '../../platform/kit/ordering.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable, type Actor } from '../../platform/kit/scoped-table.js';
import type { VersionedTable } from '../../platform/kit/versions.js';

const thing = 'Bell Schedule';

/** Bell schedules, newest first. */
export const schedulesTable = scopedTable('bell_schedules', { thing, order: [['id', 'desc']] });

/** A schedule saved from an older copy is refused (409 with the offer to reload). */
export const versionedSchedules: VersionedTable = {
  table: 'bell_schedules',
  thing,
  stale: bellSchedulesMessages.stale,
};

/** A schedule's blocks and a block's entries, each list from 0 (spec 02 §4), for the reorder calls. */
export const blockLists: OrderedList = {
  table: 'bell_blocks',
  base: BELL_ORDER_BASE,
  parentColumn: 'schedule_id',
  thing: 'Block',
};
export const entryLists: OrderedList = {
  table: 'bell_entries',
  base: BELL_ORDER_BASE,
  parentColumn: 'block_id',
  thing: 'Entry',
};

/** A schedule's blocks as rows under it. */
const blocksUnder = childRows(scopedTable('bell_blocks', { thing: 'Block', order: [['id', 'asc']] }), 'schedule_id');

/** The same lists as a saved document's children. */
const blockChildren: ChildList = {
  table: 'bell_blocks',
  parentColumn: 'schedule_id',
  order: { column: 'order_no', base: BELL_ORDER_BASE },
};
const entryChildren: ChildList = {
  table: 'bell_entries',
  parentColumn: 'block_id',
  order: { column: 'order_no', base: BELL_ORDER_BASE },
};

const toEntry = rowMapping<BellEntryRow>()(bellEntry);

/** A block with its entries in order. */
const toBlock = rowMapping<BellBlockRow, [BellEntryRow[]]>()(bellBlock, {
  blockEntries: (_row, entries) => entries.map(toEntry),
});

/** The one place a schedule's rows become its wire shape. */
export const toBellSchedule = rowMapping<BellScheduleRow, [BellBlock[]]>()(bellSchedule, {
  blocks: (_row, blocks) => blocks,
});

/** The schedules with their blocks and entries in order: two queries for any number of schedules. */
export async function withBlocks(db: Executor, websiteId: number, rows: BellScheduleRow[]) {
  const ids = rows.map((row) => row.id);
  const blocks = ids.length
    ? await db
        .selectFrom('bell_blocks')
        .selectAll()
        .where('website_id', '=', websiteId)
        .where('schedule_id', 'in', ids)
        .orderBy('order_no')
        .orderBy('id')
        .execute()
    : [];
  const entries = blocks.length
    ? await db
        .selectFrom('bell_entries')
        .selectAll()
        .where('website_id', '=', websiteId)
        .where(
          'block_id',
          'in',
          blocks.map((block) => block.id),
        )
        .orderBy('order_no')
        .orderBy('id')
        .execute()
    : [];
  const entriesOf = groupBy(entries, (entry) => entry.block_id);
  const blocksOf = groupBy(blocks, (block) => block.schedule_id);
  return rows.map((row) =>
    toBellSchedule(
      row,
      (blocksOf.get(row.id) ?? []).map((block) => toBlock(block, entriesOf.get(block.id) ?? [])),
    ),
  );
}

function groupBy<T>(rows: T[], key: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * A schedule's blocks and their entries as the document gives them, in its transaction: kept ones
 * (by their ids) keep their ids, new ones are inserted, missing ones deleted (their entries first),
 * each list numbered from 0 in the order given.
 */
export async function saveBlocks(trx: Trx, actor: Actor, scheduleId: number, blocks: BellScheduleBody['blocks']) {
  const { websiteId } = actor;
  const blockIds = await replaceChildren(
    trx,
    blockChildren,
    { ...actor, parentId: scheduleId },
    blocks.map(({ id, title, description }) => ({ id, values: { title, description } })),
    { beforeRemove: (ids) => removeEntriesOf(trx, websiteId, ids) },
  );
  for (const [index, block] of blocks.entries()) {
    await replaceChildren(
      trx,
      entryChildren,
      { ...actor, parentId: blockIds[index]! },
      block.blockEntries.map(({ id, subject, teacher, startTime, endTime }) => ({
        id,
        values: { subject, teacher, start_time: startTime, end_time: endTime },
      })),
    );
  }
}

function removeEntriesOf(trx: Trx, websiteId: number, blockIds: number[]) {
  return trx.deleteFrom('bell_entries').where('website_id', '=', websiteId).where('block_id', 'in', blockIds).execute();
}

/** A schedule's blocks and entries, before the schedule itself goes (DESIGN §7). */
export function removeBlocks(trx: Trx, websiteId: number, scheduleId: number) {
  return blocksUnder.removeUnder(trx, websiteId, scheduleId, (ids) => removeEntriesOf(trx, websiteId, ids));
}

/** The schedules whose blocks (or whose blocks' entries) these are: their versions move on after a reorder. */
export async function schedulesOf(trx: Executor, websiteId: number, list: 'blocks' | 'entries', ids: number[]) {
  const blocks =
    list === 'blocks'
      ? trx.selectFrom('bell_blocks').select('schedule_id').where('id', 'in', ids)
      : trx
          .selectFrom('bell_blocks')
          .select('schedule_id')
          .where('id', 'in', trx.selectFrom('bell_entries').select('block_id').where('id', 'in', ids));
  const rows = await blocks.where('website_id', '=', websiteId).distinct().execute();
  return rows.map((row) => row.schedule_id);
}
