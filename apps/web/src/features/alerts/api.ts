import { alertsContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';

/** Alerts (`/misc/cms/aac/alerts`), spec 02 §7 and §8, with a real delete (DESIGN §9.3). */
export const alertsResource = defineResource({
  contract: alertsContract,
  screens: { path: '/alerts', title: 'Alerts' },
});
