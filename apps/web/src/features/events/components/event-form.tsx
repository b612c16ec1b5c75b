import { useWatch } from 'react-hook-form';
import type { EventCategory, EventRequest, SchoolEvent } from '@cms/contract';
import { RichTextField, SelectField, SwitchField, TextField, WallClockField } from '@/components/form/form-fields';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { eventsResource } from '../api';
import { CATEGORY_OPTIONS } from './event-columns';

/** A new event: timed, of no particular kind, with no end (it ends when it starts). */
const EVENT_FIELDS = {
  title: '',
  allDay: false,
  start: '',
  end: '',
  location: '',
  category: 'other' as EventCategory,
  description: '',
};

/**
 * When the event is: all day (dates: its first and last day) or at times on the school's clock;
 * switching keeps the dates.
 */
function EventTimes() {
  const allDay = Boolean(useWatch({ name: 'allDay' }));
  return (
    <>
      <SwitchField name="allDay" label="All day" />
      <WallClockField name="start" label="Start" dateOnly={allDay} required />
      <WallClockField
        name="end"
        label="End"
        dateOnly={allDay}
        time="10:00"
        description={allDay ? 'Its last day; empty for one day.' : 'Empty: it ends when it starts.'}
      />
    </>
  );
}

/**
 * New Event and Edit Event: its title, when and where it is, its kind and what it is about. Times
 * are the school's, as on its clock: no time zone is applied.
 */
export function EventForm(props: ItemFormProps<SchoolEvent, EventRequest>) {
  return (
    <ItemPageForm
      aside={<SelectField name="category" label="Category" options={CATEGORY_OPTIONS} />}
      resource={eventsResource}
      empty={EVENT_FIELDS}
      {...props}
    >
      <TextField name="title" label="Title" required />
      <EventTimes />
      <TextField name="location" label="Location" description="Where it is: a room, a hall, a field." />
      <RichTextField name="description" label="Description" placeholder="What families should know..." />
    </ItemPageForm>
  );
}
