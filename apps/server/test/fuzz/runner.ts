import { authPaths } from '@cms/contract';
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { brokenValue, fuzzedValue, Hole, ODD_STRINGS, oddValue, validValue, type Hints } from './arbitraries.js';
import { fillPath, type Operation, type Parameter, type Schema } from './openapi.js';

/*
 * Requests for one operation of the OpenAPI document, generated with fast-check and sent through
 * `app.inject`, and the checks every answer must pass: no 5xx; a 2xx is documented for the
 * operation and its body matches the documented schema; a 4xx has the error body
 * {statusCode, error, message}; nothing but a public route answers 2xx without a valid session;
 * a VIEWER changes nothing outside its own account.
 *
 * The run keeps going through destructive calls: ids of rows it saw or made are drawn from pools,
 * the signed-in users' own accounts and websites are never written through the users and websites
 * routes, and a user whose session a call ended (logout, password change) signs in again before
 * its next request, with the password and username the call set.
 */

export type ActorName = 'admin' | 'editor' | 'viewer' | 'other' | 'anonymous' | 'forged';

export interface Actor {
  name: ActorName;
  credentials: { username: string; password: string } | null;
  token: string | null;
  id: number;
  websiteId: number;
  /** The device-token cookie the last sign-in set: the actor's sign-ins skip the username budget. */
  cookie: string;
}

interface Pool {
  ids: number[];
  names: string[];
  /** Ids of rows the run made itself: what a protected id is swapped for. */
  owned: Set<number>;
}

/** An id no row has (the contract's ids go up to 2^31 - 1). */
const UNKNOWN_ID = 2_000_000_000;
const MAX_URL_PART = 5_000;

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: string }
  | { kind: 'multipart'; field: string; filename: string; mime: string; content: string; shape: string };

type PathValue = unknown;

export interface FuzzRequest {
  actor: ActorName;
  /** Which of the forged tokens, for the 'forged' actor. */
  forgery: number;
  path: Record<string, PathValue>;
  query: Record<string, unknown> | { raw: string };
  body: Body;
  /** The client address (the sign-in budgets count per address). */
  remote: number;
  /** For a DELETE: which of the path values a POST to the same path succeeded with (a link made earlier), if any. */
  reuse: number | null;
}

export interface SentRequest {
  actor: ActorName;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
  json: unknown;
}

export interface Exchange {
  request: SentRequest;
  /** Null when no answer came. */
  response: LightMyRequestResponse | null;
  /** Error lines the server logged while answering. */
  errors: string[];
}

/** An exchange that got its answer. */
export type Answered = Exchange & { response: LightMyRequestResponse };

export class FuzzFailure extends Error {}
class NoAnswer extends Error {}

/**
 * How long one request may take before the run calls it a hang and prints it: long enough that no
 * machine is that slow, short enough to come before the test's own timeout (which prints nothing).
 */
const ANSWER_TIMEOUT_MS = 60_000;
/** FUZZ_TRACE=1 prints every request before it is sent (to find a request that hangs the process). */
const TRACE = process.env.FUZZ_TRACE === '1';

export interface OperationResult {
  operation: string;
  requests: number;
  statuses: Map<number, number>;
  failure: string | null;
  interrupted: boolean;
  ms: number;
}

export interface RunOptions {
  runs: number;
  seed: number;
  /**
   * Stops the operation's runs after this long (what ran is checked; an interrupt is not a failure):
   * how much is tried, never whether it passes. None: every run.
   */
  timeLimitMs?: number;
  /** Shrink a failing request to a smaller one (slower; off by default, the first failure is printed). */
  shrink: boolean;
}

const ACTOR_WEIGHTS: [ActorName, number][] = [
  ['admin', 60],
  ['editor', 8],
  ['viewer', 10],
  ['other', 5],
  ['anonymous', 10],
  ['forged', 7],
];

/** Names whose rows the name does not tell: the contract's `assetOwnerId` is a website's id. */
const ALIASES: Record<string, string> = { assetOwnerId: 'website' };

const plurals = (base: string) => [base, `${base}s`, base.replace(/y$/, 'ies')];
const lastSegment = (path: string) => path.split('/').filter(Boolean).at(-1) ?? '';
const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

export class Fuzzer {
  readonly actors = new Map<ActorName, Actor>();
  readonly pools = new Map<string, Pool>();
  /** Ids of the pools (users, websites) that writes must not touch: the actors' own. */
  readonly protectedIds = new Map<string, Set<number>>();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
  private signIns = 0;
  /** The path values of successful POSTs to paths with parameters (links: a blog's topic, a user's role). */
  private readonly made = new Map<string, Record<string, string>[]>();
  /** Each operation's statuses and how often it answered them. */
  readonly perOperation = new Map<string, Map<number, number>>();
  /** The error messages each operation answered, and how often (what keeps requests from the handlers). */
  readonly messages = new Map<string, Map<string, number>>();

  /** The operations as routes: which one a URL reaches. */
  private readonly routes: { op: Operation; pattern: RegExp; literals: number }[];

  constructor(
    readonly app: FastifyInstance,
    readonly operations: Operation[],
    private readonly logs: string[],
  ) {
    this.routes = operations
      .map((op) => {
        const segments = op.path.split('/');
        const pattern = segments
          .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/');
        return { op, pattern: new RegExp(`^${pattern}$`), literals: segments.filter((s) => !s.startsWith('{')).length };
      })
      // A static segment wins over a parameter, as in Fastify's router: /navs/reorder before /navs/{id}.
      .sort((a, b) => b.literals - a.literals);
    // The formats the document uses; a schema with another one fails to compile (strict mode).
    this.ajv.addFormat('date-time', { validate: (value: string) => !Number.isNaN(Date.parse(value)) });
    this.ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    this.ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
    this.ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:/i);
  }

  // ---- actors ------------------------------------------------------------------------------

  /** Signs the named users in (the demo school's admin, editor and viewer and another school's admin). */
  async addActors(users: Partial<Record<ActorName, { username: string; password: string }>>) {
    for (const name of ['admin', 'editor', 'viewer', 'other', 'anonymous', 'forged'] as const) {
      const credentials = users[name] ?? null;
      const actor: Actor = { name, credentials, token: null, id: 0, websiteId: 0, cookie: '' };
      this.actors.set(name, actor);
      if (credentials) await this.signIn(actor);
    }
  }

  private async signIn(actor: Actor) {
    const { credentials } = actor;
    if (!credentials) return;
    // Each sign-in from an address of its own, so the fuzzed calls' budget (per address) never runs out on it.
    const response = await this.app.inject({
      method: 'POST',
      url: authPaths.signin,
      remoteAddress: `10.254.${(this.signIns >> 8) & 255}.${this.signIns++ & 255}`,
      headers: actor.cookie ? { cookie: actor.cookie } : {},
      payload: { ...credentials, assetOwnerId: 0 },
    });
    if (response.statusCode !== 200) {
      throw new Error(
        `the fuzz run lost the ${actor.name} user: signing in as ${credentials.username} answered ${response.statusCode} ${response.body}`,
      );
    }
    const session = response.json<{ token: string; id: number; websiteId: number }>();
    Object.assign(actor, { token: session.token, id: session.id, websiteId: session.websiteId });
    const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0];
    if (cookie) actor.cookie = cookie;
  }

  // ---- pools -------------------------------------------------------------------------------

  /**
   * Fills the pools from every list the admin can read (GET operations without path parameters
   * whose answer is a page of rows or an array of them) and protects the actors' own rows.
   */
  async discover() {
    const admin = this.actors.get('admin')!;
    for (const op of this.operations) {
      if (op.method !== 'GET' || paramNames(op.path).length > 0 || !listedRows(op.responses.get('200'))) continue;
      if (op.parameters.some((p) => p.required && p.in === 'query')) continue;
      const size = op.parameters.some((p) => p.in === 'query' && p.name === 'size') ? '?size=100' : '';
      const response = await this.app.inject({ method: 'GET', url: op.path + size, headers: this.authHeaders(admin) });
      this.pools.set(op.path, this.pools.get(op.path) ?? { ids: [], names: [], owned: new Set() });
      if (response.statusCode === 200) this.learn(op.path, response.json());
    }
    for (const actor of this.actors.values()) {
      if (!actor.credentials) continue;
      this.protect('users', actor.id);
      this.protect('websites', actor.websiteId);
    }
  }

  private protect(collection: string, id: number) {
    for (const key of this.pools.keys()) {
      if (lastSegment(key) !== collection) continue;
      const ids = this.protectedIds.get(key) ?? new Set<number>();
      ids.add(id);
      this.protectedIds.set(key, ids);
    }
  }

  /** Adds the ids and names of the rows of a list answer (a page's `content`, or an array) or of one row. */
  private learn(poolKey: string, body: unknown, owned = false) {
    const pool = this.pools.get(poolKey);
    if (!pool || !body || typeof body !== 'object') return;
    const rows = Array.isArray(body)
      ? body
      : Array.isArray((body as { content?: unknown }).content)
        ? (body as { content: unknown[] }).content
        : [body];
    for (const row of rows) {
      if (!row || typeof row !== 'object') continue;
      const { id, name } = row as { id?: unknown; name?: unknown };
      if (typeof id === 'number' && !pool.ids.includes(id)) {
        pool.ids.push(id);
        if (owned) pool.owned.add(id);
      }
      if (typeof name === 'string' && name && !pool.names.includes(name) && pool.names.length < 200)
        pool.names.push(name);
    }
  }

  private forget(poolKey: string, id: number) {
    const pool = this.pools.get(poolKey);
    if (!pool) return;
    pool.ids = pool.ids.filter((known) => known !== id);
    pool.owned.delete(id);
  }

  /** The pool a name of a parameter or property draws from: `id`, `blogId`, `categoryIds`, `topics`. */
  private poolOf(
    op: Operation,
    name: string,
    where: 'path' | 'query' | 'body',
  ): { pool: string; field: 'id' | 'name' } | null {
    if (where === 'path') {
      // /topics/name/{name}: a name of the collection before it.
      const byName = new RegExp(`^(.*)/${name}/\\{${name}\\}`).exec(op.path);
      if (byName && this.pools.has(byName[1]!)) return { pool: byName[1]!, field: 'name' };
      if (name === 'id') {
        const before = op.path.slice(0, op.path.indexOf('/{id}'));
        return this.pools.has(before) ? { pool: before, field: 'id' } : null;
      }
    }
    // A row of the operation's own collection: `id` in a body (PUT /topics, a reorder's items), `parentId`.
    if ((where === 'body' && name === 'id') || name === 'parentId') {
      const own = this.collectionOf(op.path);
      return own ? { pool: own, field: 'id' } : null;
    }
    const keys = [...this.pools.keys()];
    const base = ALIASES[name] ?? /^(.+?)Ids?$/.exec(name)?.[1];
    // A body's list of rows by their plural name: `topics`.
    const found = base
      ? (keys.find((key) => plurals(base).includes(lastSegment(key))) ??
        keys.find((key) => plurals(base).some((plural) => lastSegment(key).endsWith(`-${plural}`))))
      : where === 'body'
        ? keys.find((key) => lastSegment(key) === name)
        : undefined;
    return found ? { pool: found, field: 'id' } : null;
  }

  /** The nearest collection (pool) at or above a path: /navs/reorder → /navs. */
  private collectionOf(path: string) {
    for (let at = path; at; at = at.slice(0, at.lastIndexOf('/'))) if (this.pools.has(at)) return at;
    return null;
  }

  private hints(op: Operation, where: 'path' | 'query' | 'body'): Hints {
    return {
      pool: (name) => this.poolOf(op, name, where),
      credential: (name) =>
        where === 'body' && /^(username|email)$/.test(name)
          ? 'username'
          : where === 'body' && /^(password|oldPassword|currentPassword)$/.test(name)
            ? 'password'
            : null,
    };
  }

  // ---- requests ----------------------------------------------------------------------------

  /** The arbitrary of one operation's requests. */
  requests(op: Operation): fc.Arbitrary<FuzzRequest> {
    const actor = fc.oneof(
      ...ACTOR_WEIGHTS.map(([name, weight]) => ({ weight, arbitrary: fc.constant<ActorName>(name) })),
    );
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const path = fc.record(
      Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p, this.hints(op, 'path'))])),
    ) as fc.Arbitrary<Record<string, PathValue>>;
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const query = fc.oneof(
      {
        weight: 12,
        arbitrary: fc.record(
          Object.fromEntries(
            queryParams.map((p) => [p.name, fuzzedValue(p.schema, this.hints(op, 'query'), p.name, 7, 3)]),
          ),
          { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
        ),
      },
      { weight: 1, arbitrary: fc.constantFrom(...ODD_QUERIES).map((raw) => ({ raw })) },
    );
    return fc.record({
      actor,
      forgery: fc.nat(),
      path,
      query,
      body: bodyOf(op, this.hints(op, 'body')),
      remote: fc.nat({ max: 65_535 }),
      reuse: op.method === 'DELETE' ? fc.option(fc.nat(), { freq: 2 }) : fc.constant(null),
    });
  }

  private authHeaders(actor: Actor, forgery = 0): Record<string, string> {
    if (actor.name === 'anonymous') return {};
    if (actor.name === 'forged') {
      const admin = this.actors.get('admin')!;
      const real = admin.token ?? 'x.y.z';
      const forged = [
        'Bearer not.a.token',
        `Bearer ${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`,
        `Bearer ${real.split('.').slice(0, 2).join('.')}.`,
        `Bearer eyJhbGciOiJub25lIn0.${real.split('.')[1]}.`,
        `Basic ${Buffer.from(`${admin.credentials?.username}:${admin.credentials?.password}`).toString('base64')}`,
        'Bearer',
        `Bearer ${'A'.repeat(5000)}`,
        `bearer  ${real}`,
      ];
      return { authorization: forged[forgery % forged.length]! };
    }
    return actor.token ? { authorization: `Bearer ${actor.token}` } : {};
  }

  /** Fills in holes, keeps writes off the actors' own accounts and websites, and sends the request. */
  async send(op: Operation, generated: FuzzRequest): Promise<Answered> {
    const actor = this.actors.get(generated.actor)!;
    if (actor.credentials && !actor.token) await this.signIn(actor);
    const self = actor.credentials ? actor : this.actors.get('admin')!;
    const fill = (value: unknown): unknown => this.fill(value, self);

    const pathValues: Record<string, string> = {};
    const made = this.made.get(op.path);
    const reused = generated.reuse !== null && made?.length ? made[generated.reuse % made.length] : undefined;
    for (const [name, raw] of Object.entries(reused ? {} : generated.path)) {
      if (raw && typeof raw === 'object' && 'raw' in raw) {
        pathValues[name] = String((raw as { raw: string }).raw);
        continue;
      }
      let value = fill(raw);
      const known = this.poolOf(op, name, 'path');
      if (op.method !== 'GET' && known) value = this.unprotected(known.pool, value);
      pathValues[name] = encodePart(String(value));
    }
    let url = fillPath(op.path, reused ?? pathValues);
    const query = generated.query;
    const search =
      'raw' in query && typeof query.raw === 'string' ? query.raw : queryString(fill(query) as Record<string, unknown>);
    if (search) url += `?${search}`;

    const headers: Record<string, string> = { ...this.authHeaders(actor, generated.forgery) };
    let body: string | Buffer | undefined;
    let json: unknown;
    const spec = generated.body;
    if (spec.kind === 'json') {
      json = fill(spec.value);
      headers['content-type'] = 'application/json';
      body = json === undefined ? '' : JSON.stringify(json);
    } else if (spec.kind === 'raw') {
      if (spec.contentType) headers['content-type'] = spec.contentType;
      body = spec.text;
    } else if (spec.kind === 'multipart') {
      const multipart = multipartBody(spec);
      headers['content-type'] = multipart.contentType;
      body = multipart.body;
    }

    const logsBefore = this.logs.length;
    const options: InjectOptions = {
      method: op.method,
      url,
      headers,
      remoteAddress: `10.${(generated.remote >> 8) & 255}.${generated.remote & 255}.7`,
      ...(body === undefined ? {} : { payload: body }),
    };
    if (TRACE)
      process.stderr.write(
        `fuzz: ${generated.actor} ${op.method} ${url.slice(0, 300)} ${String(body ?? '').slice(0, 200)}\n`,
      );
    let timer: NodeJS.Timeout | undefined;
    const response = await Promise.race([
      this.app.inject(options),
      new Promise<never>((_, reject) => {
        // A hang detector, not a wait: it names the request that never answered.
        // eslint-disable-next-line no-restricted-syntax -- the fuzzer's report of a hung request
        timer = setTimeout(() => reject(new NoAnswer()), ANSWER_TIMEOUT_MS);
      }),
    ])
      .catch((error: unknown) => {
        if (error instanceof NoAnswer) {
          throw new FuzzFailure(
            describe(op, `no answer within ${ANSWER_TIMEOUT_MS} ms`, {
              request: { actor: actor.name, method: op.method, url, headers, body, json },
              response: null,
              errors: this.logs.slice(logsBefore).filter((line) => /"level":(50|60)/.test(line)),
            }),
          );
        }
        throw error;
      })
      .finally(() => clearTimeout(timer));
    this.record(op, response.statusCode);
    this.recordMessage(op, response);
    const errors = this.logs.slice(logsBefore).filter((line) => /"level":(50|60)/.test(line));
    // What the answer tells the run is about the operation the URL reached; another one's is not learnt from.
    if (this.reached(op.method, url) === op) this.after(op, actor, json, response, reused ?? pathValues);
    else if (response.statusCode === 401 && actor.credentials) actor.token = null;
    return { request: { actor: actor.name, method: op.method, url, headers, body, json }, response, errors };
  }

  private fill(value: unknown, self: Actor): unknown {
    if (value instanceof Hole) {
      if (value.kind === 'username') return self.credentials!.username;
      if (value.kind === 'password') return self.credentials!.password;
      const pool = this.pools.get(value.pool);
      const entries = value.field === 'name' ? pool?.names : pool?.ids;
      const picked = entries?.length
        ? entries[value.pick % entries.length]
        : value.field === 'name'
          ? 'no-such-name'
          : UNKNOWN_ID;
      return value.as === 'string' ? String(picked) : picked;
    }
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((child) => this.fill(child, self));
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      Object.defineProperty(out, key, {
        value: this.fill(child, self),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return out;
  }

  /** A path value that names a protected row (an actor's account or website) becomes one the run made, or an unknown id. */
  private unprotected(poolKey: string, value: unknown) {
    const guarded = this.protectedIds.get(poolKey);
    const asNumber = Number(String(value).trim());
    if (!guarded || !Number.isFinite(asNumber) || !guarded.has(asNumber)) return value;
    const owned = [...(this.pools.get(poolKey)?.owned ?? [])].filter((id) => !guarded.has(id));
    return owned.length ? owned[asNumber % owned.length] : UNKNOWN_ID;
  }

  private recordMessage(op: Operation, response: LightMyRequestResponse) {
    if (response.statusCode < 400) return;
    let message: string;
    try {
      message = `${response.statusCode} ${String(response.json<{ message?: unknown }>().message).slice(0, 120)}`;
    } catch {
      message = `${response.statusCode} (not JSON)`;
    }
    const mine = this.messages.get(op.key) ?? new Map<string, number>();
    mine.set(message, (mine.get(message) ?? 0) + 1);
    this.messages.set(op.key, mine);
  }

  private record(op: Operation, status: number) {
    const mine = this.perOperation.get(op.key) ?? new Map<number, number>();
    mine.set(status, (mine.get(status) ?? 0) + 1);
    this.perOperation.set(op.key, mine);
  }

  /** What an answer tells the run: new rows for the pools, ended sessions, changed credentials. */
  private after(
    op: Operation,
    actor: Actor,
    json: unknown,
    response: LightMyRequestResponse,
    pathValues: Record<string, string>,
  ) {
    const status = response.statusCode;
    if (status === 401 && op.secured && actor.credentials) actor.token = null;
    if (status < 200 || status >= 300) return;
    let answer: unknown;
    try {
      answer = response.json();
    } catch {
      return;
    }
    const hasParams = paramNames(op.path).length > 0;
    if (op.method === 'POST' && hasParams) {
      const made = this.made.get(op.path) ?? [];
      if (made.length < 500) made.push(pathValues);
      this.made.set(op.path, made);
    }
    if (op.method === 'GET' && !hasParams) this.learn(op.path, answer);
    if ((op.method === 'POST' || op.method === 'PUT') && !hasParams) this.learn(op.path, answer, op.method === 'POST');
    if (op.method === 'DELETE' && op.path.endsWith('/{id}')) {
      this.forget(op.path.slice(0, -'/{id}'.length), Number(pathValues.id));
    }
    if (!actor.credentials) return;
    // Logging out ends the session; changing the password ends every session of the user.
    if (op.path === authPaths.logout) actor.token = null;
    const sent = json as { newPassword?: unknown } | undefined;
    if (op.secured && typeof sent?.newPassword === 'string') {
      actor.credentials.password = sent.newPassword;
      actor.token = null;
    }
    const row = answer as { id?: unknown; username?: unknown } | null;
    if (row && row.id === actor.id && typeof row.username === 'string') actor.credentials.username = row.username;
  }

  // ---- checks ------------------------------------------------------------------------------

  /** What is wrong with the answer, or null. */
  /**
   * The operation a request reached. Usually its own; but the client (light-my-request, like a
   * browser) resolves the URL first, so a path value such as '..' or '?x' can land on another:
   * /blogs/%2e%2e/topics is GET /topics. Null when no operation has the path (a 404).
   */
  reached(method: string, url: string) {
    let pathname: string;
    try {
      pathname = new URL(url, 'http://localhost').pathname;
    } catch {
      return null;
    }
    return this.routes.find((route) => route.op.method === method && route.pattern.test(pathname))?.op ?? null;
  }

  violation(requested: Operation, exchange: Answered): string | null {
    const { response, request } = exchange;
    const status = response.statusCode;
    const op = this.reached(request.method, request.url) ?? requested;
    const answeredBy = op === requested ? '' : ` (the URL reached ${op.key})`;
    if (status >= 500) return `the server answered ${status}${answeredBy}`;
    if (status >= 200 && status < 300) {
      if (op.secured && (request.actor === 'anonymous' || request.actor === 'forged'))
        return `a secured operation answered ${status} without a valid session${answeredBy}`;
      if (
        request.actor === 'viewer' &&
        op.method !== 'GET' &&
        !op.tags.some((tag) => tag === 'auth' || tag === 'my account')
      )
        return `a VIEWER's ${op.method} answered ${status}: a VIEWER changes nothing but its own account${answeredBy}`;
      const documented = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => op.responses.has(key));
      if (!documented)
        return `the status ${status} is not documented for ${op.key} (documented: ${[...op.responses.keys()].join(', ')})`;
      const schema = op.responses.get(documented);
      if (!schema) return null;
      if (!String(response.headers['content-type'] ?? '').startsWith('application/json'))
        return `a documented JSON answer came as ${String(response.headers['content-type'])}`;
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        return 'the answer is not valid JSON';
      }
      const validate = this.validator(`${op.key} ${documented}`, schema);
      if (!validate(body)) {
        const errors = (validate.errors ?? [])
          .slice(0, 5)
          .map((error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`);
        return `the answer does not match the documented ${documented} schema${answeredBy}: ${errors.join('; ')}`;
      }
      return null;
    }
    if (status >= 400) {
      let body: { statusCode?: unknown; error?: unknown; message?: unknown };
      try {
        body = JSON.parse(response.body);
      } catch {
        return `the ${status} answer is not JSON`;
      }
      if (body?.statusCode !== status || typeof body.error !== 'string' || typeof body.message !== 'string')
        return `the ${status} answer is not an error body {statusCode: ${status}, error, message}`;
      return null;
    }
    return `the status ${status} is neither a success nor an error`;
  }

  private validator(key: string, schema: Schema) {
    let validate = this.validators.get(key);
    if (!validate) this.validators.set(key, (validate = this.ajv.compile(schema)));
    return validate;
  }

  // ---- the run -----------------------------------------------------------------------------

  /** Runs an operation's requests; answers the first failure (printed for reproduction) and the numbers. */
  async fuzz(op: Operation, options: RunOptions): Promise<OperationResult> {
    const started = Date.now();
    let requests = 0;
    const property = fc.asyncProperty(this.requests(op), async (generated) => {
      requests++;
      const exchange = await this.send(op, generated);
      const problem = this.violation(op, exchange);
      if (problem) throw new FuzzFailure(describe(op, problem, exchange));
    });
    const details = await fc.check(property, {
      numRuns: options.runs,
      seed: options.seed,
      endOnFailure: !options.shrink,
      ...(options.timeLimitMs === undefined ? {} : { interruptAfterTimeLimit: options.timeLimitMs }),
      markInterruptAsFailure: false,
    });
    let failure: string | null = null;
    if (details.failed) {
      const error = details.errorInstance;
      failure =
        `${error instanceof FuzzFailure ? error.message : String((error as Error)?.stack ?? error)}\n` +
        `(operation seed ${details.seed}, fast-check path ${details.counterexamplePath ?? '-'}, after ${details.numRuns} runs)`;
    }
    return {
      operation: op.key,
      requests,
      statuses: this.perOperation.get(op.key) ?? new Map(),
      failure,
      interrupted: details.interrupted,
      ms: Date.now() - started,
    };
  }
}

/** Whether a 200 answer is a list of rows: a page with `content`, or an array of objects. */
function listedRows(schema: Schema | null | undefined) {
  if (!schema) return false;
  const rows = schema.type === 'array' ? schema : (schema.properties as Record<string, Schema> | undefined)?.content;
  return rows?.type === 'array' && (rows.items as Schema | undefined)?.type === 'object';
}

function pathValue(parameter: Parameter, hints: Hints): fc.Arbitrary<PathValue> {
  return fc.oneof(
    { weight: 16, arbitrary: validValue(parameter.schema, hints, parameter.name) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<PathValue>(
        0,
        -1,
        2 ** 31,
        2 ** 53,
        '99999999999',
        '1e3',
        '0x10',
        '1.5',
        ' 1',
        '+1',
        '001',
        'null',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_STRINGS.filter((text) => text.length <= MAX_URL_PART)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    // Sent as they are, not encoded: broken percent-escapes, dot segments, a query inside the path.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '..', '%2e%2e', '%00', '%2F', '?x=1', '#x', '', ';a=1')
        .map((raw) => ({ raw })),
    },
  );
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the three bytes
 * UTF-8 would give it: a URL that is not valid UTF-8, as a client can send.
 */
function encodePart(text: string) {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    out +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return out;
}

/** Odd query strings, sent as they are. */
const ODD_QUERIES = [
  'page=1&page=2',
  'page[]=1',
  'page[a]=1',
  'size=-1',
  'size=0',
  'size=1e9',
  'size=99999999999999999999',
  'page=NaN',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '%zz=1',
  'a=%zz',
  '&&&',
  '=',
  'page',
  'search=%00',
  `search=${'a'.repeat(5000)}`,
  'status=%F0%9F%92%A9',
];

function queryString(values: Record<string, unknown>) {
  const parts: string[] = [];
  const add = (name: string, value: unknown) => {
    if (value === undefined) return;
    const text =
      typeof value === 'string'
        ? value
        : value === null || typeof value !== 'object'
          ? String(value)
          : JSON.stringify(value);
    parts.push(`${encodePart(name)}=${encodePart(text.slice(0, MAX_URL_PART))}`);
  };
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((item) => add(name, item));
    else add(name, value);
  }
  return parts.join('&');
}

/** Bodies that are not what a JSON route expects, sent as they are. */
const RAW_BODIES: { contentType: string | null; text: string }[] = [
  { contentType: 'application/json', text: '{' },
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '[]' },
  { contentType: 'application/json', text: '"text"' },
  { contentType: 'application/json', text: '12' },
  { contentType: 'application/json', text: '{"__proto__":{"polluted":true}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"polluted":true}}}' },
  { contentType: 'application/json', text: '{"title":"a","title":{"$gt":""}}' },
  { contentType: 'application/json', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', text: `{"x":"${'a'.repeat(1_100_000)}"}` },
  { contentType: 'application/json', text: '\uFEFF{}' },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'application/json; charset=latin1', text: '{"title":"caf\u00e9"}' },
  { contentType: 'APPLICATION/JSON', text: '{}' },
  { contentType: 'application/json-patch+json', text: '[]' },
  { contentType: 'application/xml', text: '<a/>' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', text: 'title=a&status=PUBLISHED' },
  { contentType: 'multipart/form-data', text: 'no boundary' },
  { contentType: null, text: '{"title":"a"}' },
  { contentType: '', text: '{}' },
  { contentType: 'application/json', text: '{"a":1}\u0000' },
];

const MULTIPART_CONTENT: Record<string, () => Buffer> = {
  png: () => Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  jpeg: () => Buffer.from('ffd8ffe000104a464946000101', 'hex'),
  gif: () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  webp: () => Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: () => Buffer.from('<html><script>alert(1)</script></html>'),
  empty: () => Buffer.alloc(0),
  truncated: () => Buffer.from('89504e47', 'hex'),
  random: () => Buffer.from('\x00\x01\x02\xff\xfe garbage \r\n--', 'latin1'),
  // Past the avatar limit (2 MiB), within the upload limit (10 MiB).
  large: () => Buffer.concat([MULTIPART_CONTENT.png!(), Buffer.alloc(2.5 * 1024 * 1024, 1)]),
};

function multipartBody(spec: Extract<Body, { kind: 'multipart' }>) {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const part = (field: string, filename: string | null, mime: string, content: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename === null ? '' : `; filename="${filename}"`}\r\n` +
          (mime ? `Content-Type: ${mime}\r\n` : '') +
          '\r\n',
      ),
      content,
      Buffer.from('\r\n'),
    ]);
  const content = MULTIPART_CONTENT[spec.content]!();
  const end = Buffer.from(`--${boundary}--\r\n`);
  const file = part(spec.field, spec.filename, spec.mime, content);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  switch (spec.shape) {
    case 'two-files':
      return { contentType, body: Buffer.concat([file, part(spec.field, 'second.png', spec.mime, content), end]) };
    case 'text-field':
      return { contentType, body: Buffer.concat([part(spec.field, null, '', Buffer.from('just text')), end]) };
    case 'field-then-file':
      return { contentType, body: Buffer.concat([part('note', null, '', Buffer.from('hello')), file, end]) };
    case 'no-closing':
      return { contentType, body: file };
    case 'bad-boundary':
      return { contentType: 'multipart/form-data; boundary=other', body: Buffer.concat([file, end]) };
    case 'empty':
      return { contentType, body: Buffer.alloc(0) };
    default:
      return { contentType, body: Buffer.concat([file, end]) };
  }
}

/** Multipart bodies; the document does not say the file's field name: 'file', or the path's last segment ('avatar'). */
const multipartFor = (op: Operation): fc.Arbitrary<Body> =>
  fc.record({
    kind: fc.constant('multipart' as const),
    field: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('file', lastSegment(op.path)) },
      { weight: 1, arbitrary: fc.constantFrom('image', 'upload', '', 'file[]') },
    ),
    filename: fc.constantFrom(
      'picture.png',
      'photo.jpg',
      '../../evil.png',
      '<img src=x onerror=alert(1)>.gif',
      '',
      'файл.webp',
      `${'x'.repeat(300)}.png`,
    ),
    mime: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'text/html', 'application/octet-stream', ''),
    content: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('png', 'jpeg', 'gif', 'webp', 'png', 'jpeg') },
      { weight: 5, arbitrary: fc.constantFrom('svg', 'html', 'empty', 'truncated', 'random') },
      { weight: 1, arbitrary: fc.constant('large') },
    ),
    shape: fc.oneof(
      { weight: 8, arbitrary: fc.constant('ok') },
      {
        weight: 4,
        arbitrary: fc.constantFrom('two-files', 'text-field', 'field-then-file', 'no-closing', 'bad-boundary', 'empty'),
      },
    ),
  });

const raw: fc.Arbitrary<Body> = fc.constantFrom(...RAW_BODIES).map((body) => ({ kind: 'raw' as const, ...body }));
const none: fc.Arbitrary<Body> = fc.constant({ kind: 'none' as const });
const anyJson: fc.Arbitrary<Body> = oddValue.map((value) => ({ kind: 'json' as const, value }));

/** The body of a request: mostly what the operation documents, also the wrong kind of body. */
function bodyOf(op: Operation, hints: Hints): fc.Arbitrary<Body> {
  const multipart = multipartFor(op);
  if (op.body) {
    const schema = op.body;
    return fc.oneof(
      { weight: 60, arbitrary: validValue(schema, hints).map((value) => ({ kind: 'json' as const, value })) },
      { weight: 35, arbitrary: brokenValue(schema, hints).map((value) => ({ kind: 'json' as const, value })) },
      { weight: 6, arbitrary: raw },
      { weight: 2, arbitrary: multipart },
      { weight: op.bodyRequired ? 2 : 10, arbitrary: none },
    );
  }
  // No JSON body documented: uploads (multipart, which the document does not describe) and calls without a body.
  if (op.method === 'GET' || op.method === 'DELETE') {
    return fc.oneof({ weight: 14, arbitrary: none }, { weight: 1, arbitrary: anyJson }, { weight: 1, arbitrary: raw });
  }
  return fc.oneof(
    { weight: 4, arbitrary: none },
    { weight: 12, arbitrary: multipart },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: raw },
  );
}

const clip = (text: string, max = 1500) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters in all)` : text;

/** The failure as printed: the operation, the request (to send again with app.inject) and the answer. */
export function describe(op: Operation, problem: string, exchange: Exchange) {
  const { request, response } = exchange;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      name === 'authorization' && request.actor !== 'forged'
        ? `Bearer <token of the ${request.actor}>`
        : clip(value, 200),
    ]),
  );
  const body =
    request.body === undefined
      ? '(none)'
      : Buffer.isBuffer(request.body)
        ? `${request.body.length} bytes of multipart: ${clip(request.body.toString('latin1'), 600)}`
        : clip(request.body);
  return [
    `${op.key}: ${problem}`,
    `request (as the ${request.actor}): ${request.method} ${clip(request.url, 600)}`,
    `  headers: ${JSON.stringify(headers)}`,
    `  body: ${body}`,
    ...(response
      ? [
          `response: ${response.statusCode} ${String(response.headers['content-type'] ?? '')}`,
          `  body: ${clip(response.body)}`,
        ]
      : ['response: none']),
    ...(exchange.errors.length
      ? [`server errors logged:`, ...exchange.errors.map((line) => `  ${clip(line, 2000)}`)]
      : []),
  ].join('\n');
}
