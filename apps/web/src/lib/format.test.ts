import { describe, expect, it } from 'vitest';
import { formatDateTime, fromDateTimeLocal, toDateTimeLocal } from './format';

/* The checks go through Date's own local-time arithmetic, so they hold in whatever zone the tests run. */
const localOf = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('date and time inputs', () => {
  it('shows an instant as the browser wall-clock time, to the minute', () => {
    expect(toDateTimeLocal('2026-03-14T09:26:53.000Z')).toBe(localOf('2026-03-14T09:26:53.000Z'));
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('')).toBe('');
    expect(toDateTimeLocal('not a date')).toBe('');
  });

  it('turns the typed wall-clock time into the instant, with the browser time zone', () => {
    const local = '2026-12-01T08:00';
    expect(fromDateTimeLocal(local)).toBe(new Date(2026, 11, 1, 8, 0).toISOString());
    expect(toDateTimeLocal(fromDateTimeLocal(local))).toBe(local);
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('2026-13-45T99:99')).toBe('');
  });

  it('reads an instant with its time', () => {
    const iso = new Date(2026, 2, 14, 15, 5).toISOString();
    expect(formatDateTime(iso)).toBe('Mar 14, 2026, 3:05 PM');
    expect(formatDateTime(null)).toBe('—');
  });
});
