import { useSwitchColumn } from '@/components/columns';
import { valuesFrom } from '@/components/form/use-resource-form';
import { ResourceListScreen } from '@/components/resource-list-screen';
import { alertsResource } from '../api';
import { alertColumns, alertDeleteConfirm, STATE_OPTIONS } from '../components/alert-columns';
import { ALERT_FIELDS } from '../components/alert-form';

/** /alerts (docs/product/alerts.md §2): the website's alerts, newest first, ten a page, filtered by state. */
export function ListScreen() {
  // Switched from the row: the alert's PUT with `active` changed.
  const active = useSwitchColumn(alertsResource, {
    id: 'active',
    header: 'Active',
    checked: (alert) => alert.active,
    rowLabel: (alert) => alert.title,
    body: (alert, checked) => ({ ...valuesFrom(ALERT_FIELDS, alert), active: checked }),
  });
  return (
    <ResourceListScreen
      resource={alertsResource}
      description="Notices shown across the top of the school website."
      columns={[...alertColumns, active]}
      confirm={alertDeleteConfirm}
      filters={[{ name: 'state', label: 'State', allLabel: 'All states', options: STATE_OPTIONS }]}
      firstVerb="Add"
    />
  );
}
