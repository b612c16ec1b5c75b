import { alertsMessages, alertsPaths, type Alert, type AlertRequest } from '@cms/contract';
import type { ItemRoute } from '@/components/item-gate';
import { defineResource } from '@/lib/resource';

/** Alerts (`/misc/cms/aac/alerts`), spec 02 §7 and §8, with a real delete (DESIGN §9.3). */
export const alertsResource = defineResource<Alert, AlertRequest>({
  key: 'alerts',
  paths: { collection: alertsPaths.alerts, item: alertsPaths.alert },
  messages: {
    created: { title: alertsMessages.created },
    updated: { title: alertsMessages.updated },
    deleted: { title: alertsMessages.deleted },
    createFailed: alertsMessages.createFailed,
    updateFailed: alertsMessages.updateFailed,
    deleteFailed: alertsMessages.deleteFailed,
  },
});

/** /alerts/{id} and /alerts/{id}/edit. */
export const alertItem: ItemRoute<Alert> = {
  useItem: alertsResource.useItem,
  thing: 'Alert',
  failedTitle: alertsMessages.loadOneFailed,
  loadingLabel: 'Loading alert...',
  back: { to: '/alerts', label: 'Back to Alerts' },
};
