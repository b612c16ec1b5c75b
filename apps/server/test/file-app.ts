import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';

export type FileAppOptions = Parameters<typeof createTestApp>[0];

/**
 * A test file's one app, built before its tests and closed after them, with the users `signIn`
 * answers under `names`. Call it at the top of the file (or of a describe) and destructure it
 * there: the objects exist at once and the beforeAll fills them in (Object.assign copies the
 * methods too, `t.close` and a client's `inject`), so a test that reads `admin.inject` or `t.app`
 * gets them as they are when it runs. Until then they are empty, as a `let` would be undefined.
 */
export function fileApp<Name extends string, User extends object>(
  names: readonly Name[],
  signIn: (app: FastifyInstance) => Promise<Record<Name, User>>,
  options?: FileAppOptions,
): { t: TestApp } & Record<Name, User> {
  const t = {} as TestApp;
  const users = Object.fromEntries(names.map((name) => [name, {}])) as Record<Name, User>;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
    const signedIn = await signIn(t.app);
    for (const name of names) Object.assign(users[name], signedIn[name]);
  });
  afterAll(() => t.close());
  return { t, ...users };
}
