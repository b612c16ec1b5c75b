import { navigationMessages, navigationPaths, navItemsContract, type NavItem, type NavTree } from '@cms/contract';
import { defineResource } from '@/lib/resource';

/** A submenu: an item of one top-level item's list. */
export type NavSubmenu = NavItem['submenus'][number];

/**
 * The menu's top-level items (`/misc/cms/nm/nmac/navs`), docs/product/navigation.md §7, read whole as a tree; the
 * top-level reorder toasts say what moved (docs/design.md §9.15).
 */
export const navItemsResource = defineResource({
  contract: navItemsContract,
  messages: {
    created: navigationMessages.saved,
    updated: navigationMessages.itemUpdated,
    deleted: navigationMessages.itemDeleted,
    reordered: navigationMessages.reordered,
    createFailed: navigationMessages.saveFailed,
    updateFailed: navigationMessages.itemUpdateFailed,
    deleteFailed: navigationMessages.itemDeleteFailed,
    reorderFailed: navigationMessages.reorderFailed,
  },
});

/** Submenus: the same calls and cache (one key), in the spec's submenu words. */
export const navSubmenusResource = defineResource({
  contract: navItemsContract,
  messages: {
    created: navigationMessages.saved,
    updated: navigationMessages.saved,
    deleted: navigationMessages.submenuDeleted,
    reordered: navigationMessages.submenuReordered,
    saveFailed: navigationMessages.submenuUpdateFailed,
    deleteFailed: navigationMessages.submenuDeleteFailed,
    reorderFailed: navigationMessages.submenuReorderFailed,
  },
});

/** `POST .../navs/default`: a school's usual menu, for an empty menu only (409 otherwise). */
export const useCreateDefaultMenu = () =>
  navItemsResource.useCollectionAction<NavTree>(navigationPaths.defaultMenu, {
    success: navigationMessages.defaultCreated,
    failed: navigationMessages.defaultFailed,
  });
