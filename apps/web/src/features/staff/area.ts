import { Building2 } from 'lucide-react';
import { itemScreens, sidebarArea, type SidebarArea } from '@/lib/area';

/** Departments and staff (docs/product/staff.md §2): the hub at /department-staff, then each list. */
export const staffArea: SidebarArea = sidebarArea(
  { title: 'Department & Staff', icon: Building2, card: 'Departments and staff members' },
  {
    '/department-staff': () => import('./screens/department-staff-screen').then((m) => m.DepartmentStaffScreen),
    ...itemScreens('/departments', import.meta.glob('./screens/department*-{list,view,form}-screen.tsx')),
    ...itemScreens('/staff', import.meta.glob('./screens/staff-{list,view,form}-screen.tsx')),
  },
);
