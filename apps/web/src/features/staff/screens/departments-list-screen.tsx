import { Users } from 'lucide-react';
import { ResourceListScreen } from '@/components/resource-list-screen';
import { departmentsResource } from '../api';
import { departmentColumns, departmentDeleteQuestion } from '../components/department-columns';

/** /departments (docs/product/staff.md §2): the departments in their order, dragged into a new one, ten a page. */
export function ListScreen() {
  return (
    <ResourceListScreen
      resource={departmentsResource}
      description="Drag a department by its handle to change the order the website lists them in."
      columns={departmentColumns}
      rowLabel={(department) => department.name}
      confirm={departmentDeleteQuestion}
      links={[{ to: '/staff', label: 'Staff', icon: Users }]}
      firstVerb="Add"
      ordered
    />
  );
}
