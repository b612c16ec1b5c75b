import { TriangleAlert } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** Alerts (docs/product/alerts.md §2). */
export const alertsArea: SidebarArea = itemArea(
  { title: 'Alert', path: '/alerts', icon: TriangleAlert, card: 'Alerts shown on the website' },
  {
    list: () => import('./screens/alerts-list-screen'),
    view: () => import('./screens/alert-view-screen'),
    form: () => import('./screens/alert-form-screen'),
  },
);
