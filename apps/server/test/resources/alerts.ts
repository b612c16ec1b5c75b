import { alertsArea } from '../../src/areas/alerts/alerts-area.js';
import { publicCases, type PublicCases } from '../site-support.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

/** The fields an alert needs (docs/product/alerts.md §5), with a title of its own. */
export const alertRequired = {
  title: 'Early dismissal',
  header: 'School ends at 1 pm',
  body: 'Buses leave at 1:15 pm.',
};
export const alerts = resourceOf(alertsArea.resources.alerts, () => ({ ...alertRequired, title: unique('Alert') }));

const inApi = (alert: { id: number; title: string }) => ({ path: '/', text: alert.title });
const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

/**
 * Alerts in the public content API (they have no page of their own, and the site shows them on
 * every page): only those live now, the list whole.
 */
export const alertsInApi: PublicCases = {
  ...publicCases(
    alertsArea.name,
    '',
    {
      make: (client) => alerts.create(client, { endsAt: inAnHour() }),
      remove: (client, alert) => alerts.remove(client, alert.id),
      onSite: inApi,
    },
    {
      inactive: async ({ admin }) => inApi(await alerts.create(admin, { active: false })),
      scheduled: async ({ admin }) => inApi(await alerts.create(admin, { startsAt: inAnHour() })),
      expired: async ({ admin }) => inApi(await alerts.create(admin, { endsAt: aMinuteAgo() })),
    },
  ),
  list: undefined,
  api: '/alerts',
};
