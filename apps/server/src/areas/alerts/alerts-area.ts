import { defineArea } from '../../platform/area.js';
import { nextAlertChange } from './alerts-repository.js';
import { alertsRoutes } from './alerts-routes.js';
import { seedAlerts } from './alerts-seed.js';

/** Alerts (docs/product/alerts.md). */
export const alertsArea = defineArea({
  name: 'alerts',
  tables: ['alerts'],
  routes: alertsRoutes,
  seedDemo: seedAlerts,
  // Every page shows the live alerts (the site's layout reads them); a page is kept until the next starts or ends.
  site: { pages: [], changesAt: nextAlertChange },
});
