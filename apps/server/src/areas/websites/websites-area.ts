import { defineArea } from '../../platform/area.js';
import { websitesRoutes } from './websites-routes.js';

/** The websites a SUPER_ADMIN manages; their table is the platform's. */
export const websitesArea = defineArea({ name: 'websites', routes: websitesRoutes });
