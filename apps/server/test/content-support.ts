import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { expect } from 'vitest';
import { fileApp, type FileAppOptions } from './file-app.js';
import { bearer, clientFor, demoAdmin, demoEditor, demoViewer, otherSchoolAdmin, signIn } from './helper.js';

/** Shared by the content-area tests (blogs, topics, news, news categories, uploads). */
export type Client = Awaited<ReturnType<typeof clientFor>>;

/** The demo school's admin, editor and viewer, and the ADMIN of the second website (Northfield). */
export async function contentClients(app: FastifyInstance) {
  const [admin, editor, viewer, other] = await Promise.all([
    clientFor(app, demoAdmin),
    clientFor(app, demoEditor),
    clientFor(app, demoViewer),
    clientFor(app, otherSchoolAdmin),
  ]);
  expect(other.websiteId).toBe(2);
  return { admin, editor, viewer, other };
}

/**
 * The test file's app and the four users of `contentClients`, set up before its tests and closed
 * after them: `const { t, admin, viewer } = contentApp();` at the top of the file (see `fileApp`).
 */
export function contentApp(options?: FileAppOptions) {
  return fileApp(['admin', 'editor', 'viewer', 'other'], contentClients, options);
}

let counter = 0;
/** A text no other call of this test file answers ('Blog 1', 'Blog 2', ...): some names are unique per website. */
export const unique = (prefix: string) => `${prefix} ${++counter}`;

/** A token that was live once and has been logged out. */
export async function deadToken(app: FastifyInstance) {
  const { token } = await signIn(app, demoEditor);
  expect((await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
  return token;
}

/** POSTs a body the server must accept: answers what it created, failing the test on anything but 201. */
export async function postCreated<T>(client: Client, url: string, payload: object) {
  const response = await client.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

/** An error answer that is exactly `{statusCode, error, message}`: the status's name, and nothing more. */
export function expectBareError(response: LightMyRequestResponse, statusCode: number, message: string) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json()).toEqual({ statusCode, error: STATUS_CODES[statusCode], message });
}

export function expectError(response: LightMyRequestResponse, statusCode: number, message: string) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json()).toMatchObject({ statusCode, message });
}

/**
 * A 400 that lists every issue, by path in order (`{'body.name': 'Name is required'}`), with the
 * first one's text as its message (docs/design.md §4; platform/errors.ts).
 */
export function expectIssues(response: LightMyRequestResponse, issues: Record<string, string>) {
  const listed = Object.entries(issues).map(([path, message]) => ({ path, message }));
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: listed[0]!.message,
    issues: listed,
  });
}

/**
 * A table of refused bodies written by message: each message with the changes to `valid` that earn
 * it (`{'First name is required': [{ firstName: '' }]}`), as `[body, message]` cases for `it.each`.
 */
export function refusedBodies(valid: object, byMessage: Record<string, object[]>) {
  return Object.entries(byMessage).flatMap(([message, changes]) =>
    changes.map((change): [object, string] => [{ ...valid, ...change }, message]),
  );
}

/** A POST whose JSON is cut short: 400 'The request body is not valid JSON'. */
export async function expectBrokenJsonRefused(client: Pick<Client, 'inject'>, url: string) {
  const payload = '{"title": ';
  const response = await client.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json' },
  });
  expectError(response, 400, 'The request body is not valid JSON');
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An id no row has. */
export const UNKNOWN_ID = 2_000_000_000;

/** Path ids the server refuses before looking: 400 'Invalid id'. */
export const MALFORMED_IDS = ['abc', '0', '-1', '1.5', '99999999999'];

/** URLs that are neither http(s):// nor a path of this server's uploads (docs/design.md §4). */
export const BAD_URLS: unknown[] = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'vbscript:msgbox(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:text/html,<script>alert(1)</script>',
  'images/picture.png',
  './picture.png',
  '//evil.example/picture.png',
  'ftp://files.example/picture.png',
  '/etc/passwd',
  '/uploads/../config.json',
  '/uploads/content/../../secret.png',
  'http://',
  'https://exa mple.example/picture.png',
  'https://example.example/"onerror="alert(1)',
  'picture',
  42,
  true,
  ['https://example.example/a.png'],
];

export const GOOD_URLS = [
  'https://cdn.riverside.example/images/fair.jpg',
  'http://www.riverside.example/picture.png?size=large#top',
  '/uploads/content/2b7c1c9e-4f7a-4a47-9d1e-1b2a3c4d5e6f.png',
];

export type Call = { method: InjectOptions['method']; url: string; payload?: object };

/** Every call answers 401 without a token and with a logged-out one. */
export async function expectAuthRequired(app: FastifyInstance, calls: Call[]) {
  const dead = await deadToken(app);
  for (const call of calls) {
    const none = await app.inject({ method: call.method, url: call.url, payload: call.payload });
    expect(none.statusCode, `${call.method} ${call.url} without a token`).toBe(401);
    const garbage = await app.inject({ ...call, headers: bearer('not.a.token') });
    expect(garbage.statusCode, `${call.method} ${call.url} with a malformed token`).toBe(401);
    const loggedOut = await app.inject({ ...call, headers: bearer(dead) });
    expect(loggedOut.statusCode, `${call.method} ${call.url} with a logged-out token`).toBe(401);
    expect(loggedOut.json().message).toBe('Your session has ended. Please sign in again.');
  }
}
