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

/**
 * An item's address on the public site (spec 01 §9): the website's public URL, or the console's own
 * origin when the website has none, followed by the item's path ('/blog/7').
 */
export function publicUrlOf(publicUrl: string | null | undefined, origin: string, path: string): string {
  const base = (publicUrl?.trim() || origin).replace(/\/+$/, '');
  return `${base}${path}`;
}

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
