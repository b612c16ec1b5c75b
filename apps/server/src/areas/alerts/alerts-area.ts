import { defineArea } from '../../platform/area.js';
import { alertsRoutes } from './alerts-routes.js';
import { alertsSite } from './alerts-site.js';
import { seedAlerts } from './alerts-seed.js';

/** Alerts (docs/product/alerts.md). */
export const alertsArea = defineArea({
  name: 'alerts',
  tables: ['alerts'],
  site: alertsSite,
  routes: alertsRoutes,
  seedDemo: seedAlerts,
});
