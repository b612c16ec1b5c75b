import { MAX_EVENT_DAYS, type PageQuery, type SchoolEvent, spanOverlaps, withDateRange } from '@cms/contract';
import { overlapping, type DateRange } from '../../platform/kit/date-range.js';
import {
  BackLink,
  CardList,
  dateIn,
  Empty,
  hrefOf,
  PageHeading,
  Pagination,
  StoredHtml,
} from '../../platform/site/parts.js';
import {
  type AreaSite,
  itemPage,
  pageOf,
  type SitePage,
  SiteRequestError,
  type SiteVisit,
} from '../../platform/site/site-page.js';
import { publicPageQuery, publicResource } from '../../platform/site/public-api.js';
import { dayOfMonth, daysOf, monthAsked, monthName, shiftMonth, whenOf, whenOnDay } from './events-dates.js';
import { events } from './events-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const shown = () => events.visible!;

const EVENTS_PER_PAGE = 10;
/** A month's events are read this many at a time, page after page (docs/product/events.md §9). */
const MONTH_READ = 100;
const SPAN = { start: 'start', end: 'end', longestDays: MAX_EVENT_DAYS } as const;

const CATEGORY_NAMES: Record<SchoolEvent['category'], string> = {
  academic: 'Academic',
  sports: 'Sports',
  arts: 'Arts',
  holiday: 'Holiday',
  meeting: 'Meeting',
  community: 'Community',
  other: 'Other',
};

const today = (visit: SiteVisit) => dateIn(visit.at, visit.timeZone);
const eventHref = (visit: SiteVisit, event: SchoolEvent) => `${visit.base}/events/${event.id}`;

/** Every event with a moment in the days `from` to `to`, by start. */
async function eventsBetween(visit: SiteVisit, from: string, to: string) {
  const where = overlapping({ from, to }, SPAN);
  const found: SchoolEvent[] = [];
  for (let page = 0; ; page++) {
    const read = await shown().page(visit.db, visit.websiteId, { page, size: MONTH_READ }, { where });
    found.push(...read.content);
    if (read.last || read.content.length === 0) return found;
  }
}

function ViewLinks({ visit, month }: { visit: SiteVisit; month?: string }) {
  const path = `${visit.base}/events`;
  const previous = month && shiftMonth(month, -1);
  const next = month && shiftMonth(month, 1);
  return (
    <nav className="view-links" aria-label="Calendar">
      {previous ? (
        <a href={hrefOf(path, { month: previous })} rel="prev">
          Previous month
        </a>
      ) : null}
      <a href={path}>This month</a>
      {next ? (
        <a href={hrefOf(path, { month: next })} rel="next">
          Next month
        </a>
      ) : null}
      {month ? <a href={hrefOf(path, { view: 'list' })}>List of upcoming events</a> : null}
    </nav>
  );
}

/** A month as the days that have events, each a heading and its events: no table, so it fits a phone. */
async function monthView(visit: SiteVisit) {
  const month = monthAsked(visit.query.month, today(visit));
  const days = daysOf(month);
  const found = await eventsBetween(visit, days[0]!, days.at(-1)!);
  const withEvents = days
    .map((day) => ({ day, events: found.filter((event) => spanOverlaps(event, { from: day, to: day })) }))
    .filter(({ events: those }) => those.length > 0);
  const title = `Events in ${monthName(month)}`;
  return {
    title,
    body: (
      <>
        <PageHeading title={title} />
        <ViewLinks visit={visit} month={month} />
        {withEvents.length === 0 ? <Empty>No events this month.</Empty> : null}
        {withEvents.map(({ day, events: those }) => (
          <section key={day} className="event-day" aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`}>
              <time dateTime={day}>{dayOfMonth(day)}</time>
            </h2>
            <ul className="event-list">
              {those.map((event) => (
                <li key={event.id}>
                  <span className="event-time">{whenOnDay(event, day)}</span>{' '}
                  <a href={eventHref(visit, event)}>{event.title}</a>
                  {event.location ? <span className="event-place"> · {event.location}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>
    ),
  };
}

/** The events with a moment today or later, the nearest first, ten a page. */
async function listView(visit: SiteVisit) {
  const page = pageOf(visit);
  const where = overlapping({ from: today(visit) }, SPAN);
  const found = await shown().page(visit.db, visit.websiteId, { page, size: EVENTS_PER_PAGE }, { where });
  const cards = found.content.map((event) => ({
    href: eventHref(visit, event),
    title: event.title,
    kicker: whenOf(event),
    summary: event.location,
  }));
  return {
    title: 'Upcoming events',
    body: (
      <>
        <PageHeading title="Upcoming events" />
        <ViewLinks visit={visit} />
        {cards.length === 0 ? <Empty>No upcoming events.</Empty> : <CardList label="Upcoming events" cards={cards} />}
        <Pagination
          href={(n) => hrefOf(`${visit.base}/events`, { view: 'list', page: n })}
          page={page}
          totalPages={found.totalPages}
        />
      </>
    ),
  };
}

const calendar: SitePage = {
  path: '/events',
  render(visit) {
    const { view } = visit.query;
    if (view === 'list') return listView(visit);
    if (view === undefined || view === '' || view === 'month') return monthView(visit);
    throw new SiteRequestError('The view must be month or list');
  },
};

const item = itemPage(
  '/events/:id',
  (visit, id) => shown().find(visit.db, visit.websiteId, id),
  (event, visit) => ({
    title: event.title,
    body: (
      <article className="article">
        <BackLink href={`${visit.base}/events`}>All events</BackLink>
        <h1>{event.title}</h1>
        <p className="byline">{CATEGORY_NAMES[event.category]}</p>
        <dl className="event-facts">
          <dt>When</dt>
          <dd>{whenOf(event)}</dd>
          {event.location ? (
            <>
              <dt>Where</dt>
              <dd>{event.location}</dd>
            </>
          ) : null}
        </dl>
        {event.description ? <StoredHtml html={event.description} /> : null}
      </article>
    ),
  }),
);

/**
 * `/events` (a month, `?month=2026-12`, or the upcoming events, `?view=list`) and `/events/{id}`
 * (docs/product/events.md): every event of the website; an event has no status. In the public API
 * they are listed as the console lists them: by start, narrowed to the days `from` to `to` where
 * asked (a month, the coming weeks).
 */
export const eventsSite: AreaSite = {
  pages: [calendar, item],
  api: () =>
    publicResource('events', events, {
      query: withDateRange(publicPageQuery),
      list: (range: DateRange & PageQuery) => ({ where: overlapping(range, SPAN) }),
    }),
};
