import { format, isValid, parseISO } from 'date-fns';

/** '2026-03-14T09:26:53.000Z' reads 'Mar 14, 2026'; nothing reads '—'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : value;
}

/** A positive id from the URL, or null for anything else ('abc', '0', '1.5'). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** An item's address on the public site (docs/product/console.md §9, docs/design.md §10). */
export { publicUrlOf } from '@cms/contract/site';

/** '2026-03-14T09:26:53.000Z' reads 'Mar 14, 2026, 9:26 AM' in the browser's time zone; nothing reads '—'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy, h:mm a') : value;
}

/**
 * An instant as a `datetime-local` input shows it: the browser's wall-clock time, to the minute
 * ('2026-03-14T10:26' in Paris for '2026-03-14T09:26:53.000Z'); nothing or a malformed value reads ''.
 */
export function toDateTimeLocal(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/**
 * What a `datetime-local` input holds ('2026-03-14T10:26', the browser's wall-clock time) as the
 * instant the wire carries ('2026-03-14T09:26:00.000Z' in Paris); '' stays '' (no date).
 */
export function fromDateTimeLocal(local: string): string {
  if (!local) return '';
  const date = parseISO(local);
  return isValid(date) ? date.toISOString() : '';
}

/** The browser's time zone ('Europe/Paris'), to say in which zone a date and time is typed. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date, or a date and time, on the school's clock (the contract's `wallClock`) as it reads:
 * 'Thu, Dec 3, 2026' or 'Thu, Dec 3, 2026, 6:00 PM', the same wherever the browser is.
 */
export function formatWallClock(value: string): string {
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return format(date, value.length > 10 ? 'EEE, MMM d, yyyy, h:mm a' : 'EEE, MMM d, yyyy');
}

/** The time of a date and time on the school's clock: '2026-12-03T18:00' reads '6:00 PM'. */
export const formatTimeOfDay = (value: string) => format(parseISO(value), 'h:mm a');

/**
 * When a span of the school's clock is (an event): its start, and its end where it has one, the
 * end's date left out when it is the start's day: 'Thu, Dec 3, 2026, 6:00 PM – 8:00 PM',
 * 'Mon, Dec 21, 2026 – Fri, Jan 1, 2027'; an all-day one says so.
 */
export function formatSpan({ start, end, allDay }: { start: string; end: string | null; allDay: boolean }): string {
  const sameDay = end !== null && end.slice(0, 10) === start.slice(0, 10);
  let span = formatWallClock(start);
  if (end !== null && end !== start) {
    span += ` – ${sameDay && !allDay ? formatTimeOfDay(end) : formatWallClock(end)}`;
  }
  return allDay ? `${span} (all day)` : span;
}
