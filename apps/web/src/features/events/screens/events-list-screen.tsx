import { useSearchParams } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { addDays, type SchoolEvent } from '@cms/contract';
import { ResourceListScreen, type ListFilter } from '@/components/resource-list-screen';
import { today } from '@/lib/calendar';
import { EVENTS_DESCRIPTION, eventsResource } from '../api';
import { CATEGORY_OPTIONS, eventColumns } from '../components/event-columns';
import { EventsMonthScreen } from './events-month-screen';

/**
 * Which events the list shows: those to come (the default: today's on), those past (the latest
 * first), or all of them.
 */
const WHEN: ListFilter = {
  name: 'when',
  label: 'When',
  allLabel: 'Upcoming',
  options: [
    { value: 'past', label: 'Past' },
    { value: 'all', label: 'All dates' },
  ],
  query: (when) => {
    if (when === 'all') return {};
    if (when === 'past') return { to: addDays(today(), -1), sortOrder: 'desc' };
    return { from: today() };
  },
};

/** /calendar: the events by date, upcoming first; `?view=month` shows a month of them. */
export function ListScreen() {
  const [params] = useSearchParams();
  if (params.get('view') === 'month') return <EventsMonthScreen />;
  return (
    <ResourceListScreen<SchoolEvent>
      resource={eventsResource}
      description={EVENTS_DESCRIPTION}
      columns={eventColumns}
      links={[{ to: `${eventsResource.screens.path}?view=month`, label: 'Month view', icon: CalendarDays }]}
      search={{ label: 'Search events by title', placeholder: 'Search events...' }}
      filters={[{ name: 'category', label: 'Category', allLabel: 'All categories', options: CATEGORY_OPTIONS }, WHEN]}
      empty="No upcoming events"
      firstVerb="Add"
    />
  );
}
