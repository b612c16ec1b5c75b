import { clockTimeOf } from '@cms/contract';
import type { Kysely } from 'kysely';
import type { EngineMigration } from '../../../db/migrations/helpers.js';

interface Entries {
  bell_entries: { id: number; start_time: string; end_time: string };
}

/** A stored time written the one way ('9:00', '14:30', '09:00 am' become '9:00 AM', '2:30 PM'). */
const written = (time: string) => clockTimeOf(time) ?? time;

/**
 * Bell schedule times written one way, '9:00 AM' (docs/product/bell-schedules.md §3): an entry's
 * times were free text, so '9:00', '14:30', '1:00 PM' and '09:00 am' were stored as typed. Each
 * time that reads as a time is written again the one way ('14:30' is '2:30 PM'; '1:00 PM' stays).
 *
 * A time that does not read as one ('', 'after lunch') is kept as it was, and so is its row:
 * nothing typed is lost, and no time is made up. The public page shows it as before; the console
 * shows the field empty with the stored text named in its message ('the start time "after lunch"
 * is not a time such as 9:00 AM'), and the schedule's next save needs a time there.
 *
 * Down keeps the times as they are now: each is still a time such as the old text was.
 */
export const bellTimes: EngineMigration = {
  async up(anyDb: Kysely<unknown>) {
    const db = anyDb as unknown as Kysely<Entries>;
    const entries = await db.selectFrom('bell_entries').select(['id', 'start_time', 'end_time']).execute();
    for (const entry of entries) {
      const start = written(entry.start_time);
      const end = written(entry.end_time);
      if (start === entry.start_time && end === entry.end_time) continue;
      await db
        .updateTable('bell_entries')
        .set({ start_time: start, end_time: end })
        .where('id', '=', entry.id)
        .execute();
    }
  },

  async down() {},
};
