import type { Employee, EmployeeRequest } from '@cms/contract';
import { ImageUrlField, LookupField, TextField } from '@/components/form/form-fields';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { linkedIds } from '@/components/form/use-resource-form';
import { departmentsResource, staffResource } from '../api';

/** A new staff member's fields (spec 02 §3); the form holds the ids of the departments. */
const STAFF_FIELDS = {
  name: '',
  desigation: '',
  qualification: '',
  experience: '',
  contactNo: '',
  email: '',
  imgUrl: '',
  departmentIds: linkedIds('departments'),
};

/**
 * New and Edit Staff Member (spec 02 §5: name, designation, qualification, a valid email and at
 * least one department; experience and contact number optional), with an optional photo.
 */
export function StaffForm(props: ItemFormProps<Employee, EmployeeRequest>) {
  const aside = <ImageUrlField name="imgUrl" label="Photo" />;
  return (
    <ItemPageForm {...props} resource={staffResource} empty={STAFF_FIELDS} aside={aside}>
      <TextField name="name" label="Name" required />
      <TextField name="desigation" label="Designation" required />
      <TextField name="qualification" label="Qualification" required />
      <TextField name="experience" label="Experience" />
      <TextField name="contactNo" label="Contact Number" />
      <TextField name="email" label="Email" type="email" required />
      <LookupField
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
