import { Building2 } from 'lucide-react';
import { itemScreens, sidebarArea, type SidebarArea } from '@/lib/area';

/** Departments and staff (docs/product/staff.md §2): the hub at /department-staff, then each list. */
export const staffArea: SidebarArea = sidebarArea(
  { title: 'Department & Staff', icon: Building2, card: 'Departments and staff members' },
  {
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
);
