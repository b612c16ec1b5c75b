import { TriangleAlert } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** Alerts (docs/product/alerts.md §2). */
export const alertsArea: SidebarArea = {
  menu: { title: 'Alert', path: '/alerts', icon: TriangleAlert, card: 'Alerts shown on the website' },
  screens: {
    '/alerts': () => import('./screens/alerts-list-screen').then((m) => m.AlertsListScreen),
    '/alerts/new': () => import('./screens/alert-form-screen').then((m) => m.AlertCreateScreen),
    '/alerts/:id': () => import('./screens/alert-view-screen').then((m) => m.AlertViewScreen),
    '/alerts/:id/edit': () => import('./screens/alert-form-screen').then((m) => m.AlertEditScreen),
  },
};
