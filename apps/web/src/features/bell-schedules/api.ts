import { CalendarClock } from 'lucide-react';
import { BELL_ORDER_BASE, bellSchedulesContract, type BellSchedule, type BellScheduleRequest } from '@cms/contract';
import { defineResource } from '@/lib/resource';

/**
 * Bell schedules (`/misc/cms/bsac/bell-schedules`), spec 02 §7 and §8: a list of cards and one
 * screen, `/bell-schedule/{id}` (0 for a new one), that edits a schedule whole.
 */
export const bellSchedulesResource = defineResource<BellSchedule, BellScheduleRequest>({
  // The key is also the list's words: 'Failed to load bell schedules' (spec 02 §8).
  key: 'bell schedules',
  contract: bellSchedulesContract,
  orderBase: BELL_ORDER_BASE,
  screens: {
    path: '/bell-schedule-list',
    title: 'Bell Schedule',
    thing: ['Bell Schedule', 'bell schedule', 'bell schedules'],
    create: 'Add New Bell Schedule',
    icon: CalendarClock,
    item: { path: (id) => `/bell-schedule/${id}`, create: '/bell-schedule/0' },
  },
});
