import { defineArea } from '../../platform/area.js';
import { bellSchedules } from './migrations/2026-11-25-008-bell-schedules.js';
import { bellTimes } from './migrations/2026-12-03-007-bell-times.js';
import { bellSchedulesRoutes } from './bell-schedules-routes.js';
import { bellSchedulesSite } from './bell-schedules-site.js';
import { seedBellSchedules } from './bell-schedules-seed.js';

/** Bell schedules, each saved whole with its blocks and entries (docs/product/bell-schedules.md). */
export const bellSchedulesArea = defineArea({
  name: 'bell schedules',
  migrations: {
    '2026-11-25-008-bell-schedules': bellSchedules,
    '2026-12-03-007-bell-times': bellTimes,
  },
  site: bellSchedulesSite,
  routes: bellSchedulesRoutes,
  seedDemo: seedBellSchedules,
});
