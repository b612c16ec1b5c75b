import { addDays, dayOf, type SchoolEvent } from '@cms/contract';
import { SiteRequestError } from '../../platform/site/site-page.js';

/*
 * An event's dates and times as the public site says them. They are wall-clock values of the
 * school (docs/product/events.md §1): shown as stored, never moved by a time zone, so they are
 * formatted as if they were UTC.
 */

const asUtc = (value: string) => new Date(`${value.length === 10 ? `${value}T00:00` : value}Z`);
const format = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (value: string) => formatter.format(asUtc(value));
};

/** 'Thursday, December 3, 2026'. */
export const longDay = format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
/** 'Thursday, December 3', a day of a month already named. */
export const dayOfMonth = format({ weekday: 'long', month: 'long', day: 'numeric' });
/** '6:00 PM'. */
export const timeOf = format({ hour: 'numeric', minute: '2-digit' });
const monthYear = format({ month: 'long', year: 'numeric' });
/** 'December 2026' of '2026-12'. */
export const monthName = (month: string) => monthYear(`${month}-01`);

/** When an event is, in a list of events of any day. */
export function whenOf({ allDay, start, end }: SchoolEvent) {
  if (allDay) return end && end !== start ? `${longDay(start)} – ${longDay(end)}` : longDay(start);
  if (!end) return `${longDay(start)}, ${timeOf(start)}`;
  if (dayOf(end) === dayOf(start)) return `${longDay(start)}, ${timeOf(start)} – ${timeOf(end)}`;
  return `${longDay(start)}, ${timeOf(start)} – ${longDay(end)}, ${timeOf(end)}`;
}

/** When an event is on one of its days ('6:00 PM – 8:00 PM', 'All day', 'Until 10:00 AM'). */
export function whenOnDay({ allDay, start, end }: SchoolEvent, day: string) {
  if (allDay) return 'All day';
  const starts = dayOf(start) === day;
  const ends = end ? dayOf(end) === day : starts;
  if (starts && ends) return end && end !== start ? `${timeOf(start)} – ${timeOf(end)}` : timeOf(start);
  if (starts) return `From ${timeOf(start)}`;
  return ends && end ? `Until ${timeOf(end)}` : 'All day';
}

const MONTH = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;

/** The month asked for (`?month=2026-12`), or `today`'s; anything else is a 400. */
export function monthAsked(value: string | undefined, today: string) {
  if (value === undefined || value === '') return today.slice(0, 7);
  if (!MONTH.test(value)) throw new SiteRequestError('The month must be a year and a month, such as 2026-12');
  return value;
}

/** The month `by` months after (or before) `month`, or undefined past the calendar's ends. */
export function shiftMonth(month: string, by: number) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  const shifted = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  return MONTH.test(shifted) ? shifted : undefined;
}

/** The days of a month, `yyyy-MM-dd`, first to last. */
export function daysOf(month: string) {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}
