import { idOf, integer, ordered, varchar } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

const text = varchar(255);
const longText = varchar(2000);
/** Times are text such as '9:00 AM' (docs/product/bell-schedules.md §3). */
const clockTime = varchar(16);

/**
 * Bell schedules, their blocks and the blocks' entries (docs/product/bell-schedules.md §3): a schedule's `version` grows at
 * every save, so a save made from an older copy can be refused (409). Blocks are ordered per
 * schedule and entries per block, from 0; both go with their parent on delete (in its transaction).
 */
export const bellSchedules = contentTables({
  bell_schedules: {
    columns: { title: text, description: longText, version: integer(1) },
    newestFirst: true,
  },
  bell_blocks: {
    columns: { schedule_id: idOf('bell_schedules'), title: text, description: longText, ...ordered },
    ordered: 'schedule_id',
  },
  bell_entries: {
    columns: {
      block_id: idOf('bell_blocks'),
      subject: text,
      teacher: text,
      start_time: clockTime,
      end_time: clockTime,
      ...ordered,
    },
    ordered: 'block_id',
  },
});
