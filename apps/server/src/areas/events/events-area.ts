import { defineArea } from '../../platform/area.js';
import { eventsRoutes } from './events-routes.js';
import { eventsSite } from './events-site.js';
import { seedEvents } from './events-seed.js';
import { events } from './migrations/2026-11-27-001-events.js';

/** The school calendar's events (docs/product/events.md). */
export const eventsArea = defineArea({
  name: 'events',
  migrations: { '2026-11-27-001-events': events },
  site: eventsSite,
  routes: eventsRoutes,
  seedDemo: seedEvents,
});
