import {
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
  type BlogTopic,
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
  type Endpoint,
  type Override,
} from './fake-api';
import { classesEndpoints, type ClassesRows } from './fake-classes';
import { staffEndpoints, type StaffRows } from './fake-staff';
import { usersEndpoints, type UsersRows } from './fake-users';
import { spotlightEndpoints, type SpotlightRows } from './fake-spotlight';
import { mediaEndpoints, type MediaRows } from './fake-media';
import { photoAlbumsEndpoints, type PhotoAlbumsRows } from './fake-photo-albums';
import { videosEndpoints, type VideosRows } from './fake-videos';
import { bellSchedulesEndpoints, type BellSchedulesRows } from './fake-bell-schedules';
import { carouselsEndpoints, type CarouselsRows } from './fake-carousels';
import { pollsEndpoints, type PollsRows } from './fake-polls';
import { pagesEndpoints, type PagesRows } from './fake-pages';
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

const byName = (name: string) => (row: { name: string }) => row.name.toLowerCase() === name.toLowerCase();
/** A named list (topics, news categories): searched by name, in name order. */
const named = <T extends { id: number; name: string }>() =>
  listing<T>({ search: 'name', order: (rows) => [...rows].sort((a, b) => a.name.localeCompare(b.name)) });
const published = <T>(row: T) => ({ ...row, publishedDate: STAMP });

/** Blogs and their topics, as a test gives them. */
interface BlogsRows {
  blogs?: Blog[];
  topics?: Topic[];
}

/** Blogs newest first, by status, with their topics (linked one at a time); topics by name, each title once. */
const blogsEndpoints = fakeArea<BlogsRows>({ blogs: 'Blog', topics: 'Topic' }, ({ blogs, topics }) => {
  const inBlog = ({ createdDate: _c, updatedDate: _u, ...rest }: Topic): BlogTopic => rest;
  const freeTitle = (title: string, id?: number) => {
    if (topics.all().some((t) => t.id !== id && byName(title)(t))) refuse(409, topicsMessages.titleTaken);
  };
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
      build: (body, id, current) => {
        freeTitle(body.title, current?.id);
        return makeTopic(id, body.title, body.description);
      },
      onDelete: (gone) => {
        for (const b of blogs.all()) blogs.put({ ...b, topics: b.topics.filter((t) => t.id !== gone.id) });
      },
    }),
  ];
});

/** News items and their categories, as a test gives them. */
interface NewsRows {
  news?: News[];
  categories?: NewsCategory[];
}

/** News newest first, by status or category; categories by name, each name once. */
const newsEndpoints = fakeArea<NewsRows>(
  { news: 'News', categories: 'Category' },
  ({ news: newsItems, categories }) => {
    const freeName = (name: string, id?: number) => {
      if (categories.all().some((c) => c.id !== id && byName(name)(c))) refuse(409, newsCategoriesMessages.nameTaken);
    };
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
        build: (body, id, current) => {
          freeName(body.name, current?.id);
          return { ...(current ?? makeCategory(id, body.name)), name: body.name };
        },
        onDelete: (gone) => {
          for (const n of newsItems.all())
            newsItems.put({ ...n, categories: n.categories.filter((c) => c.id !== gone.id) });
        },
      }),
    ];
  },
);

interface AlertsRows {
  alerts?: Alert[];
}

/** Alerts newest first, by the state worked out on every read. */
const alertsEndpoints = fakeArea<AlertsRows>({ alerts: 'Alert' }, ({ alerts }) =>
  resourceEndpoints({
    table: alerts,
    contract: alertsContract,
    list: listing({ filters: ['state'] }),
    // The state is worked out on every read.
    show: (a) => ({ ...a, state: stateOf(a) }),
    make: makeAlert,
  }),
);

interface NoticesRows {
  notices?: Notice[];
}

/** The notice board newest first, searched by title and filtered by status. */
const noticesEndpoints = fakeArea<NoticesRows>({ notices: 'Notice' }, ({ notices }) =>
  resourceEndpoints({
    table: notices,
    contract: noticesContract,
    list: listing({ filters: ['status'], search: 'title' }),
    make: makeNotice,
  }),
);

export interface SchoolRows
  extends
    UsersRows,
    BlogsRows,
    NewsRows,
    AlertsRows,
    NoticesRows,
    MediaRows,
    PhotoAlbumsRows,
    ClassesRows,
    StaffRows,
    VideosRows,
    BellSchedulesRows,
    SpotlightRows,
    CarouselsRows,
    PagesRows,
    PollsRows {
  /** The menu as a tree: top-level items with their submenus. */
  navigation?: NavItem[];
}

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
