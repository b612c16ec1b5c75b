import { defineArea } from '../../platform/area.js';
import { polls as pollsTables } from './migrations/2026-11-25-013-polls.js';
import { polls, pollsRoutes } from './polls-routes.js';
import { seedPolls } from './polls-seed.js';

/** Polls and their options (docs/product/polls.md). */
export const pollsArea = defineArea({
  name: 'polls',
  tables: ['polls', 'poll_options'],
  migrations: { '2026-11-25-013-polls': pollsTables },
  routes: pollsRoutes,
  resources: { polls },
  seedDemo: seedPolls,
});
