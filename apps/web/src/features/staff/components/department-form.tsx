import type { Department, DepartmentRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { departmentsResource } from '../api';

const Field = fieldsFor<DepartmentRequest>();

const DEPARTMENT_FIELDS = { name: '', description: '' };

/** New Department and Edit Department (docs/product/staff.md §2, §5: the name is required). */
export function DepartmentForm(props: ItemFormProps<Department, DepartmentRequest>) {
  return (
    <ItemPageForm {...props} resource={departmentsResource} empty={DEPARTMENT_FIELDS}>
      <Field.Text name="name" label="Name" required />
      <Field.Textarea name="description" label="Description" rows={4} />
    </ItemPageForm>
  );
}
