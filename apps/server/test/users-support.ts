import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { fileApp } from './file-app.js';
import { bearer, demoAdmin, otherSchoolAdmin } from './helper.js';

type Who = { username: string; password: string };

let address = 0;
/**
 * Each sign-in comes from an address of its own, so a file's many sign-ins stay inside the
 * per-IP sign-in budget (100 a minute) that auth.test.ts proves.
 */
function nextAddress() {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
}

export function signInResponse(app: FastifyInstance, who: Who, assetOwnerId = 0) {
  return app.inject({
    method: 'POST',
    url: '/ams/cms/auth/signin',
    payload: { username: who.username, password: who.password, assetOwnerId },
    remoteAddress: nextAddress(),
  });
}

export async function signInStatus(app: FastifyInstance, who: Who, assetOwnerId = 0) {
  return (await signInResponse(app, who, assetOwnerId)).statusCode;
}

export type Client = Awaited<ReturnType<typeof clientOf>>;

/** Signs in and answers an `inject` that carries the token. */
export async function clientOf(app: FastifyInstance, who: Who, assetOwnerId = 0) {
  const response = await signInResponse(app, who, assetOwnerId);
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${who.username} failed: ${response.statusCode} ${response.body}`);
  const session = response.json<{ token: string; id: number; websiteId: number; roles: string[] }>();
  const inject = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...bearer(session.token), ...(options.headers ?? {}) } });
  return { ...session, inject };
}

const admins = { admin: demoAdmin, other: otherSchoolAdmin };

/**
 * The test file's app with the ADMINs it names signed in through `clientOf`, one after the other:
 * `admin` of the demo school, `other` of Northfield (website 2). See `fileApp`.
 */
export function usersApp<Name extends keyof typeof admins>(...names: Name[]) {
  return fileApp(names, async (app) => {
    const clients = {} as Record<Name, Client>;
    for (const name of names) clients[name] = await clientOf(app, admins[name]);
    return clients;
  });
}

/** Is this token still alive? */
export async function tokenWorks(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
  return response.statusCode === 200;
}

/** A token that was live once and has been logged out. */
export async function deadToken(app: FastifyInstance, who: Who) {
  const { token } = await clientOf(app, who);
  const logout = await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
  expect(logout.statusCode).toBe(200);
  return token;
}

/** No password, hash or hash-shaped text anywhere in a response body. */
export function expectNoSecrets(body: string) {
  expect(body).not.toContain('$argon2');
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        expect(key.toLowerCase(), `key ${where}.${key}`).not.toContain('password');
        walk(inner, `${where}.${key}`);
      }
    }
  };
  if (body) walk(JSON.parse(body), 'body');
}

let serial = 0;
/** A username no other test uses; no `_` or `%` in it, the search tests count on that. */
export const uniqueUsername = (label = 'user') => `${label}.${Date.now().toString(36)}.${++serial}@test.example`;

export interface WireUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  status: string;
  roles: string[];
  avatar: string | null;
  createdDate: string;
  updatedDate: string;
  createdBy: number | null;
  updatedBy: number | null;
  deletedBy: number | null;
  deleted: boolean;
}

export const USER_PASSWORD = 'secret-pass-1';

/** Creates a user through the API (as `admin`) and answers it; the password is USER_PASSWORD. */
export async function createUser(admin: Client, fields: Record<string, unknown> = {}) {
  const payload = {
    username: uniqueUsername(),
    password: USER_PASSWORD,
    firstName: 'Test',
    lastName: 'Person',
    ...fields,
  };
  const response = await admin.inject({ method: 'POST', url: '/ums/cms/cuc/users', payload });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  const created = response.json<WireUser>();
  return { ...created, password: String(payload.password) };
}

/**
 * A new user (`createUser`) signed in: the user, a client that carries its token, and `access()`:
 * whether that token still works and what signing in with the user's password (or `password`)
 * answers now.
 */
export async function signedInUser(app: FastifyInstance, admin: Client, fields: Record<string, unknown> = {}) {
  const user = await createUser(admin, fields);
  const client = await clientOf(app, user);
  const access = async (password = user.password) => ({
    token: await tokenWorks(app, client.token),
    signIn: await signInStatus(app, { username: user.username, password }),
  });
  return { user, client, access };
}

/** Role ids by name, read from the roles endpoint. */
export async function roleIds(admin: Client) {
  const response = await admin.inject({ method: 'GET', url: '/ums/cms/curc/cms-user-roles' });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(response.json<{ id: number; name: string }[]>().map((r) => [r.name, r.id])) as Record<
    'SUPER_ADMIN' | 'ADMIN' | 'EDITOR' | 'VIEWER',
    number
  >;
}
