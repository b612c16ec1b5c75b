import { Building2 } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** Departments and staff (docs/product/staff.md §2): the hub at /department-staff, then each list. */
export const staffArea: SidebarArea = {
  menu: {
    title: 'Department & Staff',
    path: '/department-staff',
    icon: Building2,
    card: 'Departments and staff members',
  },
  screens: {
    '/department-staff': () => import('./screens/department-staff-screen').then((m) => m.DepartmentStaffScreen),
    '/departments': () => import('./screens/departments-list-screen').then((m) => m.DepartmentsListScreen),
    '/departments/new': () => import('./screens/department-form-screen').then((m) => m.DepartmentCreateScreen),
    '/departments/:id': () => import('./screens/department-view-screen').then((m) => m.DepartmentViewScreen),
    '/departments/:id/edit': () => import('./screens/department-form-screen').then((m) => m.DepartmentEditScreen),
    '/staff': () => import('./screens/staff-list-screen').then((m) => m.StaffListScreen),
    '/staff/new': () => import('./screens/staff-form-screen').then((m) => m.StaffCreateScreen),
    '/staff/:id': () => import('./screens/staff-view-screen').then((m) => m.StaffViewScreen),
    '/staff/:id/edit': () => import('./screens/staff-form-screen').then((m) => m.StaffEditScreen),
  },
};
