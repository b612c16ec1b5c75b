import { Plus, TriangleAlert } from 'lucide-react';
import { ALERT_STATES, alertsMessages } from '@cms/contract';
import { useItemActions, useSwitchColumn } from '@/components/columns';
import { valuesFrom } from '@/components/form/use-resource-form';
import { HeaderLinks, PageHeader } from '@/components/layout/page-header';
import { ResourceList } from '@/components/resource-list';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { useCan } from '@/lib/permissions';
import { alertsResource } from '../api';
import { alertColumns, alertDeleteConfirm, alertPath, STATE_OPTIONS } from '../components/alert-columns';
import { ALERT_FIELDS } from '../components/alert-form';

const FILTERS = ['state'] as const;

/** /alerts (spec 02 §2): the website's alerts, newest first, ten a page, filtered by state. */
export function AlertsListScreen() {
  const canWrite = useCan('writeContent');
  const list = useTableUrlState(FILTERS);
  const state = ALERT_STATES.find((value) => value === list.filters.state);
  const alerts = alertsResource.useList({ page: list.pageIndex, state });
  const actions = useItemActions(alertsResource, { path: alertPath, confirm: alertDeleteConfirm });
  // Switched from the row: the alert's PUT with `active` changed.
  const active = useSwitchColumn(alertsResource, {
    id: 'active',
    header: 'Active',
    checked: (alert) => alert.active,
    rowLabel: (alert) => alert.title,
    body: (alert, checked) => ({ ...valuesFrom(ALERT_FIELDS, alert), active: checked }),
  });

  return (
    <div>
      <PageHeader
        title="Alerts"
        description="Notices shown across the top of the school website."
        actions={
          <HeaderLinks links={[{ to: '/alerts/new', label: 'New Alert', icon: Plus, primary: true, write: true }]} />
        }
      />
      <ResourceList
        query={alerts}
        list={list}
        icon={TriangleAlert}
        columns={[...alertColumns, active]}
        actions={actions}
        rowLabel={(alert) => alert.title}
        testId="alert"
        itemLabel={['alert', 'alerts']}
        loadingLabel="Loading alerts..."
        errorTitle={alertsMessages.loadFailed}
        empty={{ title: alertsMessages.empty, hint: canWrite && 'Add the first one with the New Alert button.' }}
        filters={{
          label: 'Filter alerts',
          fields: [{ name: 'state', label: 'State', allLabel: 'All states', options: STATE_OPTIONS }],
        }}
      />
    </div>
  );
}
