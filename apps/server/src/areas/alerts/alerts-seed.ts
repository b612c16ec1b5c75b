import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { alerts } from './alerts-routes.js';

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The demo school's alerts: one live now, one scheduled, one that has expired, one switched off. */
export async function seedAlerts(trx: Trx, school: Actor) {
  const rows = [
    {
      title: 'Parent–teacher conferences',
      header: 'Book your conference slot',
      body: 'Conferences run Thursday and Friday afternoons. Book a slot through the front office.',
      footer: 'Questions? Call the office at 555-0142.',
      severity: 'information',
      endsAt: daysFromNow(10),
    },
    {
      title: 'Winter concert tickets',
      header: 'Tickets go on sale next week',
      body: 'Tickets for the winter concert are on sale from Monday in the main office.',
      severity: 'information',
      startsAt: daysFromNow(5),
      endsAt: daysFromNow(20),
    },
    {
      title: 'Snow day',
      header: 'School closed today',
      body: 'Riverside High School was closed because of heavy snow. Classes resumed the next day.',
      severity: 'emergency',
      startsAt: daysFromNow(-30),
      endsAt: daysFromNow(-29),
    },
    {
      title: 'Bus route 4 delay',
      header: 'Route 4 runs 15 minutes late',
      body: 'Because of road works on Elm Street, bus route 4 picks up 15 minutes later than usual.',
      severity: 'warning',
      active: false,
    },
  ];
  await seeder(trx, school)(alerts, rows);
}
