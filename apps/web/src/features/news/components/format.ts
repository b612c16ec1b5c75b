import { format, isValid, parseISO } from 'date-fns';
import { DEFAULT_NEWS_AUTHOR, type News } from '@cms/contract';

/** '2026-03-14T09:26:53.000Z' reads 'Mar 14, 2026'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : value;
}

/** The author the public sees: the creator name, or 'System' when there is none (spec 01 §5). */
export const authorOf = (news: Pick<News, 'creator_name'>): string => news.creator_name.trim() || DEFAULT_NEWS_AUTHOR;

/** A positive integer id from the URL, or null for anything else ('abc', '0', '1.5'). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
