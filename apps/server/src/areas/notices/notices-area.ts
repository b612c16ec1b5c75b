import { defineArea } from '../../platform/area.js';
import { notices, noticesRoutes } from './notices-routes.js';
import { seedNotices } from './notices-seed.js';

/** The notice board (docs/product/notices.md). */
export const noticesArea = defineArea({
  name: 'notice board',
  routes: noticesRoutes,
  seedDemo: seedNotices,
  tables: ['notices'],
  resources: { notices },
});
