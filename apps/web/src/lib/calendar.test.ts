import { describe, expect, it } from 'vitest';
import { dayName, gridRange, monthName, monthOf, shiftMonth, weekdays, weeksOf } from './calendar';

describe('a month as a calendar shows it', () => {
  it('is whole weeks from Sunday, from the week of its first day to the week of its last', () => {
    const weeks = weeksOf('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks.at(-1)!.at(-1)).toBe('2027-01-02');
    expect(gridRange('2026-12')).toEqual({ from: '2026-11-29', to: '2027-01-02' });
    // A February that starts on a Sunday and has four weeks exactly.
    expect(weeksOf('2026-02')).toHaveLength(4);
    expect(gridRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // Six weeks when the month needs them.
    expect(weeksOf('2026-08')).toHaveLength(6);
  });

  it('moves across years, and names months, days and weekdays', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
    expect(monthName('2026-12')).toBe('December 2026');
    expect(dayName('2026-12-03')).toBe('Thursday, December 3');
    expect(dayName('2026-12-03', true)).toBe('Thu, Dec 3');
    expect(weekdays().map((day) => day.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdays()[0]!.long).toBe('Sunday');
  });

  it('takes a month from the URL only when it is one', () => {
    expect(monthOf('2026-12')).toBe('2026-12');
    for (const given of ['2026-13', '2026-00', '2026-1', 'December', '', null]) expect(monthOf(given)).toBeNull();
  });
});
