import { addDays } from '@cms/contract';
import { resourceCases } from '../site-support.js';
import { eventsArea } from '../../src/areas/events/events-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

/** A timed event on one evening (its title and start required: docs/product/events.md §5). */
export const events = resourceOf(eventsArea.resources.events, () => ({
  title: unique('Event'),
  start: '2026-12-03T18:00',
}));

/** Tomorrow morning on the site's clock (UTC), so the event is in the list of upcoming events. */
const tomorrow = () => ({ start: `${addDays(new Date().toISOString().slice(0, 10), 1)}T08:00` });

/** Events on the public site: every event of the website (an event has no status: docs/product/events.md §4). */
export const eventsOnSite = resourceCases(eventsArea, events, {
  paths: ['/events/:id', '/events?view=list'],
  api: ['/events/:id', '/events'],
  shown: tomorrow,
});
