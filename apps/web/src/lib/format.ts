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
