import { departmentDeleteConfirm, type Department } from '@cms/contract';
import { orderNoColumn, titleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import { departmentsResource } from '../api';

const { screens } = departmentsResource;

/** The departments table (docs/product/staff.md §2): name and description, in their order, with how many staff. */
export const departmentColumns: Column<Department>[] = [
  titleColumn({ header: 'Name', to: (row) => screens.itemPath(row.id), title: (row) => row.name }),
  {
    id: 'description',
    header: 'Description',
    className: 'max-w-md whitespace-normal text-muted-foreground',
    cell: (row) => row.description || '-',
  },
  { id: 'staff', header: 'Staff', className: 'tabular-nums', cell: (row) => row.staff.length },
  orderNoColumn(),
];

/** A department that still has staff says so, with how many, before it goes: the staff stay. */
export const departmentDeleteQuestion = {
  description: (row: Department) => departmentDeleteConfirm(row.name, row.staff.length),
};
