import { itemFormScreens } from '@/components/item-screens';
import { alertsResource } from '../api';
import { AlertForm } from '../components/alert-form';

/** /alerts/new and /alerts/{id}/edit: one form, then back to the list. */
export const { CreateScreen, EditScreen } = itemFormScreens(alertsResource, AlertForm, {
  new: 'Tell visitors of the website something they must not miss.',
});
