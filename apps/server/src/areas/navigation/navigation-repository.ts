import { navItem, type NavItem } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { NavItemRow } from './navigation-tables.js';
import { removeChildren } from '../../platform/kit/children.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';

const thing = 'Navigation item';

/**
 * Menu items, each list (the top level, one item's submenus) by `order_no` from 1: an item's
 * submenus are its children, saved with it when created and deleted with it.
 */
export const navTable = scopedTable('nav_items', { thing, parentColumn: 'parent_id', ordered: { base: 1 } });

/** Every item of the website in list order: the whole tree in one query on its index. */
const menuRows = prepared({ websiteId: 0 }, (db, { websiteId }) =>
  navTable.rowsOf(db, websiteId).selectAll().orderBy('order_no').orderBy('id'),
);

/** One item's submenus in order. */
const submenuRows = prepared({ websiteId: 0, parentId: 0 }, (db, { websiteId, parentId }) =>
  navTable.rowsOf(db, websiteId).selectAll().where('parent_id', '=', parentId).orderBy('order_no').orderBy('id'),
);

/** The one place a row becomes its wire shape; a top-level item's parentId is 0 (docs/product/navigation.md §7). */
export const toNavItem = rowMapping<NavItemRow, [submenus?: NavItem['submenus']]>()(navItem, {
  parentId: (row) => row.parent_id ?? 0,
  submenus: (_row, submenus) => submenus ?? [],
});

/** The website's menu: top-level items in order, each with its submenus in order. */
export async function readTree(db: Executor, websiteId: number): Promise<NavItem[]> {
  const rows = await menuRows.execute(db, { websiteId });
  const submenus = new Map<number, NavItem[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    submenus.set(row.parent_id, [...(submenus.get(row.parent_id) ?? []), toNavItem(row)]);
  }
  return rows.filter((row) => row.parent_id === null).map((row) => toNavItem(row, submenus.get(row.id)));
}

/** One item with its submenus (404 'Navigation item not found' for another website's). */
export async function readItem(db: Executor, websiteId: number, id: number): Promise<NavItem> {
  const row = await navTable.get(db, websiteId, id);
  const submenus = await submenuRows.execute(db, { websiteId, parentId: id });
  return toNavItem(
    row,
    submenus.map((submenu) => toNavItem(submenu)),
  );
}

export async function hasSubmenus(db: Executor, websiteId: number, id: number) {
  return (await submenuRows.executeTakeFirst(db, { websiteId, parentId: id })) !== undefined;
}

/** How many items the website's menu has, submenus included; or, given a parent, how many submenus it has. */
export async function countItems(db: Executor, websiteId: number, parentId?: number) {
  let rows = navTable.rowsOf(db, websiteId);
  if (parentId !== undefined) rows = rows.where('parent_id', '=', parentId);
  const found = await rows.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(found.count);
}

export async function isEmptyMenu(db: Executor, websiteId: number) {
  return (await navTable.rowsOf(db, websiteId).select('id').limit(1).executeTakeFirst()) === undefined;
}

/** Deletes an item's submenus (before the item itself, in its transaction). */
export function removeSubmenus(db: Executor, websiteId: number, parentId: number) {
  return removeChildren(db, { table: navTable }, websiteId, [parentId]);
}
