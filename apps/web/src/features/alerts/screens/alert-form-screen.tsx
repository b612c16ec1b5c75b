import { ItemFormScreen } from '@/components/item-screens';
import { alertItem, alertsResource } from '../api';
import { AlertForm } from '../components/alert-form';

/** /alerts/new and /alerts/{id}/edit: one form, then back to the list. */
export function AlertFormScreen({ mode }: { mode: 'new' | 'edit' }) {
  return (
    <ItemFormScreen
      mode={mode}
      item={alertItem}
      resource={alertsResource}
      title={{ new: 'New Alert', edit: 'Edit Alert' }}
      description={{ new: 'Tell visitors of the website something they must not miss.' }}
      denied="edit alerts"
      form={({ item, onSubmit }) => <AlertForm alert={item} onSubmit={onSubmit} />}
    />
  );
}

export const AlertCreateScreen = () => <AlertFormScreen mode="new" />;
export const AlertEditScreen = () => <AlertFormScreen mode="edit" />;
