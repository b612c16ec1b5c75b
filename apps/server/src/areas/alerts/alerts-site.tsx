import type { Alert } from '@cms/contract';

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
