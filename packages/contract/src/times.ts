// Times and dates as the spec writes them ('09:00 AM', '2026-11-25'): subjects, bell schedules.

/** Times are text such as '09:00 AM' (spec 02 §3); '14:30', as a time input gives it, reads too. */
const TIME_12H = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([AaPp][Mm])$/;
const TIME_24H = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A calendar date written `yyyy-MM-dd` that exists (DESIGN §9.16: anything else is a 400). */
export function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Minutes after midnight of '09:00 AM' or '14:30', or null for anything else. */
export function minutesOf(time: string): number | null {
  const twelve = TIME_12H.exec(time.trim());
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[3]!.toUpperCase() === 'PM' ? 12 : 0);
    return hour * 60 + Number(twelve[2]);
  }
  const day = TIME_24H.exec(time.trim());
  return day ? Number(day[1]) * 60 + Number(day[2]) : null;
}

/** '09:00 AM' as a time input holds it ('09:00'); '' when it is no time. */
export function toTimeInput(time: string) {
  const minutes = minutesOf(time);
  if (minutes === null) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The spec's way of writing a time: '09:00 AM'. */
export function toTwelveHour(minutes: number) {
  const hour = Math.floor(minutes / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hour % 12 || 12)}:${pad(minutes % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
}
