import { addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, parseISO, startOfWeek } from 'date-fns';

/*
 * Months and days as a calendar shows them: a month is 'yyyy-MM', a day 'yyyy-MM-dd' (the
 * contract's calendar dates), both on the browser's clock, which is the school's.
 */

/** The first day of the week in a month's grid: Sunday, as the console's dates are written (Dec 3, 2026). */
export const WEEK_STARTS_ON = 0;

const dayText = (date: Date) => format(date, 'yyyy-MM-dd');

/** Today, 'yyyy-MM-dd'. */
export const today = () => dayText(new Date());

/** This month, 'yyyy-MM'. */
export const thisMonth = () => today().slice(0, 7);

/** A month as a URL may give it ('2026-12'), or null for anything else. */
export function monthOf(value: string | null): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}

/** The month `months` after (or before) `month`. */
export const shiftMonth = (month: string, months: number) =>
  format(addMonths(parseISO(`${month}-01`), months), 'yyyy-MM');

/** 'December 2026'. */
export const monthName = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');

/** A month's grid: whole weeks from the one of its first day to the one of its last, each of seven days. */
export function weeksOf(month: string): string[][] {
  const first = parseISO(`${month}-01`);
  const days = eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn: WEEK_STARTS_ON }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn: WEEK_STARTS_ON }),
  }).map(dayText);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The days a month's grid shows, as a list's `from` and `to`: its rows are what the grid needs. */
export function gridRange(month: string) {
  const weeks = weeksOf(month);
  return { from: weeks[0]![0]!, to: weeks.at(-1)![6]! };
}

/** The week's days as the grid's column headers: their names, short and whole. */
export const weekdays = () =>
  weeksOf(thisMonth())[0]!.map((day) => {
    const date = parseISO(day);
    return { short: format(date, 'EEE'), long: format(date, 'EEEE') };
  });

/** 'Thursday, December 3' and 'Thu, Dec 3': a day as a cell's list and a phone's heading name it. */
export const dayName = (day: string, short = false) => format(parseISO(day), short ? 'EEE, MMM d' : 'EEEE, MMMM d');
