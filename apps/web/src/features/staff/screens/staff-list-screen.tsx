import { Building2 } from 'lucide-react';
import { ResourceListScreen } from '@/components/resource-list-screen';
import { staffResource } from '../api';
import { staffColumns } from '../components/staff-columns';

/** /staff (docs/product/staff.md §2): the staff by `orderNo`, dragged into a new order, ten a page. */
export function ListScreen() {
  return (
    <ResourceListScreen
      resource={staffResource}
      description="Drag a staff member by the handle to change the order the website lists them in."
      columns={staffColumns}
      rowLabel={(member) => member.name}
      links={[{ to: '/departments', label: 'Departments', icon: Building2 }]}
      firstVerb="Add"
      ordered
    />
  );
}
