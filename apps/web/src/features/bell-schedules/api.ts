import { bellSchedulesContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';
import { bellSchedulesArea } from './area';

/**
 * Bell schedules (`/misc/cms/bsac/bell-schedules`), docs/product/bell-schedules.md §7 and §8: a list of cards and one
 * screen, `/bell-schedule/{id}` (0 for a new one), that edits a schedule whole.
 */
export const bellSchedulesResource = defineResource({
  // Its key, the contract's tag, is also the list's words: 'Failed to load bell schedules' (docs/product/bell-schedules.md §8).
  contract: bellSchedulesContract,
  screens: {
    ...bellSchedulesArea.menu,
    create: 'Add New Bell Schedule',
    item: { path: (id) => `/bell-schedule/${id}`, create: '/bell-schedule/0' },
  },
  site: { path: (schedule) => `/bell-schedules/${schedule.id}` },
});
