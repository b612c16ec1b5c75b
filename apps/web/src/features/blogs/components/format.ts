import { format, isValid, parseISO } from 'date-fns';

/** '2026-03-14T09:26:53.000Z' reads 'Mar 14, 2026'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return format(date, 'MMM d, yyyy');
}

/**
 * A blog's address on the public site (spec 01 §9): the website's public URL, or the console's own
 * origin when the website has none, followed by /blog/{id}.
 */
export function blogPublicUrl(publicUrl: string | null | undefined, origin: string, id: number): string {
  const base = (publicUrl?.trim() || origin).replace(/\/+$/, '');
  return `${base}/blog/${id}`;
}
