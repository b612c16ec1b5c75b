import { itemFormScreens } from '@/components/item-screens';
import { staffResource } from '../api';
import { StaffForm } from '../components/staff-form';

/** /staff/new and /staff/{id}/edit: one form, then back to the list; a missing one goes back at once. */
export const { CreateScreen, EditScreen } = itemFormScreens(
  staffResource,
  StaffForm,
  { new: 'A new staff member goes at the end of the list.' },
  { missingToList: true },
);
