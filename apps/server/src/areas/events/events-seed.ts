import { addDays, type EventRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { events } from './events-routes.js';

/** Today on the school's clock (the server's), `yyyy-MM-dd`. */
function today() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The demo school's calendar, days from the day it is seeded, so the demo always has upcoming
 * events (and one just past): meetings, a concert, sports day and the winter closure.
 */
function demoEvents(day: (days: number) => string): EventRequest[] {
  return [
    {
      title: 'Science fair',
      start: `${day(-6)}T13:00`,
      end: `${day(-6)}T16:00`,
      location: 'Gymnasium',
      category: 'academic',
      description: '<p>Forty projects from grades 6 to 12, judged by volunteers from the local university.</p>',
    },
    {
      title: 'Staff training day: no classes',
      allDay: true,
      start: day(2),
      category: 'holiday',
      description: '<p>The school is closed to students. The front office is open from 9 am to 3 pm.</p>',
    },
    {
      title: "Parents' evening",
      start: `${day(6)}T17:30`,
      end: `${day(6)}T20:00`,
      location: 'Main hall',
      category: 'meeting',
      description:
        '<p>Meet your child’s teachers for <strong>ten minutes each</strong>. Book your slots at the front office.</p>',
    },
    {
      title: 'Winter concert',
      start: `${day(13)}T18:00`,
      end: `${day(13)}T20:00`,
      location: 'Auditorium',
      category: 'arts',
      description:
        '<p>The band, the choir and the orchestra play the season in. <em>Admission is free</em>; ' +
        'donations support the music program.</p>',
    },
    {
      title: 'Board of governors meeting',
      start: `${day(20)}T19:00`,
      end: `${day(20)}T21:00`,
      location: 'Library',
      category: 'meeting',
      description: '<p>Open to parents. The agenda is posted in the front office a week before.</p>',
    },
    {
      title: 'Winter break: school closed',
      allDay: true,
      start: day(27),
      end: day(38),
      category: 'holiday',
      description: '<p>Classes resume the day after the break. Have a restful holiday!</p>',
    },
    {
      title: 'Sports day',
      start: `${day(45)}T09:00`,
      end: `${day(45)}T15:00`,
      location: 'Riverside playing fields',
      category: 'sports',
      description: '<ul><li>Track events in the morning</li><li>Team games after lunch</li></ul>',
    },
    {
      title: 'Open morning for new families',
      start: `${day(52)}T09:30`,
      end: `${day(52)}T12:00`,
      location: 'Main entrance',
      category: 'community',
    },
  ];
}

/** The demo school's events, written through the events' own create call. */
export async function seedEvents(trx: Trx, school: Actor) {
  const start = today();
  await seeder(trx, school)(
    events,
    demoEvents((days) => addDays(start, days)),
  );
}
