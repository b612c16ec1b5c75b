import { orderingMessages } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { registerReorderRoute, reorder } from '../src/platform/kit/ordering.js';
import { expectError } from './content-support.js';
import { scratchApp, scratchTable } from './kit/scratch-list.js';

/*
 * Nested lists of the area kit on a table of the test's own (`kit_menu`): items with submenus
 * (`parent_id`), numbered from 1, reordered at one path for every list with `sameList` (one list
 * per call), and a resource whose list is whole by nature and answers a plain array (`/kit/menu`),
 * checked by the shared suite with `whole`.
 */

const menu = scratchTable('kit_menu', { thing: 'Menu item', base: 1, nested: true });
const { admin, other, addList, inTransaction, ...scratch } = scratchApp('kit_menu', {
  noun: 'the menu',
  path: '/kit/menu',
  list: menu,
  deleted: 'Menu item deleted',
  // The top level, whole: a plain array.
  whole: true,
  more(app) {
    registerReorderRoute(app, {
      tag: 'kit',
      path: '/kit/menu/reorder',
      list: menu,
      action: 'edit the menu',
      message: 'Menu reordered',
      sameList: true,
    });
  },
});

/** The names of one parent's list (the top level by default). */
const listOf = (parentId: number | null = null) => scratch.listOf({ parentId });

/** A menu of two items with two submenus each. */
async function twoMenus() {
  const [home, about] = await addList(['Home', 'About']);
  const [h1, h2] = await addList(['h1', 'h2'], { parentId: home! });
  const [a1, a2] = await addList(['a1', 'a2'], { parentId: about! });
  return { home: home!, about: about!, h1: h1!, h2: h2!, a1: a1!, a2: a2! };
}

describe('reorder with sameList', () => {
  it("reorders one parent's submenus from a flat body, and the top level from another", async () => {
    const { home, about, h2 } = await twoMenus();
    await inTransaction((trx) => reorder(trx, menu, 1, [{ id: h2, orderNo: 1 }], { sameList: true }));
    expect(await listOf(home)).toEqual(['1:h2', '2:h1']);
    await inTransaction((trx) =>
      reorder(
        trx,
        menu,
        1,
        [
          { id: about, orderNo: 1 },
          { id: home, orderNo: 2 },
        ],
        { sameList: true },
      ),
    );
    expect(await listOf()).toEqual(['1:About', '2:Home']);
    expect(await listOf(about)).toEqual(['1:a1', '2:a2']);
    expect(await listOf(home)).toEqual(['1:h2', '2:h1']);
  });

  it('answers 400 for ids of two lists, changing nothing', async () => {
    const { home, about, h2, a2 } = await twoMenus();
    const mixes = [
      [
        { id: h2, orderNo: 1 },
        { id: a2, orderNo: 1 },
      ],
      [
        { id: about, orderNo: 1 },
        { id: h2, orderNo: 1 },
      ],
    ];
    for (const items of mixes) {
      await expect(inTransaction((trx) => reorder(trx, menu, 1, items, { sameList: true }))).rejects.toMatchObject({
        statusCode: 400,
        message: orderingMessages.mixedLists,
      });
    }
    expect(await listOf()).toEqual(['1:Home', '2:About']);
    expect(await listOf(home)).toEqual(['1:h1', '2:h2']);
    expect(await listOf(about)).toEqual(['1:a1', '2:a2']);
  });
});

describe('PUT .../reorder with sameList', () => {
  const REORDER = '/kit/menu/reorder';

  it("serves the top level and each parent's submenus at one path", async () => {
    const { home, about, a1, a2 } = await twoMenus();
    const submenus = await admin.inject({
      method: 'PUT',
      url: REORDER,
      payload: [
        { id: a2, orderNo: 1 },
        { id: a1, orderNo: 2 },
      ],
    });
    expect(submenus.json()).toEqual({ message: 'Menu reordered' });
    expect(await listOf(about)).toEqual(['1:a2', '2:a1']);
    const top = await admin.inject({ method: 'PUT', url: REORDER, payload: [{ id: about, orderNo: 1 }] });
    expect(top.statusCode, top.body).toBe(200);
    expect(await listOf()).toEqual(['1:About', '2:Home']);
    expect(await listOf(home)).toEqual(['1:h1', '2:h2']);
  });

  it("answers 400 for two lists in one call and 404 for another website's row, changing nothing", async () => {
    const { home, about, h1, a1 } = await twoMenus();
    const [theirs] = await addList(['Theirs'], { websiteId: other.websiteId });
    const mixed = [
      { id: h1, orderNo: 2 },
      { id: a1, orderNo: 2 },
    ];
    expectError(await admin.inject({ method: 'PUT', url: REORDER, payload: mixed }), 400, orderingMessages.mixedLists);
    const withTop = [
      { id: about, orderNo: 1 },
      { id: a1, orderNo: 2 },
    ];
    expectError(
      await admin.inject({ method: 'PUT', url: REORDER, payload: withTop }),
      400,
      orderingMessages.mixedLists,
    );
    const withTheirs = [
      { id: h1, orderNo: 2 },
      { id: theirs!, orderNo: 1 },
    ];
    expectError(await admin.inject({ method: 'PUT', url: REORDER, payload: withTheirs }), 404, 'Menu item not found');
    expect(await listOf()).toEqual(['1:Home', '2:About']);
    expect(await listOf(home)).toEqual(['1:h1', '2:h2']);
    expect(await listOf(about)).toEqual(['1:a1', '2:a2']);
  });
});
