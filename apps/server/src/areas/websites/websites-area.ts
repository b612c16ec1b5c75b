import { defineArea } from '../../platform/area.js';
import { websitesRoutes } from './websites-routes.js';
import { websitesSite } from './websites-site.js';

/** The websites a SUPER_ADMIN manages (their table is the platform's), and each one's public details in the public API. */
export const websitesArea = defineArea({ name: 'websites', site: websitesSite, routes: websitesRoutes });
