import { eventsContract, MAX_EVENT_DAYS } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { overlapping } from '../../platform/kit/date-range.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { sanitizeRichHtml } from '../../platform/sanitize.js';
import { eventsTable } from './events-repository.js';

/**
 * Events by start (or the latest first), of one category, on a range of days; the description
 * sanitized (docs/design.md §4). An event has no status (docs/product/events.md §4): the public site
 * shows every event of the website.
 */
export const events = tableResource(eventsContract, eventsTable, {
  list: (query) => ({
    filters: { category: query.category },
    where: overlapping(query, { start: 'start', end: 'end', longestDays: MAX_EVENT_DAYS }),
  }),
  columns: (body) => ({
    ...columnsFrom(body, ['title', 'start', 'end', 'location', 'category']),
    all_day: body.allDay ? 1 : 0,
    description: sanitizeRichHtml(body.description, 'description'),
  }),
  // The media library warns before deleting a picture an event's description shows.
  files: { kind: 'event', name: 'title', rich: ['description'] },
  visible: {},
});

/** The school calendar (`/misc/cms/evac/events`, docs/product/events.md §7), with a real delete. */
export const eventsRoutes = areaRoutes({ events });
