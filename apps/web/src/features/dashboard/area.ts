import { LayoutDashboard } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** The dashboard (docs/product/console.md §2): the console's first screen. */
export const dashboardArea: SidebarArea = {
  menu: { title: 'Dashboard', path: '/', icon: LayoutDashboard },
  screens: {
    '/': () => import('./screens/dashboard-screen').then((m) => m.DashboardScreen),
  },
};
