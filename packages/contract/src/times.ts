// Times and dates as the spec writes them ('09:00 AM', '2026-11-25'): subjects, bell schedules; and
// the school's wall-clock dates and times ('2026-12-03T18:00'): events.

/** Times are text such as '09:00 AM' (docs/product/bell-schedules.md §3); '14:30', as a time input gives it, reads too. */
const TIME_12H = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([AaPp][Mm])$/;
const TIME_24H = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A calendar date written `yyyy-MM-dd` that exists (docs/design.md §9.16: anything else is a 400). */
export function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date and time on the school's clock, `yyyy-MM-ddTHH:mm`, with no time zone: a 6 p.m. concert is
 * '2026-12-03T18:00' wherever it is read. Such values and calendar dates sort as text in time order,
 * a day's date before any time of that day.
 */
export function isLocalDateTime(value: string) {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/.exec(value);
  return match !== null && isCalendarDate(match[1]!);
}

/** A calendar date, or a date and time on the school's clock: '2026-12-03' or '2026-12-03T18:00'. */
export const isWallClock = (value: string) => isCalendarDate(value) || isLocalDateTime(value);

/** The calendar date `days` after (or before) a `yyyy-MM-dd` date: `addDays('2026-12-31', 1)` is '2027-01-01'. */
export function addDays(date: string, days: number) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The day of a date or of a date and time on the school's clock: '2026-12-03' of '2026-12-03T18:00'. */
export const dayOf = (value: string) => value.slice(0, 10);

/**
 * Whether a span of the school's clock (`start`, and `end` or none: it ends when it starts) has a
 * moment on the days `from` to `to` (both included; either left out is open): the one rule of a
 * list narrowed to a range of days (the server's `overlapping` says it in SQL).
 */
export function spanOverlaps(
  span: { start: string; end: string | null },
  { from, to }: { from?: string | undefined; to?: string | undefined },
) {
  return (!to || span.start < addDays(to, 1)) && (!from || (span.end ?? span.start) >= from);
}

/** Minutes after midnight of '09:00 AM' or '14:30', or null for anything else. */
export function minutesOf(time: string): number | null {
  const twelve = TIME_12H.exec(time.trim());
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[3]!.toUpperCase() === 'PM' ? 12 : 0);
    return hour * 60 + Number(twelve[2]);
  }
  const day = TIME_24H.exec(time.trim());
  return day ? Number(day[1]) * 60 + Number(day[2]) : null;
}

/** '09:00 AM' as a time input holds it ('09:00'); '' when it is no time. */
export function toTimeInput(time: string) {
  const minutes = minutesOf(time);
  if (minutes === null) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * A bell schedule's one way of writing a time (docs/product/bell-schedules.md §3): 'h:mm AM' or
 * 'h:mm PM', the hour 1 to 12 without a leading zero, one space: '9:00 AM', '1:05 PM'.
 */
const CLOCK_TIME = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/;

/** Whether a time is written the one way: '9:00 AM' is, '09:00 AM', '9:00am' and '14:30' are not. */
export const isClockTime = (value: string) => CLOCK_TIME.test(value);

/** Minutes after midnight written the one way: 870 is '2:30 PM'. */
export function toClockTime(minutes: number) {
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Any readable time ('9:00', '14:30', '09:00 am', '1:00PM') written the one way ('9:00 AM'); null for anything else. */
export function clockTimeOf(value: string) {
  const minutes = minutesOf(value);
  return minutes === null ? null : toClockTime(minutes);
}

/** The spec's way of writing a time: '09:00 AM'. */
export function toTwelveHour(minutes: number) {
  const hour = Math.floor(minutes / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hour % 12 || 12)}:${pad(minutes % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
}
