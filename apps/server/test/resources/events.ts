import { eventsArea } from '../../src/areas/events/events-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

/** A timed event on one evening (its title and start required: docs/product/events.md §5). */
export const events = resourceOf(eventsArea.resources.events, () => ({
  title: unique('Event'),
  start: '2026-12-03T18:00',
}));
