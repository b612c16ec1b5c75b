import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** A website's bell schedules, each saved whole with its blocks and entries. */
export interface BellSchedulesTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  description: string;
  version: Generated<number>;
}
export type BellScheduleRow = Selectable<BellSchedulesTable>;

/** A bell schedule's blocks, in `order_no` from 0. */
export interface BellBlocksTable extends ContentAudit {
  id: Generated<number>;
  schedule_id: number;
  title: string;
  description: string;
  order_no: number;
}
export type BellBlockRow = Selectable<BellBlocksTable>;

/** A block's entries, in `order_no` from 0; times are text such as '9:00 AM'. */
export interface BellEntriesTable extends ContentAudit {
  id: Generated<number>;
  block_id: number;
  subject: string;
  teacher: string;
  start_time: string;
  end_time: string;
  order_no: number;
}
export type BellEntryRow = Selectable<BellEntriesTable>;

declare module '../../db/schema.js' {
  interface Database {
    bell_schedules: BellSchedulesTable;
    bell_blocks: BellBlocksTable;
    bell_entries: BellEntriesTable;
  }
}
