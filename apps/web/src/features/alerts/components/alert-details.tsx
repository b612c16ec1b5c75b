import type { Alert } from '@cms/contract';
import { OptionBadge } from '@/components/option-badge';
import { formatDate } from '@/lib/format';
import { SEVERITY_OPTIONS, STATE_OPTIONS, windowOf } from './alert-columns';

/** An alert read-only: where it stands, when it shows, and the alert as the website shows it. */
export function AlertDetails({ alert }: { alert: Alert }) {
  return (
    <div className="grid gap-6">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">State</dt>
        <dd>
          <OptionBadge options={STATE_OPTIONS} value={alert.state} />
        </dd>
        <dt className="text-muted-foreground">Severity</dt>
        <dd>
          <OptionBadge options={SEVERITY_OPTIONS} value={alert.severity} />
        </dd>
        <dt className="text-muted-foreground">Active</dt>
        <dd>{alert.active ? 'Yes' : 'No'}</dd>
        <dt className="text-muted-foreground">Window</dt>
        <dd>{windowOf(alert)}</dd>
        <dt className="text-muted-foreground">Last updated</dt>
        <dd>{formatDate(alert.updatedDate)}</dd>
      </dl>
      <section aria-labelledby={`alert-${alert.id}-header`} className="grid gap-2 rounded-lg border p-4">
        <h2 id={`alert-${alert.id}-header`} className="text-lg font-semibold">
          {alert.header}
        </h2>
        <p className="whitespace-pre-line">{alert.body}</p>
        {alert.footer && <p className="text-sm text-muted-foreground">{alert.footer}</p>}
      </section>
    </div>
  );
}
