import { CalendarDays } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** The school calendar's events (docs/product/events.md §2). */
export const eventsArea: SidebarArea = itemArea(
  { title: 'Calendar', path: '/calendar', icon: CalendarDays, card: 'School events by date and by month' },
  import.meta.glob('./screens/*-{list,view,form}-screen.tsx'),
);
