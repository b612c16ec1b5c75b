import {
  addDays,
  dayOf,
  MAX_EVENT_DAYS,
  type PageQuery,
  type SchoolEvent,
  spanOverlaps,
  withDateRange,
} from '@cms/contract';
import { overlapping, type DateRange } from '../../platform/kit/date-range.js';
import { CALENDAR_TYPE, calendarText, type CalendarEvent, instantOf } from '../../platform/site/icalendar.js';
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
  type SiteFeed,
  type SiteFile,
  type SitePage,
  SiteRequestError,
  type SiteVisit,
} from '../../platform/site/site-page.js';
import { publicPageQuery, publicResource } from '../../platform/site/public-api.js';
import { itemUrls, listUrl } from '../../platform/site/sitemap.js';
import { htmlAsText } from '../../platform/site/stored-html.js';
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

/** The calendar families subscribe to (`calendarFile`), as the events pages name it in their head. */
const CALENDAR: SiteFeed = { title: 'School calendar', path: '/events/calendar.ics', type: 'text/calendar' };

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

/**
 * The way to have the school's events in a phone's or a computer's calendar app: a `webcal:` link,
 * which such an app subscribes to (it reads the calendar again now and then), and the file itself.
 */
function Subscribe({ visit }: { visit: SiteVisit }) {
  const file = `${visit.siteUrl}${CALENDAR.path}`;
  return (
    <p className="subscribe">
      <a href={file.replace(/^https?:/, 'webcal:')}>Subscribe to the school calendar</a> in your calendar app, or{' '}
      <a href={`${visit.base}${CALENDAR.path}`}>download the calendar file</a>.
    </p>
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
    canonical: hrefOf('/events', { month: visit.query.month ? month : undefined }),
    feeds: [CALENDAR],
    body: (
      <>
        <PageHeading title={title} />
        <ViewLinks visit={visit} month={month} />
        <Subscribe visit={visit} />
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
    canonical: hrefOf('/events', { view: 'list', page: page + 1 }),
    feeds: [CALENDAR],
    body: (
      <>
        <PageHeading title="Upcoming events" />
        <ViewLinks visit={visit} />
        <Subscribe visit={visit} />
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
 * An event as the calendar file holds it: whole days as dates; a time of the school's clock as the
 * moment it is in the school's time zone (an end given as a day alone ends as that day does).
 */
function calendarEventOf(visit: SiteVisit, host: string, event: SchoolEvent): CalendarEvent {
  const { start, end } = event;
  const moment = (value: string) => instantOf(value, visit.timeZone);
  const allDay = event.allDay || start.length === 10;
  return {
    uid: `event-${event.id}@${host}`,
    changed: event.updatedDate,
    when: allDay
      ? { days: [dayOf(start), dayOf(end ?? start)] }
      : { start: moment(start), end: end === null ? null : moment(end.length === 10 ? addDays(end, 1) : end) },
    summary: event.title,
    description: htmlAsText(event.description),
    location: event.location,
    url: `${visit.siteUrl}/events/${event.id}`,
    categories: [CATEGORY_NAMES[event.category]],
  };
}

/**
 * `/events/calendar.ics`: every event of the website as an iCalendar file that a phone's
 * calendar subscribes to, each event named for ever by its id and the site's host.
 */
const calendarFile: SiteFile = {
  path: CALENDAR.path,
  type: CALENDAR_TYPE,
  async render(visit) {
    const found = await shown().all(visit.db, visit.websiteId);
    const host = new URL(visit.siteUrl).host;
    return calendarText({
      name: `${visit.school.name} events`,
      productId: '-//School CMS//Events//EN',
      events: found.map((event) => calendarEventOf(visit, host, event)),
    });
  },
};

/**
 * `/events` (a month, `?month=2026-12`, or the upcoming events, `?view=list`), `/events/{id}` and
 * the calendar file (docs/product/events.md): every event of the website; an event has no status.
 */
export const eventsSite: AreaSite = {
  pages: [calendar, item],
  files: [calendarFile],
  sitemap: [listUrl('/events', shown), itemUrls('/events/:id', shown)],
  // Listed as the console lists them: by start, narrowed to the days `from` to `to` where asked.
  api: () =>
    publicResource('events', events, {
      query: withDateRange(publicPageQuery),
      list: (range: DateRange & PageQuery) => ({ where: overlapping(range, SPAN) }),
    }),
};
