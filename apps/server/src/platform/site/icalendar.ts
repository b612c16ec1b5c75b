/*
 * An iCalendar file, such as the one families subscribe to from their phone's calendar:
 * lines ended by CRLF and folded at 75 octets, text values escaped, whole days as dates and
 * moments in UTC, so that no time zone definition has to travel with it.
 */

/** One event of a calendar (a VEVENT), its values as the site holds them. */
export interface CalendarEvent {
  /** Unique and stable for ever: `event-7@school.example`. */
  uid: string;
  /** When it last changed (ISO UTC): its DTSTAMP and LAST-MODIFIED. */
  changed: string;
  /** Whole days, first and last (`yyyy-MM-dd`), or moments (ISO UTC), the end left out when it has none. */
  when: { days: readonly [first: string, last: string] } | { start: string; end: string | null };
  summary: string;
  /** Plain text; lines are kept. */
  description?: string;
  location?: string;
  url?: string;
  categories?: readonly string[];
}

/** The calendar as a whole: its name (X-WR-CALNAME, what a phone names it), who made it (PRODID), its events. */
export interface Calendar {
  name: string;
  productId: string;
  events: readonly CalendarEvent[];
}

export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped. */
export function escapeText(text: string) {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n?|\n/g, '\\n');
}

/** How many octets a code point takes in UTF-8. */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * A content line folded so that no line is longer than 75 octets: each continuation starts with a
 * space, and no character is split between two lines (a long name in another script stays whole).
 */
export function foldLine(line: string) {
  let folded = '';
  let used = 0;
  for (const char of line) {
    const size = octets(char.codePointAt(0)!);
    if (used + size > 75) {
      folded += '\r\n ';
      used = 1;
    }
    folded += char;
    used += size;
  }
  return folded;
}

/** A DATE value: '20261203' of '2026-12-03'. */
const dateValue = (day: string) => day.slice(0, 10).replaceAll('-', '');

/** A DATE-TIME value in UTC: '20261203T230000Z' of '2026-12-03T23:00:00.000Z'. */
const utcValue = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The day after a `yyyy-MM-dd` day: an all-day event's DTEND is the day after its last. */
function dayAfter(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcValue(event.changed)}`,
    `LAST-MODIFIED:${utcValue(event.changed)}`,
  ];
  const { when } = event;
  if ('days' in when) {
    lines.push(
      `DTSTART;VALUE=DATE:${dateValue(when.days[0])}`,
      `DTEND;VALUE=DATE:${dateValue(dayAfter(when.days[1]))}`,
    );
  } else {
    lines.push(`DTSTART:${utcValue(when.start)}`);
    if (when.end) lines.push(`DTEND:${utcValue(when.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar's text: a VCALENDAR of its events, every line folded and ended by CRLF. */
export function calendarText(calendar: Calendar) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

/** The parts of a moment on a time zone's clock, to the second. */
function clockOf(formatter: Intl.DateTimeFormat, instant: number) {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instant))) parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
}

/**
 * The moment (ISO UTC) a date and time on a time zone's clock is (`2026-12-03T18:00` in
 * America/New_York is 23:00 UTC): the zone's offset at that moment, found by asking twice, as a
 * change of offset may lie between the clock's reading taken as UTC and the moment itself.
 */
export function instantOf(wallClock: string, timeZone: string) {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const asUtc = Date.parse(`${wallClock.length === 10 ? `${wallClock}T00:00` : wallClock}Z`);
  const first = asUtc - (clockOf(formatter, asUtc) - asUtc);
  const moment = asUtc - (clockOf(formatter, first) - first);
  return new Date(moment).toISOString();
}
