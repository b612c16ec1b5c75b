import { Building2, Users } from 'lucide-react';
import { departmentsContract, employeesContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';

/** Departments (`/misc/cms/dac/departments`), docs/product/staff.md §7, numbered from 1 (§4). */
export const departmentsResource = defineResource({
  contract: departmentsContract,
  // The staff show their departments' names: a renamed or deleted department changes them.
  parent: { key: 'staff' },
  screens: { path: '/departments', title: 'Departments', icon: Building2 },
});

/** Staff members (`/misc/cms/eac/employees`), docs/product/staff.md §7, by `orderNo` from 1; they show their departments' names. */
export const staffResource = defineResource({
  contract: employeesContract,
  // A staff member's change shows in their departments (a department lists its staff).
  parent: departmentsResource,
  screens: { path: '/staff', title: 'Staff', icon: Users },
});
