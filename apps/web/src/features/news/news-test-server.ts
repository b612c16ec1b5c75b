import { vi } from 'vitest';
import type { News, NewsCategory } from '@cms/contract';
import { startSession } from '@/lib/session';
import { fakeServer, jsonResponse, RIVERSIDE } from '@/test/render';

/** Test support for the news screens: a signed-in session and an in-memory news API. */

export function signInAs(roles: string[] = ['ADMIN']) {
  startSession({
    token: 'jwt',
    id: 1,
    firstName: 'Alex',
    lastName: 'Morgan',
    username: 'admin@school.example',
    roles,
    websiteId: 1,
    avatar: null,
  });
}

const DATE = '2026-01-02T03:04:05.000Z';

export function makeCategory(id: number, name: string): NewsCategory {
  return { id, name, createdDate: DATE, updatedDate: DATE };
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
    created_date: DATE,
    updated_date: DATE,
    publishedDate: null,
    categories: [],
    ...fields,
  };
}

const error = (statusCode: number, message: string) =>
  jsonResponse(statusCode, { statusCode, error: 'Error', message });

const body = (init: RequestInit) => JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;

function pageOf<T>(all: T[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 0);
  const size = Number(url.searchParams.get('size') ?? 10);
  const totalPages = Math.ceil(all.length / size);
  return jsonResponse(200, {
    content: all.slice(page * size, page * size + size),
    totalElements: all.length,
    totalPages,
    size,
    number: page,
    first: page === 0,
    last: page >= totalPages - 1,
  });
}

type Routes = Parameters<typeof fakeServer>[0];

/** Serves the news and categories calls from memory, newest news first, and records every call. */
export function serveNews(initialNews: News[], initialCategories: NewsCategory[] = [], overrides: Routes = {}) {
  const news = new Map(initialNews.map((n) => [n.id, structuredClone(n)]));
  const categories = new Map(initialCategories.map((c) => [c.id, structuredClone(c)]));
  let nextNewsId = Math.max(0, ...news.keys()) + 1;
  let nextCategoryId = Math.max(0, ...categories.keys()) + 1;

  const fromBody = (fields: Record<string, unknown>, current?: News): News => {
    const ids = (fields.categoryIds as number[] | undefined) ?? current?.categories.map((c) => c.id) ?? [];
    const creator = String(fields.creator_name ?? '');
    return makeNews(current?.id ?? nextNewsId++, {
      ...current,
      title: String(fields.title),
      summary: String(fields.summary ?? ''),
      content: String(fields.content),
      creator_name: creator,
      author: creator || 'System',
      imgUrl: (fields.imgUrl as string | null) ?? null,
      status: (fields.status as News['status']) ?? 'DRAFT',
      showOnHomePage: Boolean(fields.showOnHomePage),
      categories: ids.map((id) => ({ id, name: categories.get(id)?.name ?? '?' })),
    });
  };

  const routes: Routes = {
    'GET /wms/public/wlc/websites/find': () => jsonResponse(200, RIVERSIDE),
    'GET /nms/cms/nac/news': (url) => {
      const status = url.searchParams.get('status');
      const categoryId = Number(url.searchParams.get('categoryId') ?? NaN);
      const all = [...news.values()]
        .filter((n) => !status || n.status === status)
        .filter((n) => Number.isNaN(categoryId) || n.categories.some((c) => c.id === categoryId))
        .sort((a, b) => b.id - a.id);
      return pageOf(all, url);
    },
    'POST /nms/cms/nac/news': (_url, init) => {
      const created = fromBody(body(init));
      news.set(created.id, created);
      return jsonResponse(201, created);
    },
    'GET /nms/cms/cac/categories': (url) =>
      pageOf(
        [...categories.values()].sort((a, b) => a.name.localeCompare(b.name)),
        url,
      ),
    'POST /nms/cms/cac/categories': (_url, init) => {
      const name = String(body(init).name);
      if ([...categories.values()].some((c) => c.name.toLowerCase() === name.toLowerCase()))
        return error(409, 'A category with this name already exists');
      const created = makeCategory(nextCategoryId++, name);
      categories.set(created.id, created);
      return jsonResponse(201, created);
    },
    'PUT /nms/cms/cac/categories': (_url, init) => {
      const { id, name } = body(init) as { id: number; name: string };
      const current = categories.get(id);
      if (!current) return error(404, 'Category not found');
      const updated = { ...current, name };
      categories.set(id, updated);
      return jsonResponse(200, updated);
    },
    ...overrides,
  };

  const handler = fakeServer(routes);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    if (routes[key]) return handler(input, init);

    const newsMatch = /^\/nms\/cms\/nac\/news\/(\d+)(\/publish)?$/.exec(url.pathname);
    if (newsMatch) {
      const id = Number(newsMatch[1]);
      const current = news.get(id);
      if (!current) return error(404, 'News not found');
      if (newsMatch[2] && method === 'PATCH') {
        const published = { ...current, status: 'ACTIVE' as const, publishedDate: DATE };
        news.set(id, published);
        return jsonResponse(200, published);
      }
      if (method === 'GET') return jsonResponse(200, current);
      if (method === 'PUT') {
        const updated = fromBody(body(init), current);
        news.set(id, updated);
        return jsonResponse(200, updated);
      }
      if (method === 'DELETE') {
        news.delete(id);
        return jsonResponse(200, { message: 'News deleted successfully' });
      }
    }
    const categoryMatch = /^\/nms\/cms\/cac\/categories\/(\d+)$/.exec(url.pathname);
    if (categoryMatch && method === 'DELETE') {
      const id = Number(categoryMatch[1]);
      if (!categories.delete(id)) return error(404, 'Category not found');
      for (const item of news.values()) item.categories = item.categories.filter((c) => c.id !== id);
      return jsonResponse(200, { message: 'Category deleted successfully' });
    }
    return handler(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The calls made, as 'METHOD /path?query'. */
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    });
  /** The JSON body of the last call matching 'METHOD /path'. */
  const lastBody = (methodAndPath: string) => {
    const call = fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${init?.method ?? 'GET'} ${url.pathname}` === methodAndPath;
      })
      .at(-1);
    return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
  };
  return { news, categories, fetchMock, calls, lastBody };
}
