import { useWatch } from 'react-hook-form';
import type { EventRequest, SchoolEvent } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { emptyText } from '@/components/form/use-resource-form';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { eventsResource } from '../api';
import { CATEGORY_OPTIONS } from './event-columns';

const Field = fieldsFor<EventRequest>();

/** A new event: timed and of no particular kind (the contract's defaults), with no end (it ends when it starts). */
const EVENT_FIELDS = emptyText('title', 'start', 'end', 'location', 'description');

/**
 * When the event is: all day (dates: its first and last day) or at times on the school's clock;
 * switching keeps the dates.
 */
function EventTimes() {
  const allDay = Boolean(useWatch<EventRequest, 'allDay'>({ name: 'allDay' }));
  return (
    <>
      <Field.Switch name="allDay" label="All day" />
      <Field.WallClock name="start" label="Start" dateOnly={allDay} required />
      <Field.WallClock
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
      aside={<Field.Select name="category" label="Category" options={CATEGORY_OPTIONS} />}
      resource={eventsResource}
      empty={EVENT_FIELDS}
      {...props}
    >
      <Field.Text name="title" label="Title" required />
      <EventTimes />
      <Field.Text name="location" label="Location" description="Where it is: a room, a hall, a field." />
      <Field.RichText name="description" label="Description" placeholder="What families should know..." />
    </ItemPageForm>
  );
}
