import { CalendarClock } from 'lucide-react';
import { sidebarArea, type SidebarArea } from '@/lib/area';

/** Bell schedules (docs/product/bell-schedules.md §2): one screen edits a schedule, `/bell-schedule/0` a new one. */
export const bellSchedulesArea: SidebarArea = sidebarArea(
  { title: 'Bell Schedule', icon: CalendarClock, card: 'Bell schedules, blocks and periods' },
  {
    '/bell-schedule-list': () => import('./screens/bell-schedule-list-screen').then((m) => m.BellScheduleListScreen),
    '/bell-schedule/:id': () => import('./screens/bell-schedule-screen').then((m) => m.BellScheduleScreen),
  },
);
