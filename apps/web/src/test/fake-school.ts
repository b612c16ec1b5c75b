import {
  blogTopic,
  alertsContract,
  blog,
  blogsContract,
  blogsPaths,
  messageResponse,
  navigationMessages,
  navigationPaths,
  navItemsContract,
  navTree,
  news,
  newsCategoriesContract,
  newsCategoriesMessages,
  newsContract,
  newsPaths,
  noticesContract,
  orderingMessages,
  reorderRequest,
  topic,
  topicsContract,
  topicsMessages,
  website,
  websiteFindQuery,
  websitesPaths,
  type Alert,
  type AlertState,
  type Blog,
  type NavItem,
  type News,
  type NewsCategory,
  type Notice,
  type ReorderItem,
  type Topic,
} from '@cms/contract';
import { z } from 'zod';
import {
  fakeArea,
  FakeTable,
  linkEndpoints,
  refuse,
  resourceEndpoints,
  startFakeApi,
  table,
  type AreaRows,
  type Endpoint,
  type Override,
} from './fake-api';
import { classesEndpoints } from './fake-classes';
import { staffEndpoints } from './fake-staff';
import { usersEndpoints } from './fake-users';
import { spotlightEndpoints } from './fake-spotlight';
import { mediaEndpoints } from './fake-media';
import { photoAlbumsEndpoints } from './fake-photo-albums';
import { videosEndpoints } from './fake-videos';
import { bellSchedulesEndpoints } from './fake-bell-schedules';
import { carouselsEndpoints } from './fake-carousels';
import { pollsEndpoints } from './fake-polls';
import { pagesEndpoints } from './fake-pages';
import { FAKE_STAMPS, listing, nextOrderNo, rowMaker } from './fake-rows';
import { RIVERSIDE } from './render';
import { signIn } from './session';

/*
 * The demo school's content areas on the fake API (test/fake-api.ts), behaving as the server does:
 * the same orders, filters, defaults, name conflicts and link clean-ups. Rows start from what a
 * test gives; every call and answer is checked against the contract.
 */

const STAMP = FAKE_STAMPS.createdDate;

/** Signs in as the demo school's Alex Morgan with `roles` (an ADMIN unless given). */
export function signInAs(roles: string[] = ['ADMIN'], id = 1) {
  signIn({ id, firstName: 'Alex', lastName: 'Morgan', roles, avatar: null });
}

export function makeTopic(id: number, title: string, description = ''): Topic {
  return { id, assetId: id, title, name: title, description, createdDate: STAMP, updatedDate: STAMP };
}

export function makeBlog(id: number, fields: Partial<Blog> = {}): Blog {
  const hpBlog = fields.hpBlog ?? false;
  return {
    id,
    title: `Blog ${id}`,
    creatorName: 'Ms. Rivera',
    summary: `Summary of blog ${id}`,
    description: '<p>Hello</p>',
    imgUrl: null,
    status: 'DRAFT',
    topics: [],
    createdDate: STAMP,
    updatedDate: STAMP,
    publishedDate: null,
    ...fields,
    hpBlog,
    hp_blog: hpBlog,
  };
}

export function makeCategory(id: number, name: string): NewsCategory {
  return { id, name, createdDate: STAMP, updatedDate: STAMP };
}

export function makeNews(id: number, fields: Partial<News> = {}): News {
  return {
    id,
    title: `News ${id}`,
    summary: `Summary ${id}`,
    content: `<p>Content ${id}</p>`,
    creator_name: 'Ms. Rivera',
    author: 'Ms. Rivera',
    imgUrl: null,
    status: 'DRAFT',
    showOnHomePage: false,
    created_date: STAMP,
    updated_date: STAMP,
    publishedDate: null,
    categories: [],
    ...fields,
  };
}

/** Where an alert stands now, as the server works it out on every read. */
function stateOf({ active, startsAt, endsAt }: Pick<Alert, 'active' | 'startsAt' | 'endsAt'>): AlertState {
  const now = new Date().toISOString();
  if (!active) return 'off';
  if (endsAt && endsAt <= now) return 'expired';
  if (startsAt && startsAt > now) return 'scheduled';
  return 'live';
}

export function makeAlert(id: number, fields: Partial<Omit<Alert, 'state'>> = {}): Alert {
  const row = {
    id,
    assetOwnerId: 1,
    title: `Alert ${id}`,
    header: `Header ${id}`,
    body: `Body of alert ${id}`,
    footer: '',
    active: true,
    severity: 'information' as const,
    startsAt: null,
    endsAt: null,
    ...FAKE_STAMPS,
    ...fields,
  };
  return { ...row, state: stateOf(row) };
}

export const makeNotice = rowMaker<Notice>((id) => ({
  title: `Notice ${id}`,
  summary: `Summary of notice ${id}`,
  content: `<p>Notice ${id}</p>`,
  status: 'ACTIVE',
  ...FAKE_STAMPS,
}));

/** A menu item (top level unless `parentId` is given); its `submenus` are the tree's, not stored. */
export const makeNavItem = rowMaker<NavItem>((id) => ({
  assetOwnerId: 1,
  name: `Item ${id}`,
  route: `/item-${id}`,
  orderNo: id,
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

/** A named list (topics, news categories): searched by name, in name order. */
const named = <T extends { id: number; name: string }>() =>
  listing<T>({ search: 'name', order: (rows) => [...rows].sort((a, b) => a.name.localeCompare(b.name)) });
const published = <T>(row: T) => ({ ...row, publishedDate: STAMP });

/** Blogs newest first, by status, with their topics (linked one at a time); topics by name, each title once. */
const blogsEndpoints = fakeArea({ blogs: table<Blog>('Blog'), topics: table<Topic>('Topic') }, ({ blogs, topics }) => {
  /** A topic as a blog shows it: the contract's `blogTopic`, which leaves out its dates. */
  const inBlog = (topic: Topic) => blogTopic.parse(topic);
  return [
    ...resourceEndpoints({
      table: blogs,
      contract: blogsContract,
      list: listing({ filters: ['status'] }),
      build: (body, id, current) => {
        const { topics: ids, ...fields } = body;
        return makeBlog(id, {
          ...current,
          ...fields,
          imgUrl: fields.imgUrl ?? null,
          topics: ids ? ids.map((topicId) => inBlog(topics.get(topicId))) : (current?.topics ?? []),
        });
      },
    }),
    {
      method: 'PATCH',
      path: blogsPaths.publish,
      response: blog,
      handle: ({ params }) => blogs.put(published({ ...blogs.get(params.id!), status: 'PUBLISHED' })),
    },
    ...linkEndpoints(blogsPaths.blogTopic, z.array(topic), (params, linked) => {
      const current = blogs.get(params.blogId!);
      const chosen = topics.get(params.topicId!);
      const others = current.topics.filter((t) => t.id !== chosen.id);
      blogs.put({ ...current, topics: linked ? [...others, inBlog(chosen)] : others });
      return blogs.get(current.id).topics.map((t) => topics.get(t.id));
    }),
    ...resourceEndpoints({
      table: topics,
      contract: topicsContract,
      list: named(),
      unique: { field: 'name', taken: topicsMessages.titleTaken },
      build: (body, id) => makeTopic(id, body.title, body.description),
      onDelete: (gone) => {
        for (const b of blogs.all()) blogs.put({ ...b, topics: b.topics.filter((t) => t.id !== gone.id) });
      },
    }),
  ];
});

/** News newest first, by status or category; categories by name, each name once. */
const newsEndpoints = fakeArea(
  { news: table<News>('News'), categories: table<NewsCategory>('Category') },
  ({ news: newsItems, categories }) => {
    return [
      ...resourceEndpoints({
        table: newsItems,
        contract: newsContract,
        list: listing({
          filters: ['status'],
          where: (n, query) => !query.categoryId || n.categories.some((c) => c.id === query.categoryId),
        }),
        build: (body, id, current) =>
          makeNews(id, {
            ...current,
            ...body,
            author: body.creator_name || 'System',
            imgUrl: body.imgUrl ?? null,
            categories: (body.categoryIds ?? current?.categories.map((c) => c.id) ?? []).map((categoryId) => {
              const { name } = categories.get(categoryId);
              return { id: categoryId, name };
            }),
          }),
      }),
      {
        method: 'PATCH',
        path: newsPaths.publish,
        response: news,
        handle: ({ params }) => newsItems.put(published({ ...newsItems.get(params.id!), status: 'ACTIVE' })),
      },
      ...resourceEndpoints({
        table: categories,
        contract: newsCategoriesContract,
        list: named(),
        unique: { field: 'name', taken: newsCategoriesMessages.nameTaken },
        build: (body, id, current) => ({ ...(current ?? makeCategory(id, body.name)), name: body.name }),
        onDelete: (gone) => {
          for (const n of newsItems.all())
            newsItems.put({ ...n, categories: n.categories.filter((c) => c.id !== gone.id) });
        },
      }),
    ];
  },
);

/** Alerts newest first, by the state worked out on every read. */
const alertsEndpoints = fakeArea({ alerts: table<Alert>('Alert') }, ({ alerts }) =>
  resourceEndpoints({
    table: alerts,
    contract: alertsContract,
    list: listing({ filters: ['state'] }),
    // The state is worked out on every read.
    show: (a) => ({ ...a, state: stateOf(a) }),
    make: makeAlert,
  }),
);

/** The notice board newest first, searched by title and filtered by status. */
const noticesEndpoints = fakeArea({ notices: table<Notice>('Notice') }, ({ notices }) =>
  resourceEndpoints({
    table: notices,
    contract: noticesContract,
    list: listing({ filters: ['status'], search: 'title' }),
    make: makeNotice,
  }),
);

/** The rows a test starts the school with: each area's, as its tables keep them. */
export type SchoolRows = AreaRows<typeof usersEndpoints> &
  AreaRows<typeof blogsEndpoints> &
  AreaRows<typeof newsEndpoints> &
  AreaRows<typeof alertsEndpoints> &
  AreaRows<typeof noticesEndpoints> &
  AreaRows<typeof mediaEndpoints> &
  AreaRows<typeof photoAlbumsEndpoints> &
  AreaRows<typeof classesEndpoints> &
  AreaRows<typeof staffEndpoints> &
  AreaRows<typeof videosEndpoints> &
  AreaRows<typeof bellSchedulesEndpoints> &
  AreaRows<typeof spotlightEndpoints> &
  AreaRows<typeof carouselsEndpoints> &
  AreaRows<typeof pagesEndpoints> &
  AreaRows<typeof pollsEndpoints> & {
    /** The menu as a tree: top-level items with their submenus. */
    navigation?: NavItem[];
  };

/** Starts the fake API with these rows; `overrides` ('METHOD /path') answer those calls instead. */
export function serveSchool(rows: SchoolRows = {}, overrides: Record<string, Override> = {}) {
  const nav = new FakeTable<NavItem>(
    (rows.navigation ?? []).flatMap(({ submenus, ...top }) => [
      { ...top, submenus: [] },
      ...submenus.map((submenu) => ({ ...submenu, parentId: top.id, submenus: [] })),
    ]),
    'Navigation item',
  );
  // The menu as the server keeps it: one list per parent (0 the top level), by orderNo from 1.
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

  const schoolUsers = usersEndpoints(rows);
  const schoolBlogs = blogsEndpoints(rows);
  const schoolNews = newsEndpoints(rows);
  const schoolAlerts = alertsEndpoints(rows);
  const schoolNotices = noticesEndpoints(rows);
  const schoolClasses = classesEndpoints(rows);
  const schoolStaff = staffEndpoints(rows);
  const schoolVideos = videosEndpoints(rows);
  const schoolMedia = mediaEndpoints(rows);
  const schoolPhotoAlbums = photoAlbumsEndpoints(rows);
  const schoolSpotlight = spotlightEndpoints(rows);
  const schoolBellSchedules = bellSchedulesEndpoints(rows);
  const schoolCarousels = carouselsEndpoints(rows);
  const schoolPolls = pollsEndpoints(rows);
  const schoolPages = pagesEndpoints(rows);
  const endpoints: Endpoint[] = [
    {
      method: 'GET',
      path: websitesPaths.find,
      query: websiteFindQuery,
      response: website.nullable(),
      handle: () => RIVERSIDE,
    },
    ...schoolUsers.endpoints,
    ...schoolBlogs.endpoints,
    ...schoolNews.endpoints,
    ...schoolAlerts.endpoints,
    ...schoolNotices.endpoints,
    ...schoolClasses.endpoints,
    ...schoolStaff.endpoints,
    ...schoolVideos.endpoints,
    ...schoolMedia.endpoints,
    ...schoolPhotoAlbums.endpoints,
    ...schoolSpotlight.endpoints,
    ...schoolBellSchedules.endpoints,
    ...schoolCarousels.endpoints,
    ...schoolPolls.endpoints,
    ...schoolPages.endpoints,

    ...resourceEndpoints({
      table: nav,
      contract: navItemsContract,
      list: tree,
      show: withSubmenus,
      build: (body, id, current) => {
        // Absent keeps the item's list; 0 or null is the top level; else a top-level item (spec 02 §7).
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

  const tables = {
    nav,
    ...schoolUsers.tables,
    ...schoolBlogs.tables,
    ...schoolNews.tables,
    ...schoolAlerts.tables,
    ...schoolNotices.tables,
    ...schoolClasses.tables,
    ...schoolStaff.tables,
    ...schoolVideos.tables,
    ...schoolMedia.tables,
    ...schoolPhotoAlbums.tables,
    ...schoolSpotlight.tables,
    ...schoolBellSchedules.tables,
    ...schoolCarousels.tables,
    ...schoolPolls.tables,
    ...schoolPages.tables,
  };
  return { ...startFakeApi(endpoints, overrides), ...tables };
}
