import { describe, expect, it } from 'vitest';
import { formatDateTime, formatSpan, formatWallClock, fromDateTimeLocal, toDateTimeLocal } from './format';

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

describe('dates and times on the school clock', () => {
  it('reads them as typed, with no time zone applied', () => {
    expect(formatWallClock('2026-12-03T18:00')).toBe('Thu, Dec 3, 2026, 6:00 PM');
    expect(formatWallClock('2026-12-03')).toBe('Thu, Dec 3, 2026');
    expect(formatWallClock('someday')).toBe('someday');
  });

  it('reads a span: one moment, one evening, several days, all day', () => {
    const span = (start: string, end: string | null, allDay = false) => formatSpan({ start, end, allDay });
    expect(span('2026-12-03T18:00', null)).toBe('Thu, Dec 3, 2026, 6:00 PM');
    expect(span('2026-12-03T18:00', '2026-12-03T18:00')).toBe('Thu, Dec 3, 2026, 6:00 PM');
    expect(span('2026-12-03T18:00', '2026-12-03T20:30')).toBe('Thu, Dec 3, 2026, 6:00 PM – 8:30 PM');
    expect(span('2026-12-31T22:00', '2027-01-01T01:00')).toBe(
      'Thu, Dec 31, 2026, 10:00 PM – Fri, Jan 1, 2027, 1:00 AM',
    );
    expect(span('2026-12-21', null, true)).toBe('Mon, Dec 21, 2026 (all day)');
    expect(span('2026-12-21', '2026-12-21', true)).toBe('Mon, Dec 21, 2026 (all day)');
    expect(span('2026-12-21', '2027-01-01', true)).toBe('Mon, Dec 21, 2026 – Fri, Jan 1, 2027 (all day)');
  });
});
