import type { Employee, EmployeeRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { emptyText, linkedIds } from '@/components/form/use-resource-form';
import { departmentsResource, staffResource } from '../api';

const Field = fieldsFor<EmployeeRequest>();

/** A new staff member's fields (docs/product/staff.md §3); the form holds the ids of the departments. */
const STAFF_FIELDS = {
  ...emptyText('name', 'desigation', 'qualification', 'experience', 'contactNo', 'email', 'imgUrl'),
  departmentIds: linkedIds('departments'),
};

/**
 * New and Edit Staff Member (docs/product/staff.md §5: name, designation, qualification, a valid email and at
 * least one department; experience and contact number optional), with an optional photo.
 */
export function StaffForm(props: ItemFormProps<Employee, EmployeeRequest>) {
  const aside = <Field.ImageUrl name="imgUrl" label="Photo" />;
  return (
    <ItemPageForm {...props} resource={staffResource} empty={STAFF_FIELDS} aside={aside}>
      <Field.Text name="name" label="Name" required />
      <Field.Text name="desigation" label="Designation" required />
      <Field.Text name="qualification" label="Qualification" required />
      <Field.Text name="experience" label="Experience" />
      <Field.Text name="contactNo" label="Contact Number" />
      <Field.Text name="email" label="Email" type="email" required />
      <Field.Lookup
        name="departmentIds"
        label="Departments"
        required
        of={departmentsResource}
        nameOf={(department) => department.name}
        known={props.item?.departments}
        manage={{ to: '/departments/new', label: 'New Department' }}
      />
    </ItemPageForm>
  );
}
