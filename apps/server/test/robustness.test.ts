import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PREFIX, websiteDefaults } from '@cms/contract';
import { PUBLIC_API } from '../src/site/public-api.js';
import { expectBareError, expectIssues } from './content-support.js';
import { bearer, createTestApp, demoAdmin, signIn, type TestApp } from './helper.js';

/**
 * Acceptance: "No request can produce a 500". Every route the server has is found from its own route
 * table, cross-checked with the OpenAPI document, and sent every kind of bad input, signed in as a
 * SUPER_ADMIN and signed out. Every answer must be below 500, and every error must be the JSON
 * `{statusCode, error, message}` shape with nothing internal in it.
 */

let t: TestApp;
let token: string;
/** Logout ends the token it is sent with, so it gets a token of its own. */
let logoutToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, demoAdmin)).token;
  logoutToken = (await signIn(t.app, demoAdmin)).token;
});
afterAll(() => t.close());

interface Route {
  method: string;
  /** The path with every parameter as `{}`; `*` for a wildcard. */
  path: string;
  bodyFields: string[];
}

const normalise = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/:[^/]+/g, '{}');

/** Every route of the running app, read from Fastify's own route tree. */
function routesFromTree(tree: string) {
  const stack: string[] = [];
  const found: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?) \(([A-Z, ]+)\)$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2]!);
    for (const method of match[3]!.split(', ')) found.push({ method, path: normalise(path.replace(/\|:\w+/g, '')) });
  }
  return found;
}

async function allRoutes(): Promise<Route[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: unknown }> } }>>;
  }>();
  const documented = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.requestBody?.content['application/json']?.schema as
        { properties?: Record<string, unknown> } | undefined;
      documented.set(`${method.toUpperCase()} ${normalise(path)}`, Object.keys(schema?.properties ?? {}));
    }
  }
  const routes = routesFromTree(t.app.printRoutes({ commonPrefix: false })).filter((r) => r.method !== 'HEAD');
  const undocumented = routes
    .map((r) => `${r.method} ${r.path}`)
    .filter(
      (key) =>
        !documented.has(key) &&
        !key.includes('/docs') &&
        !key.endsWith(' *') &&
        !key.endsWith('/*') &&
        !isSitePath(key),
    );
  // A route missing from the OpenAPI document would also be missing from the console's contract.
  expect(undocumented).toEqual([]);
  for (const key of documented.keys()) expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(key);
  return routes.map((r) => ({ ...r, bodyFields: documented.get(`${r.method} ${r.path}`) ?? [] }));
}

/**
 * The public site's pages and files (docs/design.md §10): HTML for people, not API calls, so not in
 * the API's document; its public content API is an API like any other.
 */
const isSitePath = (key: string) =>
  /^(\w+ )?\/(site|site-assets)(\/|$)/.test(key) && !key.includes(`${SITE_PREFIX}${PUBLIC_API}/`);

const LONG = 'x'.repeat(100_000);
const WRONG_VALUES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  2 ** 63,
  -(2 ** 63),
  '',
  '   ',
  'x',
  LONG,
  '\u0000',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [1] } },
  null,
  true,
  false,
];

interface Variant {
  label: string;
  query?: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

function bodyVariants(fields: string[]): Variant[] {
  const json = (label: string, body: unknown): Variant => ({ label, payload: JSON.stringify(body) });
  const raw = (label: string, payload: string, contentType = 'application/json'): Variant => ({
    label,
    payload,
    contentType,
  });
  const keys = fields.length > 0 ? fields : ['name', 'id'];
  return [
    { label: 'no body' },
    ...WRONG_VALUES.map((value) =>
      json(`every field = ${JSON.stringify(value)?.slice(0, 30)}`, Object.fromEntries(keys.map((k) => [k, value]))),
    ),
    ...[null, [], 'text', 123, true, [{}]].map((value) => json(`body ${JSON.stringify(value)}`, value)),
    json('unknown fields', { unknownField: 1, another: { a: 1 }, id: 1, deleted: true, assetOwnerId: 99 }),
    raw('__proto__ key', '{"__proto__": {"x": 1}}'),
    raw('nested __proto__', `{"${keys[0]}": {"__proto__": {"x": 1}}}`),
    raw('constructor.prototype', '{"constructor": {"prototype": {}}}'),
    raw('malformed {', '{'),
    raw('malformed truncated', '{"a":'),
    raw('malformed single quotes', "{'a': 1}"),
    raw('malformed trailing comma', '{"a": 1,}'),
    raw('empty JSON body', ''),
    raw('undefined', 'undefined'),
    raw('NaN', '{"a": NaN}'),
    raw('huge exponent', '{"a": 1e999999}'),
    raw('deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    raw('body over 1 MB', JSON.stringify({ [keys[0]!]: 'x'.repeat(1_100_000) })),
    raw('text/plain', 'hello', 'text/plain'),
    raw('form', 'name=a&adminUrl=b&password=c', 'application/x-www-form-urlencoded'),
    raw('xml', '<a>1</a>', 'application/xml'),
    raw('octet-stream', '\u0000\u0001\u0002', 'application/octet-stream'),
    raw('multipart with garbage', '--x\r\ngarbage', 'multipart/form-data; boundary=x'),
    raw('multipart without boundary', 'garbage', 'multipart/form-data'),
    raw(
      'multipart truncated file',
      '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
      'multipart/form-data; boundary=x',
    ),
    raw(
      'multipart header overflow',
      `--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nX-A: ${'a'.repeat(100_000)}\r\n\r\nabc\r\n--x--`,
      'multipart/form-data; boundary=x',
    ),
    raw(
      'multipart many fields',
      `${'--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n'.repeat(20)}--x--`,
      'multipart/form-data; boundary=x',
    ),
    raw('json charset utf-16', '{"a":1}', 'application/json; charset=utf-16'),
    raw('odd json type', '{"a":1}', 'application/vnd.api+json'),
    raw('bad content type', '{"a":1}', '%%%/;;;'),
  ];
}

const QUERY_VARIANTS: Variant[] = [
  { label: 'page=-1', query: 'page=-1' },
  { label: 'size=1e99', query: 'size=1e99' },
  { label: 'page[]=1', query: 'page[]=1&size[]=2' },
  { label: 'page twice', query: 'page=1&page=2' },
  { label: 'page=abc size=-5', query: 'page=abc&size=-5' },
  { label: 'page=1e308', query: 'page=1e308&size=2e63' },
  { label: 'search 10k', query: `search=${'s'.repeat(10_000)}&adminUrl=${'a'.repeat(10_000)}` },
  { label: 'nested brackets', query: 'a[b][c]=1&search[]=x&adminUrl[]=y' },
  { label: 'bad percent encoding', query: 'search=%zz&adminUrl=%E0%A4%A&page=%' },
  { label: 'nul', query: 'search=%00&adminUrl=%00' },
];

const HEADER_VARIANTS: Variant[] = [
  { label: 'huge bearer', headers: { authorization: `Bearer ${'x'.repeat(5000)}` } },
  { label: 'basic auth', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
  { label: 'forged token', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' } },
  { label: 'two spaces', headers: { authorization: 'Bearer  a b c' } },
];

const PARAM_VALUES = ['1', '99999999999999999999', 'abc', '-1', '%00', '0', '1.5', '%F0%9F%98%80'];
const WILDCARD_VALUES = [
  'x.png',
  'avatars/missing.png',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a%2Fb',
  `${'a'.repeat(300)}`,
];

function urlsOf(route: Route) {
  if (route.path.endsWith('*')) return WILDCARD_VALUES.map((v) => ({ value: v, url: route.path.replace('*', v) }));
  if (!route.path.includes('{}')) return [{ value: '1', url: route.path }];
  return PARAM_VALUES.map((value) => ({ value, url: route.path.replaceAll('{}', value) }));
}

interface Sent {
  label: string;
  options: InjectOptions;
}

function requestsFor(route: Route, signedIn: boolean): Sent[] {
  const sent: Sent[] = [];
  for (const { value, url } of urlsOf(route)) {
    // The full set of bodies and queries with a well-formed id; a few of each with the odd ones.
    const bodies = bodyVariants(route.bodyFields);
    const some = (labels: string[]) => [...bodies, ...QUERY_VARIANTS].filter((v) => labels.includes(v.label));
    // A GET has no body to read and a write no query, so each gets the full set of its own kind only.
    const full =
      route.method === 'GET'
        ? [...some(['no body', 'malformed {', 'text/plain', 'body over 1 MB']), ...QUERY_VARIANTS]
        : [...bodies, ...some(['page=-1', 'bad percent encoding', 'nul'])];
    const variants =
      value === '1' || value === 'x.png'
        ? [...full, ...(signedIn ? [] : HEADER_VARIANTS)]
        : some(['no body', 'every field = 0', 'malformed {', 'page=-1']);
    for (const variant of variants) {
      const headers: Record<string, string> = {
        ...(signedIn ? bearer(route.path === '/auth/logout' ? logoutToken : token) : {}),
        ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
        ...variant.headers,
      };
      sent.push({
        label: `${signedIn ? 'signed in' : 'signed out'} ${route.method} ${url} [${variant.label}]`,
        options: {
          method: route.method as InjectOptions['method'],
          url: variant.query ? `${url}?${variant.query}` : url,
          headers,
          ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
          // Every request from its own address, so the sign-in budget per IP does not hide a route.
          remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
      });
    }
  }
  return sent;
}

const INTERNALS = /sqlite|postgres|select |insert into|update "|kysely|node_modules|\n\s+at |\.ts:\d+|FST_/i;

/** What is wrong with one answer, or null. */
function problemWith(route: Route, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
  const isApi = !route.path.startsWith('/docs') && !route.path.endsWith('*') && !isSitePath(route.path);
  if (response.statusCode < 400) {
    if (!isApi) return null;
    try {
      JSON.parse(response.body);
      return null;
    } catch {
      return `non-JSON ${response.statusCode}: ${response.body.slice(0, 100)}`;
    }
  }
  // A site page's refusal is a page for people: the site's own, in HTML, with its heading.
  if (isSitePath(route.path)) {
    if (!/^text\/html/.test(String(response.headers['content-type'])))
      return `site error of ${response.headers['content-type']}`;
    if (!/<h1>[^<]+<\/h1>/.test(response.body)) return `site error without its heading: ${response.body.slice(0, 200)}`;
    return INTERNALS.test(response.body) ? `internals in the page: ${response.body.slice(0, 300)}` : null;
  }
  if (!/^application\/json/.test(String(response.headers['content-type']))) {
    return `error with content-type ${response.headers['content-type']}: ${response.body.slice(0, 100)}`;
  }
  let body: { statusCode?: unknown; error?: unknown; message?: unknown; issues?: unknown };
  try {
    body = JSON.parse(response.body);
  } catch {
    return `error body is not JSON: ${response.body.slice(0, 100)}`;
  }
  if (body.statusCode !== response.statusCode) return `statusCode ${String(body.statusCode)} in the body`;
  if (typeof body.error !== 'string' || !body.error) return `no error text: ${response.body.slice(0, 200)}`;
  if (typeof body.message !== 'string' || !body.message) return `no message: ${response.body.slice(0, 200)}`;
  if (body.message.length > 500) return `message of ${body.message.length} characters`;
  if (INTERNALS.test(response.body)) return `internals in the body: ${response.body.slice(0, 300)}`;
  if (body.issues !== undefined) {
    const issues = body.issues as { path?: unknown; message?: unknown }[];
    if (!Array.isArray(issues) || issues.length === 0) return 'issues is not a non-empty list';
    if (issues.some((i) => typeof i.path !== 'string' || typeof i.message !== 'string'))
      return `malformed issues: ${JSON.stringify(issues).slice(0, 200)}`;
    if (body.message !== issues[0]!.message) return `message is not the first issue's: ${body.message}`;
  }
  return null;
}

async function sweep(routes: Route[], signedIn: boolean) {
  const requests = routes.flatMap((route) => requestsFor(route, signedIn).map((sent) => ({ route, ...sent })));
  // Logout revokes its token, so its requests go last, one after another.
  const last = requests.filter((r) => r.route.path === '/auth/logout');
  const rest = requests.filter((r) => r.route.path !== '/auth/logout');
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  const check = async ({ route, label, options }: (typeof requests)[number]) => {
    const response = await t.app.inject(options);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const problem = problemWith(route, response);
    if (problem) problems.push(`${label.slice(0, 200)} → ${problem}`);
  };
  for (let i = 0; i < rest.length; i += 40) await Promise.all(rest.slice(i, i + 40).map(check));
  for (const request of last) await check(request);
  return { problems, statuses, count: requests.length };
}

describe('no request can produce a 500', () => {
  let routes: Route[];
  beforeAll(async () => {
    routes = await allRoutes();
  });

  it('finds every route of the server', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    for (const key of [
      'GET /health',
      'POST /ams/cms/auth/signin',
      'POST /auth/logout',
      'GET /wms/public/wlc/websites/find',
      'DELETE /websites/{}',
      'PATCH /ums/cms/cuc/users/{}/status',
      'POST /ums/cms/cuc/users/{}/roles/{}',
      'PATCH /ums/cms/cupc/me/user/password',
      'POST /users/me/avatar',
      'GET /docs/json',
    ]) {
      expect(keys).toContain(key);
    }
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes.find((r) => r.method === 'POST' && r.path === '/websites')?.bodyFields).toEqual([
      'name',
      'adminUrl',
      'publicUrl',
      ...Object.keys(websiteDefaults),
    ]);
  });

  it('answers every bad request signed in as a SUPER_ADMIN with a JSON error below 500', async () => {
    const { problems, statuses, count } = await sweep(routes, true);
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(1000);
    // The sweep reached the handlers: validation errors, not-founds and successes all happened.
    expect(statuses.get(400)).toBeGreaterThan(500);
    expect(statuses.get(404)).toBeGreaterThan(0);
    expect(statuses.get(413)).toBeGreaterThan(0);
    expect(statuses.get(415)).toBeGreaterThan(0);
    expect(statuses.get(200)).toBeGreaterThan(0);
    // The token survived everything but its own logout.
    expect((await t.app.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('answers every request signed out with a JSON error below 500', async () => {
    const { problems, statuses } = await sweep(routes, false);
    expect(problems).toEqual([]);
    expect(statuses.get(401)).toBeGreaterThan(300);
    expect(statuses.get(400)).toBeGreaterThan(0);
  });

  it('answers HEAD and unknown routes and methods the same way', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'HEAD', url: '/websites/1', headers: bearer(token) }),
      t.app.inject({ method: 'HEAD', url: '/websites/abc', headers: bearer(token) }),
      t.app.inject({ method: 'HEAD', url: '/health' }),
      t.app.inject({ method: 'OPTIONS', url: '/websites' }),
      t.app.inject({ method: 'PATCH', url: '/websites', headers: bearer(token), payload: {} }),
      t.app.inject({ method: 'GET', url: '/no/such/route', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: `/${'a'.repeat(10_000)}` }),
      t.app.inject({ method: 'GET', url: '/websites/%' }),
      t.app.inject({ method: 'GET', url: '/%E0%A4%A' }),
    ]);
    for (const response of responses) expect(response.statusCode).toBeLessThan(500);
    for (const response of responses.slice(3)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json()).toMatchObject({ statusCode: response.statusCode, error: expect.any(String) });
    }
  });

  it('logged no unexpected error along the way', () => {
    const errors = t.logs.filter((line) => JSON.parse(line).level >= 50);
    expect(errors.map((line) => line.slice(0, 300))).toEqual([]);
  });
});

describe('validation errors', () => {
  it("answer the first issue's text as the message and list every issue with its path", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/ums/cms/cuc/users',
      headers: bearer(token),
      payload: { username: 'not-an-email', password: 'abc', firstName: 7, status: 'BOSS' },
    });
    expectIssues(response, {
      'body.username': 'Username must be a valid email',
      'body.password': 'Password must be at least 6 characters long',
      'body.firstName': 'First name is required',
      'body.lastName': 'Last name is required',
      'body.status': 'Status must be one of ACTIVE, INACTIVE, SUSPENDED, PENDING',
    });
  });

  it('name the query and the path parameters', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/websites?page=-1&size=0', headers: bearer(token) });
    expectIssues(query, {
      'querystring.page': 'page must be a whole number from 0',
      'querystring.size': 'size must be a whole number from 1',
    });
    const params = await t.app.inject({ method: 'GET', url: '/ums/cms/cuc/users/abc', headers: bearer(token) });
    expectIssues(params, { 'params.id': 'Invalid id' });
  });

  it('answer a body that is not an object with a 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/websites',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('refuse prototype pollution and leave the server unpolluted', async () => {
    for (const payload of ['{"__proto__": {"polluted": 1}}', '{"constructor": {"prototype": {"polluted": 1}}}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/websites',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuse a NUL character anywhere, on both engines alike', async () => {
    const requests: InjectOptions[] = [
      {
        method: 'POST',
        url: '/ams/cms/auth/signin',
        payload: { username: 'admin@school.example\u0000', password: 'x' },
      },
      { method: 'GET', url: '/wms/public/wlc/websites/find?adminUrl=admin%00.example' },
      { method: 'GET', url: '/ums/cms/cuc/users?search=a%00b', headers: bearer(token) },
      {
        method: 'POST',
        url: '/websites',
        headers: bearer(token),
        payload: { name: 'Nul\u0000School', adminUrl: 'nul.example' },
      },
      { method: 'PUT', url: '/websites/1', headers: bearer(token), payload: { 'na\u0000me': 'x' } },
      { method: 'POST', url: '/websites', headers: bearer(token), payload: { list: [{ deep: ['\u0000'] }] } },
    ];
    for (const options of requests) {
      const response = await t.app.inject(options);
      expectBareError(response, 400, 'The request contains a NUL character, which is not allowed');
    }
  });

  it('answer a cut-off multipart upload with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/me/avatar',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\u0089PNG\r\n',
    });
    expectBareError(response, 400, 'The request body is not valid multipart data');
  });

  it('answer malformed JSON, an over-large body and a foreign content type with their own messages', async () => {
    const send = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/websites',
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
    expectBareError(await send('{"name": '), 400, 'The request body is not valid JSON');
    expectBareError(await send(JSON.stringify({ name: 'x'.repeat(1_100_000) })), 413, 'The request body is too large');
    expectBareError(await send('<a/>', 'application/xml'), 415, 'Unsupported content type');
  });
});
