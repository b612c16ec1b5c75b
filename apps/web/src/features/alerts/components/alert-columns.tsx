import type { Alert, AlertSeverity, AlertState } from '@cms/contract';
import { badgeColumn, itemTitleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import type { BadgeOption } from '@/components/option-badge';
import { formatDateTime } from '@/lib/format';
import { alertsResource } from '../api';

/** How urgent an alert is, in the order the select offers it. */
export const SEVERITY_OPTIONS: BadgeOption<AlertSeverity>[] = [
  { value: 'information', label: 'Information', variant: 'secondary' },
  { value: 'warning', label: 'Warning', variant: 'default' },
  { value: 'emergency', label: 'Emergency', variant: 'destructive' },
];

/** Where an alert stands now, as the server answers it: nobody has to touch an alert for it to expire. */
export const STATE_OPTIONS: BadgeOption<AlertState>[] = [
  { value: 'live', label: 'Live', variant: 'success' },
  { value: 'scheduled', label: 'Scheduled', variant: 'default' },
  { value: 'expired', label: 'Expired', variant: 'secondary' },
  { value: 'off', label: 'Off', variant: 'outline' },
];

/** When the alert shows: 'Always', 'From …', 'Until …' or '… – …', in the browser's time zone. */
export function windowOf({ startsAt, endsAt }: Pick<Alert, 'startsAt' | 'endsAt'>): string {
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
  if (startsAt) return `From ${formatDateTime(startsAt)}`;
  if (endsAt) return `Until ${formatDateTime(endsAt)}`;
  return 'Always';
}

/** The alerts table: title and header, severity, state and window (Active is switched from the row). */
export const alertColumns: Column<Alert>[] = [
  itemTitleColumn(alertsResource, (alert) => alert.header),
  badgeColumn({ id: 'severity', header: 'Severity', value: (alert) => alert.severity, options: SEVERITY_OPTIONS }),
  badgeColumn({ id: 'state', header: 'State', value: (alert) => alert.state, options: STATE_OPTIONS }),
  { id: 'window', header: 'Window', className: 'text-muted-foreground', cell: windowOf },
];

/** What the spec's question before a delete says of the alert (docs/product/alerts.md §5). */
export const alertDeleteConfirm = {
  description: (alert: Alert) => `"${alert.title}" will be removed from the website for good.`,
};
