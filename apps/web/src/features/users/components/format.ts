import { format, isValid, parseISO } from 'date-fns';
import type { User } from '@cms/contract';

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();

/** '2026-03-14T09:26:53.000Z' reads 'Mar 14, 2026' (with the time when `withTime`). */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '—';
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return format(date, withTime ? 'MMM d, yyyy, h:mm a' : 'MMM d, yyyy');
}
