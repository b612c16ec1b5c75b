import { z } from 'zod';
import { contentEntity } from './entities.js';
import { optionalRichText, optionalWallClock, requiredText, textOrEmpty, wallClock } from './fields.js';
import { oneOf, outcomeMessages, required, trueOrFalse } from './messages.js';
import { sortQuery } from './ordering.js';
import { lookupQuery, withDateRange } from './paging.js';
import { collectionPaths } from './paths.js';
import { resourceContract } from './resources.js';
import { addDays, dayOf, isCalendarDate } from './times.js';

/* The school calendar's events (docs/product/events.md). */

export const eventsPaths = collectionPaths('events', 'event', '/misc/cms/evac/events');

/** What kind of event it is, from the kinds a school's calendar shows; a new one is `other`. */
export const EVENT_CATEGORIES = ['academic', 'sports', 'arts', 'holiday', 'meeting', 'community', 'other'] as const;

/** The longest an event may last, so that a range's events are found from a bounded stretch of starts. */
export const MAX_EVENT_DAYS = 366;

export const eventsMessages = {
  titleRequired: required('Title'),
  startRequired: required('Start'),
  startInvalid: 'Start must be a date such as 2026-12-03, or a date and time such as 2026-12-03T18:00',
  endInvalid: 'End must be a date such as 2026-12-05, or a date and time such as 2026-12-05T20:00',
  allDayInvalid: trueOrFalse('allDay'),
  allDayHasNoTimes: 'An all-day event has dates without times',
  startNeedsTime: 'Give the start a time, or make the event all day',
  endNeedsTime: 'Give the end a time, or leave it empty',
  endBeforeStart: 'End must not be before the start',
  tooLong: `An event can last at most ${MAX_EVENT_DAYS} days`,
  categoryInvalid: oneOf('category', EVENT_CATEGORIES),
  ...outcomeMessages('Event', 'events'),
} as const;

export const eventCategory = z.enum(EVENT_CATEGORIES, { error: eventsMessages.categoryInvalid });
export type EventCategory = z.infer<typeof eventCategory>;

/**
 * Create and update take the same body. An all-day event's `start` and `end` are dates (its first
 * and last day), a timed one's dates and times on the school's clock; with no `end` it ends when
 * it starts (on its one day). The description is rich HTML, sanitized by the server.
 */
export const eventRequest = z
  .object({
    title: requiredText(eventsMessages.titleRequired, 255),
    allDay: z.boolean({ error: eventsMessages.allDayInvalid }).default(false),
    start: wallClock(eventsMessages.startRequired, eventsMessages.startInvalid),
    end: optionalWallClock(eventsMessages.endInvalid),
    location: textOrEmpty(255),
    category: eventCategory.default('other'),
    description: optionalRichText(),
  })
  .superRefine(({ allDay, start, end }, context) => {
    const refuse = (path: 'start' | 'end', message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (allDay) {
      if (!isCalendarDate(start)) refuse('start', eventsMessages.allDayHasNoTimes);
      else if (end && !isCalendarDate(end)) refuse('end', eventsMessages.allDayHasNoTimes);
    } else if (isCalendarDate(start)) refuse('start', eventsMessages.startNeedsTime);
    else if (end && isCalendarDate(end)) refuse('end', eventsMessages.endNeedsTime);
    if (context.issues.length > 0 || !end) return;
    if (end < start) refuse('end', eventsMessages.endBeforeStart);
    else if (dayOf(end) > addDays(dayOf(start), MAX_EVENT_DAYS)) refuse('end', eventsMessages.tooLong);
  });
export type EventRequest = z.input<typeof eventRequest>;

export const event = contentEntity({
  title: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string().nullable(),
  location: z.string(),
  category: eventCategory,
  description: z.string(),
});
export type SchoolEvent = z.infer<typeof event>;

/**
 * By start, then id (`sortOrder=desc` for the latest first); `search` looks in the title,
 * `category` keeps one kind, and `from`/`to` the events with a moment on those days.
 */
export const eventListQuery = withDateRange(
  lookupQuery.extend({ category: eventCategory.optional(), ...sortQuery(['start']) }),
);
export type EventListQuery = z.infer<typeof eventListQuery>;

/** The school calendar's events, with a real delete. */
export const eventsContract = resourceContract('events', {
  paths: { collection: eventsPaths.events, item: eventsPaths.event },
  schemas: { entity: event, listQuery: eventListQuery, request: eventRequest },
  messages: eventsMessages,
});
