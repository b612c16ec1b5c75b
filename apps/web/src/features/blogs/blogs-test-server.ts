import { vi } from 'vitest';
import type { Blog, BlogTopic, Topic } from '@cms/contract';
import { startSession } from '@/lib/session';
import { fakeServer, jsonResponse, RIVERSIDE } from '@/test/render';

/** Test support for the blog screens: a signed-in session and an in-memory blogs + topics API. */

export function signInAs(roles: string[] = ['SUPER_ADMIN', 'ADMIN']) {
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

const STAMP = '2026-01-02T03:04:05.000Z';

export function makeTopic(id: number, title: string, description = ''): Topic {
  return { id, assetId: id, title, name: title, description, createdDate: STAMP, updatedDate: STAMP };
}

const inBlog = ({ createdDate: _c, updatedDate: _u, ...topic }: Topic): BlogTopic => topic;

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

const error = (statusCode: number, message: string) =>
  jsonResponse(statusCode, { statusCode, error: 'Error', message });

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;

function pageOf<T>(all: T[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 0);
  const size = Number(url.searchParams.get('size') ?? 10);
  const totalPages = Math.ceil(all.length / size);
  return {
    content: all.slice(page * size, page * size + size),
    totalElements: all.length,
    totalPages,
    size,
    number: page,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

/** Serves the blogs and topics calls from memory and records every call; `overrides` win. */
export function serveBlogs(
  initialBlogs: Blog[],
  initialTopics: Topic[],
  overrides: Parameters<typeof fakeServer>[0] = {},
) {
  const blogs = new Map(initialBlogs.map((b) => [b.id, structuredClone(b)]));
  const topics = new Map(initialTopics.map((t) => [t.id, structuredClone(t)]));
  let nextBlogId = Math.max(0, ...blogs.keys()) + 1;
  let nextTopicId = Math.max(0, ...topics.keys()) + 1;

  const topicsOf = (ids: unknown): BlogTopic[] =>
    Array.isArray(ids) ? ids.flatMap((id) => (topics.has(Number(id)) ? [inBlog(topics.get(Number(id))!)] : [])) : [];

  const routes: Parameters<typeof fakeServer>[0] = {
    'GET /wms/public/wlc/websites/find': () => jsonResponse(200, RIVERSIDE),
    'GET /bms/cms/bac/blogs': (url) => {
      const status = url.searchParams.get('status');
      return jsonResponse(
        200,
        pageOf(
          [...blogs.values()].filter((b) => !status || b.status === status),
          url,
        ),
      );
    },
    'POST /bms/cms/bac/blogs': (_url, init) => {
      const { topics: ids, ...fields } = bodyOf(init);
      const created = makeBlog(nextBlogId++, { ...(fields as Partial<Blog>), topics: topicsOf(ids) });
      blogs.set(created.id, created);
      return jsonResponse(201, created);
    },
    'GET /bms/cms/tc/topics': (url) => jsonResponse(200, pageOf([...topics.values()], url)),
    'POST /bms/cms/tc/topics': (_url, init) => {
      const { title, description } = bodyOf(init) as { title: string; description?: string };
      if ([...topics.values()].some((t) => t.title.toLowerCase() === title.toLowerCase()))
        return error(409, 'A topic with this title already exists');
      const created = makeTopic(nextTopicId++, title, description ?? '');
      topics.set(created.id, created);
      return jsonResponse(201, created);
    },
    'PUT /bms/cms/tc/topics': (_url, init) => {
      const { id, title, description } = bodyOf(init) as { id: number; title: string; description?: string };
      const found = topics.get(id);
      if (!found) return error(404, 'Topic not found');
      const updated = { ...found, title, name: title, description: description ?? '' };
      topics.set(id, updated);
      return jsonResponse(200, updated);
    },
    ...overrides,
  };

  const handler = fakeServer(routes);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (routes[`${method} ${url.pathname}`]) return handler(input, init);

    // /bms/cms/bac/blogs/{id}[/publish]
    const blogMatch = /^\/bms\/cms\/bac\/blogs\/(\d+)(\/publish)?$/.exec(url.pathname);
    if (blogMatch) {
      const id = Number(blogMatch[1]);
      const blog = blogs.get(id);
      if (!blog) return error(404, 'Blog not found');
      if (blogMatch[2] && method === 'PATCH') {
        const published = { ...blog, status: 'PUBLISHED' as const, publishedDate: STAMP };
        blogs.set(id, published);
        return jsonResponse(200, published);
      }
      if (method === 'GET') return jsonResponse(200, blog);
      if (method === 'PUT') {
        const { topics: ids, ...fields } = bodyOf(init);
        const updated = makeBlog(id, {
          ...blog,
          ...(fields as Partial<Blog>),
          topics: ids ? topicsOf(ids) : blog.topics,
        });
        blogs.set(id, updated);
        return jsonResponse(200, updated);
      }
      if (method === 'DELETE') {
        blogs.delete(id);
        return jsonResponse(200, { message: 'Blog deleted successfully' });
      }
    }

    // /bms/cms/tc/blogs/{blogId}/topics/{topicId}
    const linkMatch = /^\/bms\/cms\/tc\/blogs\/(\d+)\/topics\/(\d+)$/.exec(url.pathname);
    if (linkMatch) {
      const blog = blogs.get(Number(linkMatch[1]));
      const topic = topics.get(Number(linkMatch[2]));
      if (!blog) return error(404, 'Blog not found');
      if (!topic) return error(404, 'Topic not found');
      const others = blog.topics.filter((t) => t.id !== topic.id);
      const next = method === 'POST' ? [...others, inBlog(topic)] : others;
      blogs.set(blog.id, { ...blog, topics: next });
      return jsonResponse(
        200,
        next.map((t) => topics.get(t.id)),
      );
    }

    // /bms/cms/tc/topics/{id}
    const topicMatch = /^\/bms\/cms\/tc\/topics\/(\d+)$/.exec(url.pathname);
    if (topicMatch && method === 'DELETE') {
      const id = Number(topicMatch[1]);
      if (!topics.delete(id)) return error(404, 'Topic not found');
      for (const blog of blogs.values()) blog.topics = blog.topics.filter((t) => t.id !== id);
      return jsonResponse(200, { message: 'Topic deleted successfully' });
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
  /** The JSON body of the last call matching `METHOD /path`. */
  const lastBody = (methodAndPath: string) => {
    const call = fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${init?.method ?? 'GET'} ${url.pathname}` === methodAndPath;
      })
      .at(-1);
    return call?.[1]?.body ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
  };
  /** The request init of the last call matching `METHOD /path`. */
  const lastInit = (methodAndPath: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${init?.method ?? 'GET'} ${url.pathname}` === methodAndPath;
      })
      .at(-1)?.[1];
  return { blogs, topics, fetchMock, calls, lastBody, lastInit };
}
