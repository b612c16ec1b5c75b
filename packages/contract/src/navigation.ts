import { z } from 'zod';
import { MAX_ID } from './common.js';
import { entity, ordered, owned } from './entities.js';
import { isHttpUrl, requiredText } from './fields.js';
import { listOf, reorderMessages, required } from './messages.js';
import { wholeList } from './paging.js';
import { resourceContract } from './resources.js';

/** Menu items and submenus are numbered from 1 (docs/product/navigation.md §4); an order number is at most this. */
export const NAV_ORDER_MAX = 1000;
export const NAV_NAME_MAX = 100;
export const NAV_ROUTE_MAX = 2048;
/** How many submenus an item has, and one create body may carry. */
export const NAV_SUBMENUS_MAX = 100;
/**
 * How many items a website's menu has in all, submenus included (issue 25: every list has a limit
 * that fits real use; a school's menu has a few dozen).
 */
export const NAV_ITEMS_MAX = 200;

export const navigationPaths = {
  /** GET: the whole menu tree (a plain array); POST: one item, with its submenus. */
  navs: '/misc/cms/nm/nmac/navs',
  /** GET (one item with its submenus), PUT, DELETE (with its submenus). */
  nav: '/misc/cms/nm/nmac/navs/:id',
  /** POST: the default school menu, for an empty menu only. */
  defaultMenu: '/misc/cms/nm/nmac/navs/default',
  /** PUT `[{id, orderNo}]`: the top-level items, or the submenus of one item. */
  reorder: '/misc/cms/nm/nmac/navs/reorder',
} as const;

export const navigationMessages = {
  menuNameRequired: required('Menu name'),
  submenuNameRequired: required('Submenu name'),
  routeRequired: required('Route'),
  routeInvalid: 'Route must be a path of the site, such as /about, or an http(s):// address',
  orderNoRequired: required('Order number'),
  orderNoInvalid: 'Order number must be a whole number',
  orderNoMin: 'Order number must be at least 1',
  orderNoMax: `Order number must be at most ${NAV_ORDER_MAX}`,
  parentInvalid: 'parentId must be 0 for a top-level item or the id of a top-level item',
  parentNotTopLevel: 'Submenus can only be added to a top-level menu item',
  ownParent: 'A menu item cannot be a submenu of itself',
  tooDeep: 'Menus have two levels: a submenu cannot have submenus of its own',
  submenusInvalid: listOf('submenus', 'menu items'),
  tooManySubmenus: `A menu item can be created with at most ${NAV_SUBMENUS_MAX} submenus`,
  submenusFull: `A menu item has at most ${NAV_SUBMENUS_MAX} submenus`,
  tooManyItems: `A website's menu has at most ${NAV_ITEMS_MAX} items, submenus included`,
  menuNotEmpty: 'The navigation menu already has items: the default menu is only created for an empty menu',
  deleteConfirm: 'Are you sure you want to delete this menu item? Its submenus are deleted with it.',
  empty: 'No menu items yet',
  createDefault: 'Create default menu',
  loadFailed: 'Failed to load navigation data',
  saveFailed: 'Failed to save navigation data',
  saved: 'Navigation menu updated successfully',
  itemUpdated: 'Navigation menu item updated successfully',
  itemUpdateFailed: 'Failed to update navigation menu item',
  itemDeleted: 'Navigation menu item deleted successfully',
  itemDeleteFailed: 'Failed to delete navigation menu item',
  submenuUpdateFailed: 'Failed to update navigation submenu',
  submenuDeleted: 'Navigation submenu deleted successfully',
  submenuDeleteFailed: 'Failed to delete navigation submenu',
  defaultCreated: 'Default menu created successfully',
  defaultFailed: 'Failed to create default menu',
  /** The top level's own words (docs/design.md §9.15: the spec reuses the submenu-deleted wording here). */
  ...reorderMessages('Navigation menu'),
  submenuReordered: 'Navigation submenu reordered successfully',
  submenuReorderFailed: 'Failed to reorder navigation submenu',
} as const;

/** A path of the site: one leading `/`, URL characters (letters of any script), no `//` anywhere. */
const SITE_PATH = /^\/[\p{L}\p{N}\-._~!$&()*+,;=:@%/?#]*$/u;

/**
 * Where a menu item leads: a path of the school's site (`/`, `/about/staff`, `/news?page=2`) or an
 * `http(s)://` address. Protocol-relative (`//host`), `javascript:`, other schemes, relative paths
 * and anything with spaces, quotes or backslashes are refused.
 */
export function isNavRoute(value: string) {
  return (SITE_PATH.test(value) && !value.includes('//')) || isHttpUrl(value);
}

// Neither check aborts the parse: an item's name is checked beside it (`named`).
const route = z
  .string({ error: navigationMessages.routeRequired })
  .refine((value) => value.trim() !== '', navigationMessages.routeRequired)
  .refine(
    (value) => value.trim() === '' || (value.length <= NAV_ROUTE_MAX && isNavRoute(value)),
    navigationMessages.routeInvalid,
  );

const orderNumber = z
  .number({ error: navigationMessages.orderNoInvalid })
  .int(navigationMessages.orderNoInvalid)
  .min(1, navigationMessages.orderNoMin)
  .max(NAV_ORDER_MAX, navigationMessages.orderNoMax);

/** Optional: a new item goes to the end of its list; a given number moves it there (clamped to the list). */
const orderNo = orderNumber.nullish().transform((value) => value ?? undefined);

/** The dialogs' order number field (docs/product/navigation.md §5): required, at least 1. */
export const navFormOrderNo = z.number({ error: navigationMessages.orderNoRequired }).pipe(orderNumber);

const invalidParent = navigationMessages.parentInvalid;
const DIGITS = /^\d{1,10}$/;
/** 0, null or absent: top level (docs/product/navigation.md §7 creates items with parentId 0); else the parent's id. */
const parentId = z
  .union([z.number(), z.string().trim().regex(DIGITS, invalidParent)], { error: invalidParent })
  .transform(Number)
  .pipe(z.number().int(invalidParent).min(0, invalidParent).max(MAX_ID, invalidParent))
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * A submenu inside a create body (and the submenu dialog's fields): in the order given, or at its
 * `orderNo`; it has no submenus of its own.
 */
export const navSubmenuRequest = z.object({
  name: requiredText(navigationMessages.submenuNameRequired, NAV_NAME_MAX),
  route,
  orderNo,
  submenus: z.array(z.unknown(), { error: navigationMessages.tooDeep }).max(0, navigationMessages.tooDeep).nullish(),
});
export type NavSubmenuRequest = z.input<typeof navSubmenuRequest>;

/** An item's name in the words of what it is (docs/product/navigation.md §5): a menu item's, or a submenu's. */
const nameOf = (submenu: boolean) =>
  requiredText(submenu ? navigationMessages.submenuNameRequired : navigationMessages.menuNameRequired, NAV_NAME_MAX);

/**
 * The fields of an item, its name checked by `named`: whether it is a submenu's is known only from
 * `parentId`, a field beside it.
 */
const itemShape = { name: z.unknown(), route, orderNo, parentId };

/**
 * `name` in the words of what the body makes: 'Submenu name is required' when `parentId` names a
 * parent, else 'Menu name is required'. Checked even when another field is refused, so a form shows
 * every field's message at once.
 */
function named<S extends z.ZodObject<{ name: z.ZodUnknown; parentId: typeof parentId }>>(fields: S) {
  return fields
    .superRefine(
      (item, ctx) => {
        const name = nameOf(Boolean(item.parentId)).safeParse(item.name);
        const others = ctx.issues.length;
        for (const issue of name.error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', path: ['name', ...issue.path], message: issue.message });
        }
        // The name is the body's first field: its message comes first, as the fields' do in order.
        ctx.issues.unshift(...ctx.issues.splice(others));
      },
      // Whatever else is refused, as long as the body is an object at all.
      { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
    )
    .transform((item) => ({ ...item, name: String(item.name).trim() }));
}

/**
 * The body of `POST .../navs` and `PUT .../navs/{id}`: `{id, name, route, orderNo, parentId,
 * assetOwnerId, submenus}` (docs/product/navigation.md §7). `id` and `assetOwnerId` are the server's and ignored. A
 * create saves `submenus` with the item in one transaction; an update ignores them (submenus are
 * edited as items of their own) and an absent `parentId` keeps the item where it is.
 */
export const navItemRequest = named(
  z.object({
    ...itemShape,
    submenus: z
      .array(navSubmenuRequest, { error: navigationMessages.submenusInvalid })
      .max(NAV_SUBMENUS_MAX, navigationMessages.tooManySubmenus)
      .nullish()
      .transform((value) => value ?? []),
  }),
);
export type NavItemRequest = z.input<typeof navItemRequest>;

/** The body of `PUT .../navs/{id}`: the same fields; `submenus` is not read (nor checked). */
export const navItemUpdate = named(z.object(itemShape));
export type NavItemUpdate = z.input<typeof navItemUpdate>;

/**
 * The add and edit dialogs' fields (docs/product/navigation.md §5): name and route as the server checks them, in the
 * words of a menu item or a submenu as `parentId` says (0 for the top level), and a required order
 * number.
 */
export const navItemForm = named(z.object({ ...itemShape, orderNo: navFormOrderNo }));

const navItemFields = entity({
  /** The website the item belongs to. */
  ...owned,
  name: z.string(),
  route: z.string(),
  ...ordered,
  /** 0 for a top-level item, else its parent's id. */
  parentId: z.number().int(),
});

/** A submenu: the same fields; its `submenus` is always empty (menus have two levels). */
export const navSubmenu = navItemFields.extend({ submenus: z.array(navItemFields).max(0) });
export const navItem = navItemFields.extend({ submenus: z.array(navSubmenu).max(NAV_SUBMENUS_MAX) });
export type NavItem = z.infer<typeof navItem>;

/** `GET .../navs`: the top-level items by orderNo, each with its submenus by orderNo. */
export const navTree = wholeList(navItem);
export type NavTree = z.infer<typeof navTree>;

/** The menu's items (docs/product/navigation.md §7): a tree of two levels, read whole, reordered list by list. */
export const navItemsContract = resourceContract('the navigation menu', {
  tag: 'navigation',
  paths: { collection: navigationPaths.navs, item: navigationPaths.nav, reorder: navigationPaths.reorder },
  orderBase: 1,
  schemas: { entity: navItem, listQuery: z.object({}), request: navItemRequest, update: navItemUpdate },
  whole: navTree,
  messages: navigationMessages,
  deleted: navigationMessages.itemDeleted,
});
