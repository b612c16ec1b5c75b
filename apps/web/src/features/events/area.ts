import { CalendarDays } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** The school calendar's events (docs/product/events.md §2). */
export const eventsArea: SidebarArea = {
  menu: { title: 'Calendar', path: '/calendar', icon: CalendarDays, card: 'School events by date and by month' },
  screens: {
    '/calendar': () => import('./screens/events-list-screen').then((m) => m.EventsListScreen),
    '/calendar/new': () => import('./screens/event-form-screen').then((m) => m.EventCreateScreen),
    '/calendar/:id': () => import('./screens/event-view-screen').then((m) => m.EventViewScreen),
    '/calendar/:id/edit': () => import('./screens/event-form-screen').then((m) => m.EventEditScreen),
  },
};
