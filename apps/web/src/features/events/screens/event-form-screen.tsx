import { itemFormScreens } from '@/components/item-screens';
import { eventsResource } from '../api';
import { EventForm } from '../components/event-form';

/** /calendar/new and /calendar/{id}/edit: one form, then back to the calendar. */
export const { CreateScreen, EditScreen } = itemFormScreens(eventsResource, EventForm, {
  new: 'Put an event on the school calendar.',
});
