import { bellSchedulesContract } from '@cms/contract';
import { defineArea } from '../../platform/area.js';
import { bellSchedules } from './migrations/2026-11-25-008-bell-schedules.js';
import { schedulesTable } from './bell-schedules-repository.js';
import { bellSchedulesRoutes } from './bell-schedules-routes.js';
import { seedBellSchedules } from './bell-schedules-seed.js';

/** Bell schedules, each saved whole with its blocks and entries (docs/product/bell-schedules.md). */
export const bellSchedulesArea = defineArea({
  name: 'bell schedules',
  tables: ['bell_schedules', 'bell_blocks', 'bell_entries'],
  migrations: { '2026-11-25-008-bell-schedules': bellSchedules },
  routes: bellSchedulesRoutes,
  resources: { bellSchedules: { contract: bellSchedulesContract, table: schedulesTable } },
  seedDemo: seedBellSchedules,
});
