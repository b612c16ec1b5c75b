import { defineArea } from '../../platform/area.js';
import { events, eventsRoutes } from './events-routes.js';
import { seedEvents } from './events-seed.js';
import { events as eventsTables } from './migrations/2026-11-27-001-events.js';

/** The school calendar's events (docs/product/events.md). */
export const eventsArea = defineArea({
  name: 'events',
  tables: ['events'],
  migrations: { '2026-11-27-001-events': eventsTables },
  routes: eventsRoutes,
  resources: { events },
  seedDemo: seedEvents,
});
