import { eventsContract, spanOverlaps, type SchoolEvent } from '@cms/contract';
import { fakeArea, resourceEndpoints, table } from '@/test/fake-api';
import { contentRowMaker, listing } from '@/test/fake-rows';

/* The school calendar on the fake API (test/fake-api.ts), as the server keeps it. */

/** An event: an evening's, timed, of no particular kind, unless the test says. */
export const makeEvent = contentRowMaker<SchoolEvent>((id) => ({
  title: `Event ${id}`,
  allDay: false,
  start: '2026-12-03T18:00',
  end: null,
  location: '',
  category: 'other',
  description: '',
}));

/** An evening concert and a winter closure, as the area's screen tests show and edit them. */
export const sampleEvents = {
  concert: makeEvent(7, {
    title: 'Winter concert',
    start: '2026-12-03T18:00',
    end: '2026-12-03T20:00',
    location: 'Auditorium',
    category: 'arts',
    description: '<p>Band and choir.</p>',
  }),
  closure: makeEvent(8, {
    title: 'Winter break',
    allDay: true,
    start: '2026-12-21',
    end: '2027-01-01',
    category: 'holiday',
  }),
};

/** By start then id (the latest first with `sortOrder=desc`), of the days asked for. */
const byStart = (rows: SchoolEvent[], query: Record<string, unknown>) => {
  const sorted = [...rows].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  return query.sortOrder === 'desc' ? sorted.reverse() : sorted;
};

/** The events, searched by title, of a category, on a range of days, by start. */
const eventsFake = fakeArea({ events: table<SchoolEvent>('Event') }, ({ events }) =>
  resourceEndpoints({
    table: events,
    contract: eventsContract,
    list: listing({
      filters: ['category'],
      search: 'title',
      where: (event, query) => spanOverlaps(event, query as { from?: string; to?: string }),
      order: byStart,
    }),
    make: makeEvent,
  }),
);

export default eventsFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    events: typeof eventsFake;
  }
}
