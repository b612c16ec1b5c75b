import { alertsArea } from '../../src/areas/alerts/alerts-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

/** The fields an alert needs (docs/product/alerts.md §5), with a title of its own. */
export const alertRequired = {
  title: 'Early dismissal',
  header: 'School ends at 1 pm',
  body: 'Buses leave at 1:15 pm.',
};
export const alerts = resourceOf(alertsArea.resources.alerts, () => ({ ...alertRequired, title: unique('Alert') }));
