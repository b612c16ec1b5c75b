import { flag, integer, varchar } from '../../../db/migrations/columns.js';
import { documentTables } from '../../../db/migrations/helpers.js';

/**
 * Polls and their options (docs/product/polls.md §3, docs/design.md §9.2): a poll's flags are 0/1, polls listed newest
 * first; its options keep their order and their vote counts, and go with it on delete (in its
 * transaction).
 */
export const polls = documentTables(
  { table: 'polls', columns: { question: varchar(500), show_on_hp: flag(), status: flag() } },
  {
    table: 'poll_options',
    parentColumn: 'poll_id',
    columns: { poll_option: varchar(255), option_submitted: integer() },
  },
);
