import { ItemViewScreen } from '@/components/item-screens';
import { alertsResource } from '../api';
import { AlertDetails } from '../components/alert-details';

/** /alerts/{id}: the alert read-only, with Edit for writers. */
export function ViewScreen() {
  return <ItemViewScreen resource={alertsResource}>{(alert) => <AlertDetails alert={alert} />}</ItemViewScreen>;
}
