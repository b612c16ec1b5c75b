import {
  NAV_ITEMS_MAX,
  NAV_SUBMENUS_MAX,
  navFormOrderNo,
  navigationMessages,
  navigationPaths,
  orderingMessages,
  type NavItem,
} from '@cms/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { navTable } from '../src/areas/navigation/navigation-repository.js';
import { untyped } from '../src/platform/kit/any-table.js';
import { contentApp, expectError, postCreated, unique, UNKNOWN_ID, type Client } from './content-support.js';
import { navItems } from './resources/navigation.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

const NAVS = navigationPaths.navs;
const REORDER = navigationPaths.reorder;
const DEFAULT = navigationPaths.defaultMenu;
const item = (id: number | string) => `${NAVS}/${id}`;
const m = navigationMessages;
const notFound = 'Navigation item not found';
const forbidden = 'You do not have permission to edit the navigation menu';

/** The demo school's menu as seeded, read before the tests empty the table. */
let seeded: NavItem[];

beforeAll(async () => {
  seeded = (await admin.inject({ method: 'GET', url: NAVS })).json();
});
// Each test starts from empty menus (the shared suite makes the rows it needs).
beforeEach(async () => {
  const db = untyped(t.database.db);
  await db.deleteFrom('nav_items').where('parent_id', 'is not', null).execute();
  await db.deleteFrom('nav_items').execute();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describeScopedResource(navItems, {
  invalid: { body: { name: 'Events', route: 'javascript:alert(1)' }, message: m.routeInvalid },
  ordering: { base: 1 },
  app: () => t,
});

const treeOf = async (client: Client) => {
  const response = await client.inject({ method: 'GET', url: NAVS });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NavItem[]>();
};
/** The tree as names: 'About' for an item without submenus, ['About', ['Staff', ...]] with them. */
const namesOf = (tree: NavItem[]) =>
  tree.map((entry) => (entry.submenus.length ? [entry.name, entry.submenus.map((sub) => sub.name)] : entry.name));
const create = (client: Client, body: object) => postCreated<NavItem>(client, NAVS, { route: '/', ...body });
const put = (client: Client, id: number, body: object) =>
  client.inject({ method: 'PUT', url: item(id), payload: { route: '/', ...body } });
const reorder = (client: Client, payload: object) => client.inject({ method: 'PUT', url: REORDER, payload });
const countRows = async () =>
  Number(
    (
      await untyped(t.database.db)
        .selectFrom('nav_items')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** A menu of Home, About (Our School, Staff) and Contact for `client`'s website. */
async function smallMenu(client: Client = admin) {
  const home = await create(client, { name: 'Home', route: '/' });
  const about = await create(client, {
    name: 'About',
    route: '/about',
    submenus: [
      { name: 'Our School', route: '/about/our-school' },
      { name: 'Staff', route: '/about/staff' },
    ],
  });
  const contact = await create(client, { name: 'Contact', route: '/contact' });
  const [school, staff] = about.submenus;
  return { home, about, contact, school: school!, staff: staff! };
}

describe('the navigation tree', () => {
  it('answers the top-level items by orderNo, each with its submenus by orderNo, in the spec’s fields', async () => {
    const { home, about, contact, school, staff } = await smallMenu();
    const tree = await treeOf(admin);
    expect(namesOf(tree)).toEqual(['Home', ['About', ['Our School', 'Staff']], 'Contact']);
    expect(tree[1]).toEqual({
      id: about.id,
      name: 'About',
      route: '/about',
      orderNo: 2,
      parentId: 0,
      assetOwnerId: admin.websiteId,
      submenus: [
        {
          id: school.id,
          name: 'Our School',
          route: '/about/our-school',
          orderNo: 1,
          parentId: about.id,
          assetOwnerId: admin.websiteId,
          submenus: [],
        },
        { ...staff, orderNo: 2, parentId: about.id, submenus: [] },
      ],
    });
    expect(tree.map((entry) => entry.orderNo)).toEqual([1, 2, 3]);
    expect([home.id, contact.id]).toEqual([tree[0]!.id, tree[2]!.id]);
    // One item is its own GET, with its submenus; a submenu's submenus are empty.
    expect((await admin.inject({ method: 'GET', url: item(about.id) })).json()).toEqual(tree[1]);
    expect((await admin.inject({ method: 'GET', url: item(staff.id) })).json()).toEqual(tree[1]!.submenus[1]);
  });

  it("is the session's website's only, and empty for a website without a menu", async () => {
    await smallMenu(admin);
    expect(await treeOf(other)).toEqual([]);
    expect(namesOf(await treeOf(viewer))).toEqual(['Home', ['About', ['Our School', 'Staff']], 'Contact']);
  });

  it('takes the old console’s page and size, and answers the whole tree all the same', async () => {
    await smallMenu();
    const response = await admin.inject({ method: 'GET', url: `${NAVS}?page=0&size=1` });
    expect(response.json()).toHaveLength(3);
  });
});

describe('the default menu', () => {
  it("is the demo school's seeded menu", () => {
    expect(namesOf(seeded)).toEqual([
      'Home',
      ['About', ["Principal's Message", 'Staff', 'Student Spotlight']],
      ['Academics', ['Bell Schedules']],
      'Admissions',
      ['News', ['Notice Board', 'Blog']],
      ['Gallery', ['Videos']],
      'Calendar',
      'Contact',
    ]);
    expect(seeded.map((entry) => entry.route)).toEqual([
      '/',
      '/about',
      '/academics',
      '/admissions',
      '/news',
      '/albums',
      '/events',
      '/contact',
    ]);
    expect(seeded.every((entry) => entry.assetOwnerId === 1 && entry.parentId === 0)).toBe(true);
  });

  it('is created on an empty menu (201, the tree), numbered from 1 in every list', async () => {
    const response = await other.inject({ method: 'POST', url: DEFAULT });
    expect(response.statusCode, response.body).toBe(201);
    const tree = response.json<NavItem[]>();
    expect(tree).toEqual(await treeOf(other));
    expect(namesOf(tree)).toEqual(namesOf(seeded));
    expect(tree.map((entry) => entry.orderNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const about = tree[1]!;
    expect(about.submenus.map((sub) => [sub.orderNo, sub.parentId, sub.assetOwnerId])).toEqual([
      [1, about.id, other.websiteId],
      [2, about.id, other.websiteId],
      [3, about.id, other.websiteId],
    ]);
    expect(await treeOf(admin)).toEqual([]);
  });

  it('answers 409 on a menu with items, changing nothing', async () => {
    const home = await create(admin, { name: 'Home' });
    expectError(await admin.inject({ method: 'POST', url: DEFAULT }), 409, m.menuNotEmpty);
    expect(await treeOf(admin)).toEqual([home]);
    expect((await editor.inject({ method: 'POST', url: DEFAULT, payload: [] })).statusCode).toBe(409);
  });

  it('is created once when asked twice at once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => admin.inject({ method: 'POST', url: DEFAULT })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(namesOf(await treeOf(admin))).toEqual(namesOf(seeded));
  });
});

describe('creating an item', () => {
  it('ignores id and assetOwnerId, takes parentId 0 as the top level and appends to the end', async () => {
    const first = await create(admin, { name: 'Home' });
    const body = { id: first.id, name: 'News', route: '/news', orderNo: null, parentId: 0, assetOwnerId: 403 };
    const created = await create(admin, { ...body, submenus: [] });
    expect(created).toEqual({
      ...body,
      id: expect.any(Number),
      orderNo: 2,
      assetOwnerId: admin.websiteId,
      submenus: [],
    });
    expect(created.id).not.toBe(first.id);
    for (const parentId of [null, '0', undefined]) {
      expect((await create(admin, { name: unique('Top'), parentId })).parentId).toBe(0);
    }
    expect((await treeOf(admin)).map((entry) => entry.orderNo)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts an item at its orderNo, moving the others down; a number past the end puts it last', async () => {
    const { home, about, contact } = await smallMenu();
    const news = await create(admin, { name: 'News', route: '/news', orderNo: 2 });
    expect(news.orderNo).toBe(2);
    const last = await create(admin, { name: 'Last', orderNo: 1000 });
    expect(last.orderNo).toBe(5);
    const tree = await treeOf(admin);
    expect(tree.map((entry) => [entry.id, entry.orderNo])).toEqual([
      [home.id, 1],
      [news.id, 2],
      [about.id, 3],
      [contact.id, 4],
      [last.id, 5],
    ]);
  });

  it('saves its submenus with it, in the order given or at their orderNo', async () => {
    const created = await create(admin, {
      name: 'Academics',
      route: '/academics',
      submenus: [
        { name: 'Classes', route: '/academics/classes' },
        { name: 'Homework', route: '/academics/homework' },
        { name: 'Bell Schedule', route: '/academics/bell-schedule', orderNo: 1, id: 5, parentId: 77, submenus: [] },
      ],
    });
    expect(created.submenus.map((sub) => [sub.name, sub.orderNo, sub.parentId])).toEqual([
      ['Bell Schedule', 1, created.id],
      ['Classes', 2, created.id],
      ['Homework', 3, created.id],
    ]);
    expect((await treeOf(admin))[0]).toEqual(created);
    const row = await untyped(t.database.db)
      .selectFrom('nav_items')
      .selectAll()
      .where('id', '=', created.submenus[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ website_id: admin.websiteId, created_by: admin.id, updated_by: admin.id });
  });

  it('adds a submenu at the end of a top-level item’s submenus', async () => {
    const { about } = await smallMenu();
    const history = await create(editor, { name: 'History', route: '/about/history', parentId: about.id });
    expect(history).toMatchObject({ parentId: about.id, orderNo: 3, submenus: [] });
    const first = await create(editor, {
      name: 'Welcome',
      route: '/about/welcome',
      parentId: String(about.id),
      orderNo: 1,
    });
    expect(first.orderNo).toBe(1);
    expect(namesOf(await treeOf(admin))[1]).toEqual(['About', ['Welcome', 'Our School', 'Staff', 'History']]);
  });
});

describe('the parent rules', () => {
  it("answers 404 for another website's parent or an unknown one, 400 for a submenu as parent, saving nothing", async () => {
    const { about, staff } = await smallMenu();
    const theirs = await create(other, { name: 'Theirs' });
    const total = await countRows();
    expectError(
      await admin.inject({ method: 'POST', url: NAVS, payload: { name: 'X', route: '/x', parentId: theirs.id } }),
      404,
      notFound,
    );
    expectError(
      await admin.inject({ method: 'POST', url: NAVS, payload: { name: 'X', route: '/x', parentId: UNKNOWN_ID } }),
      404,
      notFound,
    );
    const deeper = await admin.inject({
      method: 'POST',
      url: NAVS,
      payload: { name: 'X', route: '/x', parentId: staff.id },
    });
    expectError(deeper, 400, m.parentNotTopLevel);
    expect(deeper.json().issues).toEqual([{ path: 'body.parentId', message: m.parentNotTopLevel }]);
    // A submenu created with submenus of its own would make a third level.
    const withSubmenus = { name: 'X', route: '/x', parentId: about.id, submenus: [{ name: 'Y', route: '/y' }] };
    expectError(await admin.inject({ method: 'POST', url: NAVS, payload: withSubmenus }), 400, m.tooDeep);
    const nested = {
      name: 'X',
      route: '/x',
      submenus: [{ name: 'Y', route: '/y', submenus: [{ name: 'Z', route: '/z' }] }],
    };
    expectError(await admin.inject({ method: 'POST', url: NAVS, payload: nested }), 400, m.tooDeep);
    for (const parentId of ['abc', '', -1, 1.5, 2_147_483_648, true, {}]) {
      expectError(
        await admin.inject({ method: 'POST', url: NAVS, payload: { name: 'X', route: '/x', parentId } }),
        400,
        m.parentInvalid,
      );
    }
    expect(await countRows()).toBe(total);
  });

  it('moves an item between lists when a PUT names a parentId, to the end of its new list', async () => {
    const { home, about, contact, school, staff } = await smallMenu();
    const moved = await put(admin, contact.id, { name: 'Contact us', route: '/about/contact', parentId: about.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: contact.id, parentId: about.id, orderNo: 3, name: 'Contact us' });
    // A submenu becomes a top-level item with parentId 0.
    const up = await put(admin, school.id, { name: 'Our School', route: '/our-school', parentId: 0 });
    expect(up.json()).toMatchObject({ parentId: 0, orderNo: 3 });
    expect(namesOf(await treeOf(admin))).toEqual(['Home', ['About', ['Staff', 'Contact us']], 'Our School']);
    // Without parentId the item stays where it is (a list's numbers keep their gaps until a reorder).
    expect((await put(admin, staff.id, { name: 'Our Staff', route: '/about/staff' })).json()).toMatchObject({
      parentId: about.id,
      orderNo: 2,
    });
    expect(home.parentId).toBe(0);
  });

  it('refuses a move that would make a third level, a loop or a foreign parent, changing nothing', async () => {
    const { home, about, staff } = await smallMenu();
    const theirs = await create(other, { name: 'Theirs' });
    const before = await treeOf(admin);
    expectError(await put(admin, about.id, { name: 'About', parentId: home.id }), 400, m.tooDeep);
    expectError(await put(admin, home.id, { name: 'Home', parentId: home.id }), 400, m.ownParent);
    expectError(await put(admin, home.id, { name: 'Home', parentId: staff.id }), 400, m.parentNotTopLevel);
    expectError(await put(admin, home.id, { name: 'Home', parentId: theirs.id }), 404, notFound);
    expectError(await put(other, theirs.id, { name: 'Theirs', parentId: about.id }), 404, notFound);
    expect(await treeOf(admin)).toEqual(before);
  });
});

describe('validation', () => {
  const GOOD_ROUTES = [
    '/',
    '/about',
    '/about/our-school',
    '/news?page=2&sort=new#top',
    '/über-uns',
    '/calendar/2026-12',
    'https://www.riverside.example/calendar',
    'http://portal.riverside.example/login?next=/home',
  ];
  it.each(GOOD_ROUTES)('takes the route %s', async (route) => {
    const created = await create(admin, { name: 'Link', route });
    expect(created.route).toBe(route);
    expect((await put(admin, created.id, { name: 'Link', route })).json().route).toBe(route);
  });

  const BAD_ROUTES: unknown[] = [
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    '//evil.example',
    '//evil.example/path',
    ' /x',
    '/x ',
    '/a b',
    '/a//b',
    '/\\evil.example',
    'ftp://x',
    'mailto:office@riverside.example',
    'data:text/html,<script>alert(1)</script>',
    'about',
    './about',
    '../about',
    '/x"onmouseover="alert(1)',
    "/x'y",
    '/<script>',
    'https://',
    'https://exa mple.example',
    `/${'a'.repeat(2048)}`,
  ];
  it.each(BAD_ROUTES)('refuses the route %j with 400, saving nothing', async (route) => {
    const existing = await create(admin, { name: 'Existing' });
    expectError(
      await admin.inject({ method: 'POST', url: NAVS, payload: { name: 'Link', route } }),
      400,
      m.routeInvalid,
    );
    expectError(await put(admin, existing.id, { name: 'Changed', route }), 400, m.routeInvalid);
    expect(await treeOf(admin)).toEqual([existing]);
  });

  it.each<[object, string]>([
    [{ name: '' }, m.menuNameRequired],
    [{ name: '   ' }, m.menuNameRequired],
    [{ name: undefined }, m.menuNameRequired],
    [{ name: 42 }, m.menuNameRequired],
    [{ name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    [{ route: '' }, m.routeRequired],
    [{ route: '  ' }, m.routeRequired],
    [{ route: null }, m.routeRequired],
    [{ route: 7 }, m.routeRequired],
    [{ orderNo: 0 }, m.orderNoMin],
    [{ orderNo: -3 }, m.orderNoMin],
    [{ orderNo: 1001 }, m.orderNoMax],
    [{ orderNo: 1.5 }, m.orderNoInvalid],
    [{ orderNo: '2' }, m.orderNoInvalid],
    [{ submenus: [{ name: '', route: '/x' }] }, m.submenuNameRequired],
    [{ submenus: [{ name: 'Staff', route: 'staff' }] }, m.routeInvalid],
    [{ submenus: [{ name: 'Staff', route: '/staff', orderNo: 0 }] }, m.orderNoMin],
    [{ submenus: 'none' }, m.submenusInvalid],
  ])('refuses %j with the spec’s message and saves nothing', async (fields, message) => {
    const existing = await create(admin, { name: 'Existing', route: '/existing' });
    const body = { name: 'Events', route: '/events', ...fields };
    expectError(await admin.inject({ method: 'POST', url: NAVS, payload: body }), 400, message);
    if (!('submenus' in fields)) expectError(await put(admin, existing.id, body), 400, message);
    expect(await treeOf(admin)).toEqual([existing]);
  });

  it.each<[object, string]>([
    [{ name: '' }, m.submenuNameRequired],
    [{ name: '   ' }, m.submenuNameRequired],
    [{ name: undefined }, m.submenuNameRequired],
    [{ name: 42 }, m.submenuNameRequired],
    [{ name: '', route: '' }, m.submenuNameRequired],
    [{ name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
  ])('refuses a submenu (parentId set) of %j in the submenu’s words, saving nothing', async (fields, message) => {
    const parent = await create(admin, { name: 'About', route: '/about' });
    const staff = await create(admin, { name: 'Staff', route: '/about/staff', parentId: parent.id });
    const before = await treeOf(admin);
    const body = { route: '/about/fees', parentId: parent.id, ...fields };
    expectError(await admin.inject({ method: 'POST', url: NAVS, payload: body }), 400, message);
    expectError(await put(admin, staff.id, body), 400, message);
    // The parent given as text, as the spec's clients may send it, is a submenu too.
    const asText = { ...body, parentId: String(parent.id) };
    expectError(await admin.inject({ method: 'POST', url: NAVS, payload: asText }), 400, message);
    expect(await treeOf(admin)).toEqual(before);
  });

  it.each([null, [], 'Staff', 7])('refuses the body %j with 400, naming no field', async (payload) => {
    const existing = await create(admin, { name: 'Existing' });
    const headers = { 'content-type': 'application/json' };
    const body = JSON.stringify(payload);
    expect((await admin.inject({ method: 'POST', url: NAVS, headers, payload: body })).statusCode).toBe(400);
    expect((await admin.inject({ method: 'PUT', url: item(existing.id), headers, payload: body })).statusCode).toBe(
      400,
    );
    expect(await treeOf(admin)).toEqual([existing]);
  });

  it(`refuses more than ${NAV_SUBMENUS_MAX} submenus in one create`, async () => {
    const submenus = Array.from({ length: NAV_SUBMENUS_MAX + 1 }, (_, index) => ({ name: `S${index}`, route: '/s' }));
    const payload = { name: 'Many', route: '/many', submenus };
    expectError(await admin.inject({ method: 'POST', url: NAVS, payload }), 400, m.tooManySubmenus);
    const created = await create(admin, { ...payload, submenus: submenus.slice(1) });
    expect(created.submenus).toHaveLength(NAV_SUBMENUS_MAX);
    expect(created.submenus.at(-1)).toMatchObject({ name: `S${NAV_SUBMENUS_MAX}`, orderNo: NAV_SUBMENUS_MAX });
  });

  it(`keeps a menu to ${NAV_ITEMS_MAX} items in all, submenus included: one more is a 400 naming the limit, nothing saved`, async () => {
    const submenus = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `S${index}`, route: '/s' }));
    // 1 + 99, 1 + 98 and 1: 200 items, the limit itself.
    const first = await create(admin, { name: 'First', submenus: submenus(NAV_ITEMS_MAX / 2 - 1) });
    await create(admin, { name: 'Second', submenus: submenus(NAV_ITEMS_MAX / 2 - 2) });
    const last = await create(admin, { name: 'Last' });
    expect(await countRows()).toBe(NAV_ITEMS_MAX);
    // One more, at the top level, as a submenu, or carrying submenus: refused, nothing saved.
    expectError(
      await admin.inject({ method: 'POST', url: NAVS, payload: { name: 'More', route: '/' } }),
      400,
      m.tooManyItems,
    );
    const asSubmenu = { name: 'More', route: '/', parentId: last.id };
    expectError(await admin.inject({ method: 'POST', url: NAVS, payload: asSubmenu }), 400, m.tooManyItems);
    const withSubmenus = { name: 'More', route: '/', submenus: submenus(1) };
    expectError(await admin.inject({ method: 'POST', url: NAVS, payload: withSubmenus }), 400, m.tooManyItems);
    expect(await countRows()).toBe(NAV_ITEMS_MAX);
    // Another website's menu has its own limit; removing one item makes room again.
    await create(other, { name: 'Other school' });
    expect((await admin.inject({ method: 'DELETE', url: item(first.submenus[0]!.id) })).statusCode).toBe(200);
    await create(admin, { name: 'Room again' });
  });

  it(`keeps an item to ${NAV_SUBMENUS_MAX} submenus, added one at a time or moved under it: a 400 naming the limit`, async () => {
    const submenus = Array.from({ length: NAV_SUBMENUS_MAX }, (_, index) => ({ name: `S${index}`, route: '/s' }));
    const full = await create(admin, { name: 'Full', submenus });
    const payload = { name: 'One more', route: '/', parentId: full.id };
    expectError(await admin.inject({ method: 'POST', url: NAVS, payload }), 400, m.submenusFull);
    const loose = await create(admin, { name: 'Loose' });
    expectError(await put(admin, loose.id, { name: 'Loose', parentId: full.id }), 400, m.submenusFull);
    expect((await treeOf(admin)).map((entry) => [entry.name, entry.submenus.length])).toEqual([
      ['Full', NAV_SUBMENUS_MAX],
      ['Loose', 0],
    ]);
  });

  it('keeps order numbers in bounds on update too, and moves an item within its list', async () => {
    const { home, about, contact } = await smallMenu();
    expectError(await put(admin, home.id, { name: 'Home', orderNo: 0 }), 400, m.orderNoMin);
    expectError(await put(admin, home.id, { name: 'Home', orderNo: 1001 }), 400, m.orderNoMax);
    const moved = await put(admin, home.id, { name: 'Home', orderNo: 3 });
    expect(moved.json()).toMatchObject({ orderNo: 3 });
    expect((await treeOf(admin)).map((entry) => [entry.id, entry.orderNo])).toEqual([
      [about.id, 1],
      [contact.id, 2],
      [home.id, 3],
    ]);
  });

  it('ignores the submenus of an update body: submenus are edited as items of their own', async () => {
    const { about } = await smallMenu();
    const response = await put(admin, about.id, { name: 'About us', route: '/about', submenus: [], parentId: 0 });
    expect(response.json()).toEqual({ ...about, name: 'About us' });
  });
});

describe('deleting', () => {
  it('deletes an item with its submenus, and a submenu on its own', async () => {
    const { home, about, contact, school, staff } = await smallMenu();
    const removed = await admin.inject({ method: 'DELETE', url: item(school.id) });
    expect(removed.json()).toEqual({ message: m.itemDeleted });
    expect(namesOf(await treeOf(admin))).toEqual(['Home', ['About', ['Staff']], 'Contact']);
    expect((await admin.inject({ method: 'DELETE', url: item(about.id) })).statusCode).toBe(200);
    expect((await treeOf(admin)).map((entry) => entry.id)).toEqual([home.id, contact.id]);
    expectError(await admin.inject({ method: 'GET', url: item(staff.id) }), 404, notFound);
    expect(await countRows()).toBe(2);
  });

  it('deletes nothing when the delete fails midway: the submenus come back with their item', async () => {
    const { about } = await smallMenu();
    const before = await treeOf(admin);
    let submenusLeft: unknown[] = [];
    vi.spyOn(navTable, 'remove').mockImplementationOnce(async (db, websiteId, id, first) => {
      // The submenus go first; then the item's own delete fails.
      await first?.(id);
      submenusLeft = await untyped(db).selectFrom('nav_items').select('id').where('parent_id', '=', id).execute();
      throw new Error('disk full');
    });
    const response = await admin.inject({ method: 'DELETE', url: item(about.id) });
    expect(response.statusCode).toBe(500);
    expect(submenusLeft).toEqual([]);
    expect(await treeOf(admin)).toEqual(before);
  });
});

describe('reordering', () => {
  it('reorders the top level, answering the menu’s own message', async () => {
    const { home, about, contact } = await smallMenu();
    const response = await reorder(admin, [
      { id: contact.id, orderNo: 1 },
      { id: home.id, orderNo: 2 },
      { id: about.id, orderNo: 3 },
    ]);
    expect(response.json()).toEqual({ message: m.reordered });
    expect(namesOf(await treeOf(admin))).toEqual(['Contact', 'Home', ['About', ['Our School', 'Staff']]]);
  });

  it("reorders one item's submenus at the same path, leaving the top level as it is", async () => {
    const { about, school, staff } = await smallMenu();
    const history = await create(admin, { name: 'History', route: '/about/history', parentId: about.id });
    expect((await reorder(admin, [{ id: history.id, orderNo: 1 }])).statusCode).toBe(200);
    expect(namesOf(await treeOf(admin))).toEqual(['Home', ['About', ['History', 'Our School', 'Staff']], 'Contact']);
    const full = [staff, school, history].map((sub, index) => ({ id: sub.id, orderNo: index + 1 }));
    expect((await reorder(editor, full)).statusCode).toBe(200);
    const subs = (await treeOf(admin))[1]!.submenus;
    expect(subs.map((sub) => [sub.name, sub.orderNo])).toEqual([
      ['Staff', 1],
      ['Our School', 2],
      ['History', 3],
    ]);
  });

  it("answers 400 for items of two lists in one call and 404 for another website's, changing nothing", async () => {
    const { home, school } = await smallMenu();
    const welcome = await create(admin, { name: 'Welcome', route: '/welcome', parentId: home.id });
    const theirs = await smallMenu(other);
    const before = await treeOf(admin);
    const topAndSubmenu = [
      { id: home.id, orderNo: 2 },
      { id: school.id, orderNo: 2 },
    ];
    expectError(await reorder(admin, topAndSubmenu), 400, orderingMessages.mixedLists);
    const twoParents = [
      { id: school.id, orderNo: 2 },
      { id: welcome.id, orderNo: 1 },
    ];
    expectError(await reorder(admin, twoParents), 400, orderingMessages.mixedLists);
    const withTheirs = [
      { id: school.id, orderNo: 2 },
      { id: theirs.staff.id, orderNo: 1 },
    ];
    expectError(await reorder(admin, withTheirs), 404, notFound);
    expect(await treeOf(admin)).toEqual(before);
  });
});

describe('permissions', () => {
  it('lets a VIEWER read the tree and an item, and refuses every write with 403, changing nothing', async () => {
    const { about, school } = await smallMenu();
    const before = await treeOf(admin);
    expect(await treeOf(viewer)).toEqual(before);
    expect((await viewer.inject({ method: 'GET', url: item(about.id) })).statusCode).toBe(200);
    const writes = [
      { method: 'POST' as const, url: NAVS, payload: { name: 'X', route: '/x', parentId: about.id } },
      { method: 'POST' as const, url: DEFAULT },
      { method: 'PUT' as const, url: item(school.id), payload: { name: 'X', route: '/x' } },
      { method: 'PUT' as const, url: REORDER, payload: [{ id: school.id, orderNo: 2 }] },
      { method: 'DELETE' as const, url: item(about.id) },
    ];
    for (const call of writes) expectError(await viewer.inject(call), 403, forbidden);
    expect(await treeOf(admin)).toEqual(before);
  });

  it('needs a live token for the default menu', async () => {
    expect((await t.app.inject({ method: 'POST', url: DEFAULT })).statusCode).toBe(401);
    expect(await treeOf(admin)).toEqual([]);
  });
});

describe('the spec’s calls', () => {
  it('are at the spec’s paths', () => {
    expect(navigationPaths).toEqual({
      navs: '/misc/cms/nm/nmac/navs',
      nav: '/misc/cms/nm/nmac/navs/:id',
      defaultMenu: '/misc/cms/nm/nmac/navs/default',
      reorder: '/misc/cms/nm/nmac/navs/reorder',
    });
  });

  it('carries the spec’s messages, with the top-level reorder in its own words', () => {
    expect(m).toMatchObject({
      loadFailed: 'Failed to load navigation data',
      saveFailed: 'Failed to save navigation data',
      itemUpdateFailed: 'Failed to update navigation menu item',
      itemDeleteFailed: 'Failed to delete navigation menu item',
      submenuUpdateFailed: 'Failed to update navigation submenu',
      submenuDeleteFailed: 'Failed to delete navigation submenu',
      defaultFailed: 'Failed to create default menu',
      submenuReorderFailed: 'Failed to reorder navigation submenu',
      saved: 'Navigation menu updated successfully',
      itemUpdated: 'Navigation menu item updated successfully',
      itemDeleted: 'Navigation menu item deleted successfully',
      submenuDeleted: 'Navigation submenu deleted successfully',
      submenuReordered: 'Navigation submenu reordered successfully',
      defaultCreated: 'Default menu created successfully',
      menuNameRequired: 'Menu name is required',
      submenuNameRequired: 'Submenu name is required',
      routeRequired: 'Route is required',
      orderNoRequired: 'Order number is required',
      orderNoMin: 'Order number must be at least 1',
    });
    expect(navFormOrderNo.safeParse(undefined).error?.issues[0]?.message).toBe(m.orderNoRequired);
    expect(navFormOrderNo.safeParse(0).error?.issues[0]?.message).toBe(m.orderNoMin);
    expect(m.reordered).not.toBe(m.submenuDeleted);
    expect(m.reorderFailed).not.toBe(m.submenuDeleteFailed);
  });
});
