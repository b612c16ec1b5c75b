import { vi } from 'vitest';
import type { Role, User, UserRole, UserSettings } from '@cms/contract';
import { startSession } from '@/lib/session';
import { fakeServer, jsonResponse, RIVERSIDE } from '@/test/render';

/** Test support for the users screens: a signed-in session and an in-memory users API. */

export function signInAs(roles: string[] = ['SUPER_ADMIN', 'ADMIN'], id = 1) {
  startSession({
    token: 'jwt',
    id,
    firstName: 'Alex',
    lastName: 'Morgan',
    username: 'admin@school.example',
    roles,
    websiteId: 1,
  });
}

export function makeUser(id: number, fields: Partial<User> = {}): User {
  return {
    id,
    username: `user${id}@school.example`,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    status: 'ACTIVE',
    roles: ['VIEWER'],
    avatar: null,
    createdDate: '2026-01-02T03:04:05.000Z',
    updatedDate: '2026-01-02T03:04:05.000Z',
    createdBy: 1,
    updatedBy: 1,
    deletedBy: null,
    deleted: false,
    ...fields,
  };
}

export const ROLES: Role[] = [
  { id: 1, name: 'SUPER_ADMIN', showName: 'Super Admin', description: 'Manages every website' },
  { id: 2, name: 'ADMIN', showName: 'Admin', description: 'Everything on its website, users included' },
  { id: 3, name: 'EDITOR', showName: 'Editor', description: 'Creates and edits all content' },
  { id: 4, name: 'VIEWER', showName: 'Viewer', description: 'Reads everything, changes nothing' },
];

const error = (statusCode: number, message: string) =>
  jsonResponse(statusCode, { statusCode, error: 'Error', message });

const body = (init: RequestInit) => JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;

/** Serves GET/POST/PUT/PATCH/DELETE of the users area from `users`, and records every call. */
export function serveUsers(initial: User[], overrides: Parameters<typeof fakeServer>[0] = {}) {
  const users = new Map(initial.map((u) => [u.id, structuredClone(u)]));
  const settings = new Map<number, UserSettings>();
  let nextId = Math.max(0, ...users.keys()) + 1;

  const roleIdsOf = (id: number): UserRole[] =>
    users
      .get(id)!
      .roles.map((name) => ROLES.find((r) => r.name === name)!)
      .map((role) => ({ roleId: role.id, userId: id }));

  const withUser = (url: URL, answer: (user: User, id: number) => Response | Promise<Response>) => {
    const id = Number(url.pathname.split('/')[5]);
    const user = users.get(id);
    return user ? answer(user, id) : error(404, 'User not found');
  };

  const routes: Parameters<typeof fakeServer>[0] = {
    'GET /wms/public/wlc/websites/find': () => jsonResponse(200, RIVERSIDE),
    'GET /ums/cms/curc/cms-user-roles': () => jsonResponse(200, ROLES),
    'GET /ums/cms/cuc/users': (url) => {
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 10);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const all = [...users.values()].filter(
        (u) => !search || [u.username, u.firstName, u.lastName].some((v) => v.toLowerCase().includes(search)),
      );
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
    },
    'POST /ums/cms/cuc/users': (_url, init) => {
      const fields = body(init) as Pick<User, 'username' | 'firstName' | 'lastName' | 'status'>;
      if ([...users.values()].some((u) => u.username === fields.username))
        return error(409, 'A user with this username already exists');
      const created = makeUser(nextId++, { ...fields, roles: ['VIEWER'] });
      users.set(created.id, created);
      return jsonResponse(201, created);
    },
    ...overrides,
  };

  const handler = fakeServer(routes);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    if (routes[key]) return handler(input, init);

    const parts = url.pathname.split('/'); // ['', 'ums', 'cms', 'cuc', 'users', id, ...rest]
    if (parts.slice(0, 5).join('/') !== '/ums/cms/cuc/users') return handler(input, init);
    const rest = parts.slice(6).join('/');
    if (rest === '' && method === 'GET') return withUser(url, (u) => jsonResponse(200, u));
    if (rest === '' && method === 'PUT')
      return withUser(url, (u, id) => {
        const { password: _password, ...fields } = body(init);
        const updated = { ...u, ...fields } as User;
        users.set(id, updated);
        return jsonResponse(200, updated);
      });
    if (rest === '' && method === 'DELETE')
      return withUser(url, (_u, id) => {
        users.delete(id);
        return jsonResponse(200, { message: 'User deleted successfully' });
      });
    if (rest === 'status' && method === 'PATCH')
      return withUser(url, (u, id) => {
        const updated = { ...u, status: body(init).status } as User;
        users.set(id, updated);
        return jsonResponse(200, updated);
      });
    if (rest === 'roles' && method === 'GET') return withUser(url, (_u, id) => jsonResponse(200, roleIdsOf(id)));
    if (rest.startsWith('roles/'))
      return withUser(url, (u, id) => {
        const role = ROLES.find((r) => r.id === Number(parts[7]))!;
        const others = u.roles.filter((name) => name !== role.name);
        users.set(id, { ...u, roles: method === 'POST' ? [...others, role.name] : others });
        return jsonResponse(200, roleIdsOf(id));
      });
    if (rest === 'settings')
      return withUser(url, (_u, id) => {
        const current = settings.get(id) ?? {
          emailNotifications: true,
          twoFactorAuth: false,
          sessionTimeout: true,
          apiAccess: false,
        };
        if (method === 'PUT') settings.set(id, { ...current, ...body(init) });
        return jsonResponse(200, settings.get(id) ?? current);
      });
    return handler(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The calls made, as 'METHOD /path?query'. */
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    });
  /** The JSON body of the last call matching `method path`. */
  const lastBody = (methodAndPath: string) => {
    const call = fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${init?.method ?? 'GET'} ${url.pathname}` === methodAndPath;
      })
      .at(-1);
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
  };
  return { users, fetchMock, calls, lastBody };
}
