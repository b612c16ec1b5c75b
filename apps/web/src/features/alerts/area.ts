import { TriangleAlert } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** Alerts (docs/product/alerts.md §2). */
export const alertsArea: SidebarArea = itemArea(
  { title: 'Alert', path: '/alerts', icon: TriangleAlert, card: 'Alerts shown on the website' },
  import.meta.glob('./screens/*-{list,view,form}-screen.tsx'),
);
