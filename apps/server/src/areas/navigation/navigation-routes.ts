import {
  NAV_ITEMS_MAX,
  NAV_SUBMENUS_MAX,
  navigationMessages,
  navigationPaths,
  navItemRequest,
  navItemsContract,
  navItemUpdate,
  navTree,
  type NavItemRequest,
} from '@cms/contract';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/database.js';
import { areaRoutes } from '../../platform/area.js';
import { requirePermission } from '../../platform/auth.js';
import { badRequest, conflict, invalidField } from '../../platform/errors.js';
import { lockingRows } from '../../platform/kit/any-table.js';
import { saveChildren } from '../../platform/kit/children.js';
import { arrange, nextOrderNo, registerReorderRoute, reorder } from '../../platform/kit/ordering.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import {
  countItems,
  hasSubmenus,
  isEmptyMenu,
  navTable,
  readItem,
  readTree,
  removeSubmenus,
} from './navigation-repository.js';

type ItemBody = z.output<typeof navItemRequest>;
const {
  tag,
  actions: { write },
} = navItemsContract;

/**
 * The list an item goes into: the top level (null), or a top-level item of the website (404 for
 * any other id; 400 for a submenu, since menus have two levels, or for the item itself).
 */
async function parentFor(db: Executor, websiteId: number, parentId: number | null, itemId?: number) {
  if (parentId === null) return null;
  if (parentId === itemId) throw invalidField('parentId', navigationMessages.ownParent);
  const parent = await navTable.get(db, websiteId, parentId);
  if (parent.parent_id !== null) throw invalidField('parentId', navigationMessages.parentNotTopLevel);
  return parentId;
}

/**
 * The menu's limits (docs/product/navigation.md §5), in the write's transaction: at most
 * `NAV_ITEMS_MAX` items in all once `adding` more are saved, at most `NAV_SUBMENUS_MAX` under
 * `parentId` once one more is. The website's row is locked first (PostgreSQL), so two writes at
 * once cannot both find room for the last item.
 */
async function requireRoom(trx: Trx, websiteId: number, adding: number, parentId: number | null) {
  await lockingRows(trx, trx.selectFrom('websites').select('id').where('id', '=', websiteId)).execute();
  if (adding > 0 && (await countItems(trx, websiteId)) + adding > NAV_ITEMS_MAX) {
    throw badRequest(navigationMessages.tooManyItems);
  }
  if (parentId !== null && (await countItems(trx, websiteId, parentId)) + 1 > NAV_SUBMENUS_MAX) {
    throw invalidField('parentId', navigationMessages.submenusFull);
  }
}

/** Moves an item to the position its body asks for within its list (the kit clamps it to the list). */
async function place(trx: Trx, websiteId: number, id: number, orderNo: number | undefined) {
  if (orderNo !== undefined) await reorder(trx, navTable, websiteId, [{ id, orderNo }]);
}

/**
 * A new item at the end of its list (or at its `orderNo`), with the submenus of its body in the
 * order they are given (each at its `orderNo` if it has one), all in the caller's transaction.
 */
export async function createNavItem(trx: Trx, actor: Actor, body: ItemBody) {
  const { websiteId } = actor;
  const parentId = await parentFor(trx, websiteId, body.parentId ?? null);
  if (parentId !== null && body.submenus.length > 0) throw invalidField('submenus', navigationMessages.tooDeep);
  await requireRoom(trx, websiteId, 1 + body.submenus.length, parentId);
  const row = await navTable.insert(trx, actor, {
    parent_id: parentId,
    name: body.name,
    route: body.route,
    order_no: await nextOrderNo(trx, navTable, websiteId, parentId),
  });
  await place(trx, websiteId, row.id, body.orderNo);
  // The submenus in the order given, those with an orderNo moved there (the kit's rule for a reorder).
  const asked = body.submenus.flatMap((submenu, index) =>
    submenu.orderNo === undefined ? [] : [{ id: index, orderNo: submenu.orderNo }],
  );
  const order = arrange(Object.keys(body.submenus).map(Number), asked, 1);
  const submenus = order.map((index) => body.submenus[index]!);
  await saveChildren(
    trx,
    { table: navTable },
    { ...actor, parentId: row.id },
    submenus.map(({ name, route }) => ({ values: { name, route } })),
  );
  return readItem(trx, websiteId, row.id);
}

/**
 * Name and route; `parentId`, when sent, moves the item to the end of that list (an item with
 * submenus stays top-level); `orderNo`, when sent, moves it within its list.
 */
async function updateNavItem(trx: Trx, actor: Actor, id: number, body: z.output<typeof navItemUpdate>) {
  const { websiteId } = actor;
  const current = await navTable.get(trx, websiteId, id);
  const parentId = body.parentId === undefined ? current.parent_id : await parentFor(trx, websiteId, body.parentId, id);
  const moving = parentId !== current.parent_id;
  if (moving && parentId !== null && (await hasSubmenus(trx, websiteId, id))) {
    throw invalidField('parentId', navigationMessages.tooDeep);
  }
  if (moving) await requireRoom(trx, websiteId, 0, parentId);
  await navTable.update(trx, actor, id, {
    name: body.name,
    route: body.route,
    parent_id: parentId,
    ...(moving ? { order_no: await nextOrderNo(trx, navTable, websiteId, parentId) } : {}),
  });
  await place(trx, websiteId, id, body.orderNo);
  return readItem(trx, websiteId, id);
}

/** The menu's items: the tree read whole, an item with its submenus; deleting one takes its submenus first. */
export const navItems = {
  contract: navItemsContract,
  table: navTable,
  list: (db: Executor, auth: Actor) => readTree(db, auth.websiteId),
  get: (db: Executor, auth: Actor, id: number) => readItem(db, auth.websiteId, id),
  create: createNavItem,
  update: updateNavItem,
  remove: (trx: Trx, auth: Actor, id: number) =>
    navTable.remove(trx, auth.websiteId, id, (parentId) => removeSubmenus(trx, auth.websiteId, parentId)),
};

/**
 * A school's menu as a newcomer would start it: every top-level page, the longer ones with their
 * submenus (indented), each line a name and its route. Every route is an address the public site
 * answers (docs/design.md §10): one of its own lists, or a page's slug (the demo school publishes
 * those pages, pages-seed.ts).
 */
const DEFAULT_MENU = `
Home /
About /about
  Principal's Message /principals-message
  Staff /staff
  Student Spotlight /spotlight
Academics /academics
  Bell Schedules /bell-schedules
Admissions /admissions
News /news
  Notice Board /notices
  Blog /blog
Gallery /albums
  Videos /videos
Calendar /events
Contact /contact
`;

/** The outline as create bodies: a line's last word is its route, an indented line a submenu of the one above. */
function menuItems(outline: string): NavItemRequest[] {
  const items: { name: string; route: string; submenus: { name: string; route: string }[] }[] = [];
  for (const line of outline.split('\n').filter((text) => text.trim())) {
    const at = line.lastIndexOf(' ');
    const entry = { name: line.slice(0, at).trim(), route: line.slice(at + 1) };
    if (line.startsWith(' ')) items.at(-1)!.submenus.push(entry);
    else items.push({ ...entry, submenus: [] });
  }
  return items;
}

/**
 * The default menu for a website whose menu is empty, written through `createNavItem` like any
 * item; 409 and nothing changed when the menu has items. The website's row is locked first
 * (PostgreSQL), so two calls at once cannot both find the menu empty.
 */
export async function createDefaultMenu(trx: Trx, actor: Actor) {
  const { websiteId } = actor;
  await lockingRows(trx, trx.selectFrom('websites').select('id').where('id', '=', websiteId)).execute();
  if (!(await isEmptyMenu(trx, websiteId))) throw conflict(navigationMessages.menuNotEmpty);
  for (const item of menuItems(DEFAULT_MENU)) await createNavItem(trx, actor, navItemRequest.parse(item));
  return readTree(trx, websiteId);
}

/** The navigation menu (`/misc/cms/nm/nmac/navs`), docs/product/navigation.md §7: a tree of two levels, read whole. */
export const navigationRoutes = areaRoutes({ navItems }, async (app) => {
  // A menu item's route may be an uploaded file (a PDF): the orphan sweep keeps it, and a write takes
  // only the website's own, the item's and its submenus' (a create carries them).
  app.deps.fileUses.keep({ table: 'nav_items', urls: ['route'] });
  app.deps.fileUses.keep({ table: 'nav_items', urls: ['route'], join: { table: 'nav_items', on: 'parent_id' } });
  registerReorderRoute(app, {
    tag,
    path: navigationPaths.reorder,
    list: navTable,
    action: write,
    message: navigationMessages.reordered,
    sameList: true,
  });

  app.post(
    navigationPaths.defaultMenu,
    {
      preHandler: requirePermission('writeContent', write),
      schema: { tags: [tag], response: { 201: navTree } },
    },
    async (request, reply) => {
      const tree = await app.deps.db.transaction().execute((trx) => createDefaultMenu(trx, request.auth));
      return reply.status(201).send(tree);
    },
  );
});
