import { itemFormScreens } from '@/components/item-screens';
import { departmentsResource } from '../api';
import { DepartmentForm } from '../components/department-form';

/** /departments/new and /departments/{id}/edit: one form, then back to the list; a missing one goes back at once. */
export const { CreateScreen, EditScreen } = itemFormScreens(
  departmentsResource,
  DepartmentForm,
  { new: 'A new department goes at the end of the list.' },
  { missingToList: true },
);
