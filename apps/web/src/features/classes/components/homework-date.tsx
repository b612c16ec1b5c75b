import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { format } from 'date-fns';
import { isCalendarDate } from '@cms/contract';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Today in the browser's time zone, `yyyy-MM-dd`. */
export const today = () => format(new Date(), 'yyyy-MM-dd');

/** The day a homework screen shows, kept in the URL (`?date=2026-11-25`); today unless it names one. */
export function useHomeworkDate() {
  const [params, setParams] = useSearchParams();
  const given = params.get('date');
  const date = given && isCalendarDate(given) ? given : today();
  const setDate = (next: string) =>
    setParams(
      (previous) => {
        const url = new URLSearchParams(previous);
        if (next === today()) url.delete('date');
        else url.set('date', next);
        return url;
      },
      { replace: true },
    );
  return [date, setDate] as const;
}

/** The date picker of a homework screen; a cleared picker keeps the day it showed. */
export function HomeworkDatePicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2 sm:w-52">
      <Label htmlFor={id}>Homework date</Label>
      <Input
        id={id}
        type="date"
        value={date}
        onChange={(event) => {
          const next = event.target.value;
          if (isCalendarDate(next)) {
            onChange(next);
            // Choosing a date closes the picker (docs/product/classes.md §2).
            event.target.blur();
          }
        }}
      />
    </div>
  );
}
