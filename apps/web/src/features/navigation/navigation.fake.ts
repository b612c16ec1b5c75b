import {
  messageResponse,
  navigationMessages,
  navigationPaths,
  navItemsContract,
  navTree,
  orderingMessages,
  reorderRequest,
  type NavItem,
  type ReorderItem,
} from '@cms/contract';
import { fakeArea, refuse, resourceEndpoints, table } from '@/test/fake-api';
import { nextOrderNo, orderedRowMaker } from '@/test/fake-rows';

/*
 * The website's menu on the fake API (test/fake-api.ts), as the server keeps it: a test gives it as
 * the tree the list answers (top-level items with their submenus); it is kept as one list per
 * parent (0 the top level), by orderNo from 1.
 */

/** A menu item (top level unless `parentId` is given); its `submenus` are the tree's, not stored. */
export const makeNavItem = orderedRowMaker<NavItem>('Item', (id) => ({
  route: `/item-${id}`,
  parentId: 0,
  submenus: [],
}));

/** A shortened default menu: the server's own list is its business; the shape is what counts. */
const DEFAULT_MENU: [name: string, route: string, submenus?: [string, string][]][] = [
  ['Home', '/'],
  [
    'About',
    '/about',
    [
      ['Our School', '/about/our-school'],
      ['Staff', '/about/staff'],
    ],
  ],
  ['Contact', '/contact'],
];

const navigationFake = fakeArea({ navigation: table<NavItem>('Navigation item') }, ({ navigation: nav }) => {
  // The tree a test gives, kept as the server keeps it: each submenu a row of its own.
  for (const { submenus, ...top } of nav.all()) {
    nav.put({ ...top, submenus: [] });
    for (const submenu of submenus) nav.put({ ...submenu, parentId: top.id, submenus: [] });
  }
  const listOf = (parentId: number) =>
    nav
      .all()
      .filter((row) => row.parentId === parentId)
      .sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
  const withSubmenus = (row: NavItem) => ({ ...row, submenus: row.parentId ? [] : listOf(row.id) });
  const tree = () => listOf(0).map(withSubmenus);
  /** The server kit's `arrange`: the named rows moved to their positions (clamped), the list renumbered. */
  const arrange = (parentId: number, moves: ReorderItem[]) => {
    const named = new Set(moves.map((move) => move.id));
    const ids = listOf(parentId)
      .map((row) => row.id)
      .filter((id) => !named.has(id));
    for (const { id, orderNo } of [...moves].sort((a, b) => a.orderNo - b.orderNo)) {
      ids.splice(Math.min(Math.max(orderNo - 1, 0), ids.length), 0, id);
    }
    ids.forEach((id, index) => nav.put({ ...nav.get(id), orderNo: index + 1 }));
  };

  return [
    ...resourceEndpoints({
      table: nav,
      contract: navItemsContract,
      list: tree,
      show: withSubmenus,
      build: (body, id, current) => {
        // Absent keeps the item's list; 0 or null is the top level; else a top-level item (docs/product/navigation.md §7).
        const parentId = body.parentId === undefined ? (current?.parentId ?? 0) : (body.parentId ?? 0);
        if (parentId && nav.get(parentId).parentId) refuse(400, navigationMessages.parentNotTopLevel);
        const stays = current?.parentId === parentId;
        const orderNo = stays ? current.orderNo : nextOrderNo(listOf(parentId));
        const { name, route } = body;
        // Stored first, so that its list is arranged with it in it.
        nav.put(makeNavItem(id, { ...current, name, route, parentId, orderNo }));
        if (body.orderNo !== undefined) arrange(parentId, [{ id, orderNo: body.orderNo }]);
        return nav.get(id);
      },
      onDelete: (gone) => listOf(gone.id).forEach((submenu) => nav.remove(submenu.id)),
    }),
    {
      method: 'PUT',
      path: navigationPaths.reorder,
      body: reorderRequest,
      response: messageResponse,
      handle: ({ body }) => {
        const moves = body as ReorderItem[];
        const lists = new Set(moves.map(({ id }) => nav.get(id).parentId));
        if (lists.size > 1) refuse(400, orderingMessages.mixedLists);
        arrange(nav.get(moves[0]!.id).parentId, moves);
        return { message: navigationMessages.reordered };
      },
    },
    {
      method: 'POST',
      path: navigationPaths.defaultMenu,
      response: navTree,
      handle: () => {
        if (nav.all().length > 0) refuse(409, navigationMessages.menuNotEmpty);
        DEFAULT_MENU.forEach(([name, route, submenus = []], index) => {
          const top = nav.insert((id) => makeNavItem(id, { name, route, orderNo: index + 1 }));
          submenus.forEach(([subName, subRoute], subIndex) =>
            nav.insert((id) =>
              makeNavItem(id, { name: subName, route: subRoute, parentId: top.id, orderNo: subIndex + 1 }),
            ),
          );
        });
        return tree();
      },
    },
  ];
});

export default navigationFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    navigation: typeof navigationFake;
  }
}
