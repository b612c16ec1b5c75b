import { LayoutDashboard } from 'lucide-react';
import { sidebarArea, type SidebarArea } from '@/lib/area';

/** The dashboard (docs/product/console.md §2): the console's first screen. */
export const dashboardArea: SidebarArea = sidebarArea(
  { title: 'Dashboard', icon: LayoutDashboard },
  {
    '/': () => import('./screens/dashboard-screen').then((m) => m.DashboardScreen),
  },
);
