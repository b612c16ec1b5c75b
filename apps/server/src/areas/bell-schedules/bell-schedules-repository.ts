import { BELL_ORDER_BASE, bellBlock, bellEntry, bellSchedule, type BellBlock } from '@cms/contract';
import type { BellBlockRow, BellEntryRow, BellScheduleRow } from './bell-schedules-tables.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';

/** The one place a schedule's rows become its wire shape. */
const toBellSchedule = rowMapping<BellScheduleRow, [(BellBlockRow & { children: BellEntryRow[] })[]]>()(bellSchedule, {
  blocks: (_row, blocks): BellBlock[] => blocks.map(toBlock),
});

/** Bell schedules, newest first. */
export const schedulesTable = scopedTable('bell_schedules', {
  thing: 'Bell Schedule',
  toEntity: toBellSchedule,
  order: [['id', 'desc']],
});

/** A schedule's blocks: its document's children, ordered from 0 per schedule. */
export const blocksTable = scopedTable('bell_blocks', {
  thing: 'Block',
  parentColumn: 'schedule_id',
  ordered: { base: BELL_ORDER_BASE },
});

/** A block's entries: the block's children, ordered from 0 per block. */
export const entriesTable = scopedTable('bell_entries', {
  thing: 'Entry',
  parentColumn: 'block_id',
  ordered: { base: BELL_ORDER_BASE },
});

/** What a schedule's document holds: its blocks, each with its entries. */
export const scheduleChildren = { table: blocksTable, children: { table: entriesTable } };

const toEntry = rowMapping<BellEntryRow>()(bellEntry);

/** A block with its entries in order. */
const toBlock = rowMapping<BellBlockRow & { children: BellEntryRow[] }>()(bellBlock, {
  blockEntries: (row) => row.children.map(toEntry),
});
