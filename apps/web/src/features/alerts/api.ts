import { alertsContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';
import { alertsArea } from './area';

/** Alerts (`/misc/cms/aac/alerts`), docs/product/alerts.md §7 and §8, with a real delete (docs/design.md §9.3). */
export const alertsResource = defineResource({
  contract: alertsContract,
  screens: { ...alertsArea.menu, title: 'Alerts' },
});
