import type { Key, ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { PHONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { dayName, monthName, shiftMonth, thisMonth, today, weekdays, weeksOf } from '@/lib/calendar';
import { cn } from '@/lib/utils';

export interface MonthCalendarProps<T> {
  /** The month shown, 'yyyy-MM'. */
  month: string;
  /** Where another month is shown: the screen's address for it ('?view=month&month=2027-01'). */
  linkTo: (month: string) => string;
  /** Every row of the grid's days (`gridRange`), read whole. */
  query: UseQueryResult<T[]>;
  /** The rows on a day ('yyyy-MM-dd'), in the order the day lists them. */
  on: (rows: T[], day: string) => T[];
  /** A row in its day's list: a link to it. */
  item: (row: T) => ReactNode;
  keyOf: (row: T) => Key;
  /** 'Loading events...', 'Failed to load events', 'No events this month'. */
  words: { loading: string; failed: string; empty: string };
}

/**
 * A month of rows by day (an event calendar): the month's name, the way to the month before,
 * this month and the month after (links: the month is in the address), then the rows of each day.
 * On a wide screen that is a table, its columns headed by the days of the week and each cell a
 * day's list; on a phone, a list of the days that have rows, so nothing is wider than the screen.
 */
export function MonthCalendar<T>({ month, linkTo, query, on, item, keyOf, words }: MonthCalendarProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const title = monthName(month);
  const headingId = `month-${month}`;
  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={words.loading} />;
  else if (query.isError) {
    body = <LoadError title={words.failed} error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const days = { of: (day: string) => on(query.data, day), item, keyOf };
    body = phone ? (
      <DayList month={month} label={title} empty={words.empty} days={days} />
    ) : (
      <MonthTable month={month} label={headingId} days={days} />
    );
  }
  const move = (months: number, label: string, icon: ReactNode) => (
    <Link to={linkTo(shiftMonth(month, months))} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      {months < 0 && icon}
      {label}
      {months > 0 && icon}
    </Link>
  );
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        <nav aria-label="Months" className="flex flex-wrap gap-2">
          {move(-1, 'Previous month', <ChevronLeft aria-hidden="true" />)}
          <Link to={linkTo(thisMonth())} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Today
          </Link>
          {move(1, 'Next month', <ChevronRight aria-hidden="true" />)}
        </nav>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

interface Days<T> {
  of: (day: string) => T[];
  item: (row: T) => ReactNode;
  keyOf: (row: T) => Key;
}

/** One day's rows, named for a screen reader by the day ('Thursday, December 3'). */
function DayItems<T>({ day, days, className }: { day: string; days: Days<T>; className?: string }) {
  const rows = days.of(day);
  if (rows.length === 0) return null;
  return (
    <ul aria-label={dayName(day)} className={cn('grid gap-1', className)}>
      {rows.map((row) => (
        <li key={days.keyOf(row)} className="min-w-0">
          {days.item(row)}
        </li>
      ))}
    </ul>
  );
}

/** The month as a table: a column per day of the week, a row per week, today marked. */
function MonthTable<T>({ month, label, days }: { month: string; label: string; days: Days<T> }) {
  const current = today();
  return (
    <table aria-labelledby={label} className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr>
          {weekdays().map(({ short, long }) => (
            <th key={long} scope="col" className="pb-2 text-left font-medium text-muted-foreground">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <td
                key={day}
                aria-current={day === current ? 'date' : undefined}
                className={cn(
                  'h-24 border p-1 align-top',
                  !day.startsWith(month) && 'bg-muted/40 text-muted-foreground',
                  day === current && 'bg-primary/5',
                )}
              >
                <span
                  className={cn(
                    'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs',
                    day === current && 'bg-primary font-semibold text-primary-foreground',
                  )}
                >
                  <span aria-hidden="true">{Number(day.slice(8))}</span>
                  <span className="sr-only">{dayName(day)}</span>
                </span>
                <DayItems day={day} days={days} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The month on a phone: each day of the month that has rows, headed by its name. */
function DayList<T>({ month, label, empty, days }: { month: string; label: string; empty: string; days: Days<T> }) {
  const current = today();
  const busy = weeksOf(month)
    .flat()
    .filter((day) => day.startsWith(month) && days.of(day).length > 0);
  if (busy.length === 0) return <p className="py-6 text-center text-muted-foreground">{empty}</p>;
  return (
    <ol aria-label={label} className="grid gap-4">
      {busy.map((day) => (
        <li key={day} aria-current={day === current ? 'date' : undefined} className="grid gap-1">
          <h3 className="text-sm font-semibold">
            {dayName(day, true)}
            {day === current && <span className="ml-2 font-normal text-muted-foreground">Today</span>}
          </h3>
          <DayItems day={day} days={days} />
        </li>
      ))}
    </ol>
  );
}
