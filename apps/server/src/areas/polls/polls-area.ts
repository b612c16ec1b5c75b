import { defineArea } from '../../platform/area.js';
import { polls } from './migrations/2026-11-25-013-polls.js';
import { pollsRoutes } from './polls-routes.js';
import { pollsSite } from './polls-site.js';
import { seedPolls } from './polls-seed.js';

/** Polls and their options (docs/product/polls.md). */
export const pollsArea = defineArea({
  name: 'polls',
  migrations: { '2026-11-25-013-polls': polls },
  site: pollsSite,
  routes: pollsRoutes,
  seedDemo: seedPolls,
});
