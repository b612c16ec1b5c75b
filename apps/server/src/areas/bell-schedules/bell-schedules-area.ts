import { defineArea } from '../../platform/area.js';
import { bellSchedules as bellSchedulesTables } from './migrations/2026-11-25-008-bell-schedules.js';
import { bellSchedules, bellSchedulesRoutes } from './bell-schedules-routes.js';
import { seedBellSchedules } from './bell-schedules-seed.js';

/** Bell schedules, each saved whole with its blocks and entries (docs/product/bell-schedules.md). */
export const bellSchedulesArea = defineArea({
  name: 'bell schedules',
  tables: ['bell_schedules', 'bell_blocks', 'bell_entries'],
  migrations: { '2026-11-25-008-bell-schedules': bellSchedulesTables },
  routes: bellSchedulesRoutes,
  resources: { bellSchedules },
  seedDemo: seedBellSchedules,
});
