import { alert as alertEntity, type Alert } from '@cms/contract';
import { publicEntity, publicList } from '../../platform/site/public-api.js';
import type { AreaSite } from '../../platform/site/site-page.js';
import { liveAlerts, nextAlertChange } from './alerts-repository.js';

const SEVERITY_WORDS = { information: 'Information', warning: 'Warning', emergency: 'Emergency' } as const;

/**
 * The live alerts on every page of the public site (docs/design.md §10), above everything else,
 * each styled by its severity and named by it in words, so that colour is never the only sign.
 */
export function AlertBanner({ alerts }: { alerts: readonly Alert[] }) {
  if (alerts.length === 0) return null;
  return (
    <section className="alerts" aria-label="Alerts">
      {alerts.map((alert) => (
        <div key={alert.id} className={`alert alert-${alert.severity}`}>
          <p className="alert-header">
            <strong>
              {SEVERITY_WORDS[alert.severity as keyof typeof SEVERITY_WORDS] ?? 'Alert'}: {alert.header}
            </strong>
          </p>
          <p>{alert.body}</p>
          {alert.footer ? <p className="alert-footer">{alert.footer}</p> : null}
        </div>
      ))}
    </section>
  );
}

/**
 * The live alerts in the public content API (docs/design.md §10), as every page shows them: those
 * live at the moment asked, most severe first, then newest (a school's app shows the snow day too).
 */
export const alertsSite: AreaSite = {
  // Every page shows the live alerts (the site's layout reads them): nothing is kept past the next start or end.
  changesAt: nextAlertChange,
  api: () => [
    publicList('alerts', publicEntity(alertEntity), 'The alerts live now, most severe first, then newest', (visit) =>
      liveAlerts(visit.db, visit.websiteId, visit.at),
    ),
  ],
};
