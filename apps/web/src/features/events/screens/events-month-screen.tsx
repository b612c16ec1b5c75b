import { Link, useSearchParams } from 'react-router';
import { List, Plus } from 'lucide-react';
import { spanOverlaps, type SchoolEvent } from '@cms/contract';
import { HeaderLinks, PageHeader } from '@/components/layout/page-header';
import { MonthCalendar } from '@/components/month-calendar';
import { gridRange, monthOf, thisMonth } from '@/lib/calendar';
import { formatTimeOfDay } from '@/lib/format';
import { EVENTS_DESCRIPTION, eventsResource } from '../api';

const { screens } = eventsResource;

/** An event in its day's cell: its time (unless all day) and its title, linked to it. */
function EventLink({ event }: { event: SchoolEvent }) {
  return (
    <Link
      to={screens.itemPath(event.id)}
      className="block truncate rounded-sm bg-muted px-1.5 py-1 text-xs underline-offset-4 hover:underline"
      title={event.title}
    >
      {!event.allDay && (
        <>
          <span className="tabular-nums text-muted-foreground">{formatTimeOfDay(event.start)}</span>{' '}
        </>
      )}
      {event.title}
    </Link>
  );
}

/**
 * /calendar?view=month&month=2026-12: a month of events by day, every one of them (read 100 a
 * call until the month has no more), each a link to its screen.
 */
export function EventsMonthScreen() {
  const [params] = useSearchParams();
  const month = monthOf(params.get('month')) ?? thisMonth();
  const events = eventsResource.useEvery(gridRange(month));
  return (
    <div>
      <PageHeader
        title={screens.title}
        description={EVENTS_DESCRIPTION}
        actions={
          <HeaderLinks
            links={[
              { to: screens.path, label: 'List view', icon: List },
              { to: screens.createPath, label: screens.create, icon: Plus, primary: true, write: true },
            ]}
          />
        }
      />
      <MonthCalendar
        month={month}
        linkTo={(shown) => `${screens.path}?view=month&month=${shown}`}
        query={events}
        on={(rows, day) => rows.filter((event) => spanOverlaps(event, { from: day, to: day }))}
        item={(event) => <EventLink event={event} />}
        keyOf={(event) => event.id}
        words={{
          loading: `Loading ${screens.list}...`,
          failed: `Failed to load ${screens.list}`,
          empty: `No ${screens.many} this month`,
        }}
      />
    </div>
  );
}
