import { defineArea } from '../../platform/area.js';
import { noticesRoutes } from './notices-routes.js';
import { noticesSite } from './notices-site.js';
import { seedNotices } from './notices-seed.js';

/** The notice board (docs/product/notices.md). */
export const noticesArea = defineArea({
  name: 'notice board',
  tables: ['notices'],
  site: noticesSite,
  routes: noticesRoutes,
  seedDemo: seedNotices,
});
