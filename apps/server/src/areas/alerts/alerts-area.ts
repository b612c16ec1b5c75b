import { defineArea } from '../../platform/area.js';
import { alertsRoutes } from './alerts-routes.js';
import { seedAlerts } from './alerts-seed.js';

/** Alerts (docs/product/alerts.md). */
export const alertsArea = defineArea({
  name: 'alerts',
  tables: ['alerts'],
  routes: alertsRoutes,
  seedDemo: seedAlerts,
});
