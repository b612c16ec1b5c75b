import type { BellScheduleRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { bellSchedules } from './bell-schedules-routes.js';

type Entry = [subject: string, teacher: string, startTime: string, endTime: string];

const block = (title: string, description: string, entries: Entry[]) => ({
  title,
  description,
  blockEntries: entries.map(([subject, teacher, startTime, endTime]) => ({ subject, teacher, startTime, endTime })),
});

/** The demo school's regular day and its early-release day. */
export async function seedBellSchedules(trx: Trx, school: Actor) {
  const rows: BellScheduleRequest[] = [
    {
      title: 'Regular Day',
      description: 'Monday to Thursday, doors open at 7:45 AM.',
      blocks: [
        block('Morning', 'Homeroom and the first three periods', [
          ['Homeroom', 'Ms. Patel', '8:00 AM', '8:15 AM'],
          ['Period 1', 'Mr. Okafor', '8:20 AM', '9:10 AM'],
          ['Period 2', 'Mrs. Lindqvist', '9:15 AM', '10:05 AM'],
          ['Period 3', 'Mr. Alvarez', '10:10 AM', '11:00 AM'],
        ]),
        block('Lunch', 'Cafeteria and courtyard', [['Lunch', '', '11:00 AM', '11:40 AM']]),
        block('Afternoon', 'The last three periods', [
          ['Period 4', 'Ms. Nguyen', '11:45 AM', '12:35 PM'],
          ['Period 5', 'Mr. Haddad', '12:40 PM', '1:30 PM'],
          ['Period 6', 'Mrs. Becker', '1:35 PM', '2:25 PM'],
        ]),
      ],
    },
    {
      title: 'Early Release',
      description: 'Fridays and the day before a holiday: dismissal at 12:30 PM.',
      blocks: [
        block('Morning', 'Shortened periods', [
          ['Homeroom', 'Ms. Patel', '8:00 AM', '8:10 AM'],
          ['Period 1', 'Mr. Okafor', '8:15 AM', '8:50 AM'],
          ['Period 2', 'Mrs. Lindqvist', '8:55 AM', '9:30 AM'],
          ['Period 3', 'Mr. Alvarez', '9:35 AM', '10:10 AM'],
        ]),
        block('Late Morning', 'No lunch period; buses leave at 12:40 PM', [
          ['Period 4', 'Ms. Nguyen', '10:15 AM', '10:50 AM'],
          ['Period 5', 'Mr. Haddad', '10:55 AM', '11:30 AM'],
          ['Period 6', 'Mrs. Becker', '11:35 AM', '12:30 PM'],
        ]),
      ],
    },
  ];
  await seeder(trx, school)(bellSchedules, rows);
}
