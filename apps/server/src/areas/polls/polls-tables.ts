import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** A website's polls, newest first; the flags are 0/1. */
export interface PollsTable extends ContentAudit {
  id: Generated<number>;
  question: string;
  show_on_hp: number;
  status: number;
}
export type PollRow = Selectable<PollsTable>;

/** A poll's options, in `order_no` from 1, with their vote counts. */
export interface PollOptionsTable extends ContentAudit {
  id: Generated<number>;
  poll_id: number;
  poll_option: string;
  option_submitted: number;
  order_no: number;
}
export type PollOptionRow = Selectable<PollOptionsTable>;

declare module '../../db/schema.js' {
  interface Database {
    polls: PollsTable;
    poll_options: PollOptionsTable;
  }
}
