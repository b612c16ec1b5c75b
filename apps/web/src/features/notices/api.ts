import { noticesMessages, noticesPaths, type Notice, type NoticeRequest } from '@cms/contract';
import type { ItemRoute } from '@/components/item-gate';
import { defineResource } from '@/lib/resource';

/**
 * The notice board (`/misc/cms/bbmac/bbmessages`), spec 02 §7, with DESIGN §9.3: paged and
 * searched by title, and an edit that is a PUT of the same notice, not a second create.
 */
export const noticesResource = defineResource<Notice, NoticeRequest>({
  key: 'notices',
  paths: { collection: noticesPaths.notices, item: noticesPaths.notice },
  messages: {
    created: { title: noticesMessages.created },
    updated: { title: noticesMessages.updated },
    deleted: { title: noticesMessages.deleted },
    saveFailed: noticesMessages.saveFailed,
    deleteFailed: noticesMessages.deleteFailed,
  },
});

/** /notice-board/{id} and /notice-board/{id}/edit. */
export const noticeItem: ItemRoute<Notice> = {
  useItem: noticesResource.useItem,
  thing: 'Notice',
  failedTitle: 'Failed to load notice',
  loadingLabel: 'Loading notice...',
  back: { to: '/notice-board', label: 'Back to Notice Board' },
};
