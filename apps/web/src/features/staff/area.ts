import { Building2 } from 'lucide-react';
import { itemScreens, type SidebarArea } from '@/lib/area';

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
    ...itemScreens('/departments', {
      list: () => import('./screens/departments-list-screen'),
      view: () => import('./screens/department-view-screen'),
      form: () => import('./screens/department-form-screen'),
    }),
    ...itemScreens('/staff', {
      list: () => import('./screens/staff-list-screen'),
      view: () => import('./screens/staff-view-screen'),
      form: () => import('./screens/staff-form-screen'),
    }),
  },
};
