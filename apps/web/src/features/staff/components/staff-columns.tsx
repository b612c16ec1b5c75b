import type { Employee } from '@cms/contract';
import { orderNoColumn, titleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { staffResource } from '../api';

const { screens } = staffResource;

/** The staff member's photo, or their initials where there is none (or it does not load). */
export function StaffPhoto({ member, className }: { member: Employee; className?: string }) {
  const initials = member.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <Avatar className={cn('size-10', className)}>
      {member.imgUrl && <AvatarImage src={member.imgUrl} alt={`Photo of ${member.name}`} />}
      <AvatarFallback aria-hidden="true">{initials}</AvatarFallback>
    </Avatar>
  );
}

const name = titleColumn<Employee>({ header: 'Name', to: (row) => screens.itemPath(row.id), title: (row) => row.name });

/** The departments' names, as a staff member lists them. */
export const departmentNames = (member: Employee) => member.departments.map((department) => department.name).join(', ');

/** The staff table (docs/product/staff.md §2): name (with the photo), position, qualification, email, departments. */
export const staffColumns: Column<Employee>[] = [
  {
    ...name,
    cell: (row) => (
      <div className="flex items-center gap-3">
        <StaffPhoto member={row} />
        {name.cell(row)}
      </div>
    ),
  },
  { id: 'position', header: 'Position', cell: (row) => row.desigation },
  { id: 'qualification', header: 'Qualification', cell: (row) => row.qualification },
  { id: 'email', header: 'Email', className: 'break-all', cell: (row) => row.email },
  { id: 'departments', header: 'Departments', className: 'whitespace-normal', cell: departmentNames },
  orderNoColumn(),
];
