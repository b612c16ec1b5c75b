import type { Kysely } from 'kysely';
import { idOf, integer, ordered, varchar } from './columns.js';
import { contentTable, dropTables, listIndexes, orderedListIndex, type EngineMigration } from './helpers.js';

const text = varchar(255);
const longText = varchar(2000);
/** Times are text such as '9:00 AM' (spec 02 §3). */
const clockTime = varchar(16);

/**
 * Bell schedules, their blocks and the blocks' entries (spec 02 §3): a schedule's `version` grows at
 * every save, so a save made from an older copy can be refused (409). Blocks are ordered per
 * schedule and entries per block, from 0; both go with their parent on delete (in its transaction).
 */
export const bellSchedules: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    const schedule = { title: text, description: longText, version: integer(1) };
    await contentTable(db, engine, 'bell_schedules', schedule).execute();
    await listIndexes(db, 'bell_schedules');

    const block = { title: text, description: longText, ...ordered };
    await contentTable(db, engine, 'bell_blocks', { schedule_id: idOf('bell_schedules'), ...block }).execute();
    await orderedListIndex(db, 'bell_blocks', 'schedule_id');

    const entry = { subject: text, teacher: text, start_time: clockTime, end_time: clockTime, ...ordered };
    await contentTable(db, engine, 'bell_entries', { block_id: idOf('bell_blocks'), ...entry }).execute();
    await orderedListIndex(db, 'bell_entries', 'block_id');
  },

  async down(db: Kysely<unknown>) {
    await dropTables(db, ['bell_entries', 'bell_blocks', 'bell_schedules']);
  },
};
