import { PageHeader } from '@/components/layout/page-header';
import { LinkCards } from '@/components/link-cards';
import { departmentsResource, staffResource } from '../api';

const CARDS = [
  { ...departmentsResource.screens, description: 'The school’s departments, in the order the website lists them' },
  { ...staffResource.screens, description: 'Staff members, their positions and departments' },
].map(({ title, path, icon, description }) => ({ title, to: path, icon: icon!, description }));

/** /department-staff (docs/product/staff.md §2): cards leading to the departments and the staff. */
export function DepartmentStaffScreen() {
  return (
    <div>
      <PageHeader title="Department & Staff" description="Who works at the school, and in which department." />
      <LinkCards label="Department & Staff" cards={CARDS} />
    </div>
  );
}
