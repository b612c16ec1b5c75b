import { ItemViewScreen } from '@/components/item-screens';
import { alertItem } from '../api';
import { AlertDetails } from '../components/alert-details';

/** /alerts/{id}: the alert read-only, with Edit for writers. */
export function AlertViewScreen() {
  return (
    <ItemViewScreen
      item={alertItem}
      title={(alert) => alert.title}
      edit={{ to: (alert) => `/alerts/${alert.id}/edit` }}
    >
      {(alert) => <AlertDetails alert={alert} />}
    </ItemViewScreen>
  );
}
