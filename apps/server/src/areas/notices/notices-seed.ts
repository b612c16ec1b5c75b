import type { NoticeRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { notices } from './notices-routes.js';

const NOTICES: NoticeRequest[] = [
  {
    title: 'Library hours during exams',
    summary: 'The library stays open until 6 pm during exam weeks.',
    content:
      '<p>From <strong>December 8</strong> the library stays open until <strong>6 pm</strong> on school days.</p>' +
      '<ul><li>Quiet study on the first floor</li><li>Group rooms can be booked at the desk</li></ul>',
    status: 'ACTIVE',
  },
  {
    title: 'Lost property',
    summary: 'Unclaimed items go to charity at the end of term.',
    content:
      '<p>Please check the lost property box by the gym. <span style="color: #dc2626">Unclaimed items are donated ' +
      'on the last day of term.</span></p>',
    status: 'ACTIVE',
  },
  {
    title: 'Yearbook photos',
    summary: 'Retakes on Tuesday for anyone who missed photo day.',
    content: '<p>Retakes are on Tuesday in room 12, from 8:30 to 11:00.</p>',
    status: 'DRAFT',
  },
];

/** The demo school's notice board, active and draft alike. */
export async function seedNotices(trx: Trx, school: Actor) {
  await seeder(trx, school)(notices, NOTICES);
}
