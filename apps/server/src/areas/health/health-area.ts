import { defineArea } from '../../platform/area.js';
import { healthRoutes } from './health-routes.js';

/** The health check a load balancer asks (public): the area of `/health`. */
export const healthArea = defineArea({ name: 'health', routes: healthRoutes });
