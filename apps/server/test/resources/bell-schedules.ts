import { publicCases } from '../site-support.js';
import { bellSchedulesArea } from '../../src/areas/bell-schedules/bell-schedules-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

/**
 * A bell schedule of one block with one entry (docs/product/bell-schedules.md §4: a block keeps at
 * least one entry).
 */
export const bellSchedules = resourceOf(bellSchedulesArea.resources.bellSchedules, () => ({
  title: unique('Bell schedule'),
  description: 'Monday to Thursday',
  blocks: [
    {
      title: 'Morning',
      blockEntries: [{ subject: 'Homeroom', teacher: 'Ms. Patel', startTime: '8:00 AM', endTime: '8:15 AM' }],
    },
  ],
}));

/** Bell schedules on the public site: every schedule of the website (the area hides none). */
export const bellSchedulesOnSite = {
  ...publicCases(bellSchedulesArea.name, '/bell-schedules', {
    make: (client) => bellSchedules.create(client),
    remove: (client, schedule) => bellSchedules.remove(client, schedule.id),
    onSite: (schedule) => ({
      path: `/bell-schedules/${schedule.id}`,
      text: schedule.title,
      api: `/bell-schedules/${schedule.id}`,
    }),
  }),
  api: '/bell-schedules',
};
