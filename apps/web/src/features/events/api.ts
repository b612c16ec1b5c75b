import { eventsContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';
import { eventsArea } from './area';

/** The school calendar's events (`/misc/cms/evac/events`, docs/product/events.md §7), listed at /calendar. */
export const eventsResource = defineResource({
  contract: eventsContract,
  screens: { ...eventsArea.menu },
});

/** What the calendar is, under its title in both its views. */
export const EVENTS_DESCRIPTION = 'Events of the school year: meetings, concerts, sports days and closures.';
