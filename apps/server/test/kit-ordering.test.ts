import { resourceContract } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arrange, nextOrderNo, orderedTableOf, registerReorderRoute, reorder } from '../src/platform/kit/ordering.js';
import { expectError } from './content-support.js';
import { scratchApp, scratchTable } from './kit/scratch-list.js';

/*
 * The reorder service of the area kit, on a list table of its own (`kit_items`): flat lists
 * numbered from 1, and menus of items with submenus (`parent_id`) numbered from 0. The flat list is
 * also a resource of the kit (`/kit/items`), so the shared suite checks its reorder call the way it
 * will check every ordered area's.
 */

const flat = scratchTable('kit_items', { thing: 'Item', base: 1 });
const nested = scratchTable('kit_items', { thing: 'Item', base: 0, nested: true });
const { admin, other, db, addList, listOf, inTransaction } = scratchApp('kit_items', {
  noun: 'items',
  path: '/kit/items',
  list: flat,
  deleted: 'Item deleted',
  more(app, items) {
    registerReorderRoute(app, {
      tag: 'kit',
      path: '/kit/items/reorder',
      list: flat,
      action: 'edit items',
      message: 'Order saved',
    });
    registerReorderRoute(app, {
      tag: 'kit',
      path: '/kit/items/:id/children/reorder',
      list: nested,
      action: 'edit items',
      message: 'Order saved',
      parent: items,
    });
  },
});

describe('arrange', () => {
  it('moves the named rows to their positions and keeps the others in order around them', () => {
    expect(arrange([1, 2, 3, 4, 5], [{ id: 5, orderNo: 1 }], 1)).toEqual([5, 1, 2, 3, 4]);
    expect(arrange([1, 2, 3, 4, 5], [{ id: 1, orderNo: 99 }], 1)).toEqual([2, 3, 4, 5, 1]);
    expect(arrange([1, 2, 3, 4, 5], [{ id: 3, orderNo: 0 }], 0)).toEqual([3, 1, 2, 4, 5]);
    expect(
      arrange(
        [1, 2, 3, 4, 5],
        [
          { id: 4, orderNo: 2 },
          { id: 2, orderNo: 3 },
        ],
        1,
      ),
    ).toEqual([1, 4, 2, 3, 5]);
  });
});

describe('reorder', () => {
  it('renumbers from 0 for a list whose base is 0, closing gaps in the old numbers', async () => {
    const [a, b] = await addList(['a', 'b', 'c'], { base: 0 });
    await db().updateTable('kit_items').set({ order_no: 40 }).where('id', '=', b!).execute();
    await inTransaction((trx) =>
      reorder(trx, scratchTable('kit_items', { thing: 'Item', base: 0 }), 1, [{ id: a!, orderNo: 2 }]),
    );
    expect(await listOf()).toEqual(['0:c', '1:b', '2:a']);
  });

  it('answers 400 for an id named twice, for callers without the request schema, changing nothing', async () => {
    const [a, b] = await addList(['a', 'b']);
    await expect(
      inTransaction((trx) =>
        reorder(trx, flat, 1, [
          { id: b!, orderNo: 1 },
          { id: b!, orderNo: 2 },
          { id: a!, orderNo: 3 },
        ]),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Each item may appear only once' });
    expect(await listOf()).toEqual(['1:a', '2:b']);
  });

  it('reorders nested lists within their own parents, and refuses an id under another parent', async () => {
    const [home, about] = await addList(['Home', 'About'], { base: 0 });
    const [, h2] = await addList(['h1', 'h2'], { parentId: home!, base: 0 });
    const [a1, a2] = await addList(['a1', 'a2'], { parentId: about!, base: 0 });
    // One call naming rows of both submenus: each is renumbered within its own parent.
    await inTransaction((trx) =>
      reorder(trx, nested, 1, [
        { id: h2!, orderNo: 0 },
        { id: a2!, orderNo: 0 },
      ]),
    );
    expect(await listOf({ parentId: home! })).toEqual(['0:h2', '1:h1']);
    expect(await listOf({ parentId: about! })).toEqual(['0:a2', '1:a1']);
    // The top level is a list of its own (parent null).
    await inTransaction((trx) => reorder(trx, nested, 1, [{ id: about!, orderNo: 0 }]));
    expect(await listOf()).toEqual(['0:About', '1:Home']);
    // With a parent named, every id must be under it.
    await expect(
      inTransaction((trx) => reorder(trx, nested, 1, [{ id: a1!, orderNo: 0 }], { parentId: home! })),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await listOf({ parentId: about! })).toEqual(['0:a2', '1:a1']);
  });

  it('appends new rows after the last one, or at the base of an empty list', async () => {
    expect(await nextOrderNo(db(), flat, 1)).toBe(1);
    expect(await nextOrderNo(db(), nested, 1, 5)).toBe(0);
    const [a] = await addList(['a', 'b', 'c']);
    await db().updateTable('kit_items').set({ order_no: 9 }).where('id', '=', a!).execute();
    expect(await nextOrderNo(db(), flat, 1)).toBe(10);
    expect(await nextOrderNo(db(), flat, 2)).toBe(1);
  });
});

describe('PUT .../reorder', () => {
  const REORDER = '/kit/items/reorder';

  it('reorders and answers the message; two reorders at once leave one of the two orders', async () => {
    const ids = await addList(['a', 'b', 'c', 'd', 'e']);
    const forward = ids.map((id, index) => ({ id, orderNo: index + 1 }));
    const backward = [...ids].reverse().map((id, index) => ({ id, orderNo: index + 1 }));
    const answers = await Promise.all([
      admin.inject({ method: 'PUT', url: REORDER, payload: backward }),
      admin.inject({ method: 'PUT', url: REORDER, payload: forward }),
      admin.inject({ method: 'PUT', url: REORDER, payload: backward }),
    ]);
    for (const answer of answers) expect(answer.json()).toEqual({ message: 'Order saved' });
    const list = await listOf();
    expect([
      ['1:a', '2:b', '3:c', '4:d', '5:e'],
      ['1:e', '2:d', '3:c', '4:b', '5:a'],
    ]).toContainEqual(list);
  });

  it.each<[unknown, string]>([
    [[], 'A reorder needs at least one item'],
    [{ id: 1, orderNo: 1 }, 'A reorder needs a list of items'],
    [[{ id: 1 }], 'Each item needs a whole-number orderNo from 0'],
    [[{ id: 1, orderNo: 1.5 }], 'Each item needs a whole-number orderNo from 0'],
    [[{ id: 1, orderNo: -1 }], 'Each item needs a whole-number orderNo from 0'],
    [[{ id: 'x', orderNo: 1 }], 'Invalid id'],
  ])('answers 400 for %j', async (payload, message) => {
    expectError(await admin.inject({ method: 'PUT', url: REORDER, payload: payload as object }), 400, message);
  });

  it("takes the parent from the path: another website's parent or a child of another parent is a 404", async () => {
    const [menu, other1] = await addList(['Menu', 'Other'], { base: 0 });
    const [c1, c2] = await addList(['c1', 'c2'], { parentId: menu!, base: 0 });
    const [o1] = await addList(['o1'], { parentId: other1!, base: 0 });
    const url = `/kit/items/${menu}/children/reorder`;
    const moved = await admin.inject({ method: 'PUT', url, payload: [{ id: c2!, orderNo: 0 }] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listOf({ parentId: menu! })).toEqual(['0:c2', '1:c1']);
    expectError(await admin.inject({ method: 'PUT', url, payload: [{ id: o1!, orderNo: 0 }] }), 404, 'Item not found');
    expectError(await other.inject({ method: 'PUT', url, payload: [{ id: c1!, orderNo: 0 }] }), 404, 'Item not found');
    expect(await listOf({ parentId: menu! })).toEqual(['0:c2', '1:c1']);
  });
});

describe('the number a list starts from', () => {
  const contractOf = (orderBase?: 0 | 1) =>
    resourceContract('items', {
      paths: { collection: '/kit/items', item: '/kit/items/:id', reorder: '/kit/items/reorder' },
      schemas: { entity: z.object({ id: z.number() }), request: z.object({}) },
      messages: { deleted: 'Item deleted' },
      orderBase: orderBase as 0 | 1,
    });

  it('is said by every contract with a reorder call', () => {
    expect(() => contractOf(undefined)).toThrow(/orderBase/);
  });

  it("is the same for the contract (the console's numbers) and the list (the server's)", () => {
    expect(orderedTableOf(contractOf(1), flat)).toBe(flat);
    expect(() => orderedTableOf(contractOf(0), flat)).toThrow('its table numbers from 1, its contract from 0');
  });
});
