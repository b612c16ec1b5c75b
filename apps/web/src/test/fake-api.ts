import { vi } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  messageResponse,
  reorderRequest,
  type Page,
  type ReorderItem,
  type ResourceContract,
} from '@cms/contract';
import { FAKE_STAMPS, inOrder, listing, nextOrderNo } from './fake-rows';
import { jsonResponse } from './render';

/*
 * The one fake API the console's unit tests run against. Every endpoint is declared with the
 * contract's schemas: a request that does not parse is answered as the server would (400 with the
 * first issue's message) and an answer that does not parse is a contract violation, which fails
 * the test (test/setup.ts). So the fake cannot drift from the server unnoticed, as the
 * hand-written per-feature fakes did.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FakeRequest {
  url: URL;
  params: Record<string, string>;
  /** The query string, parsed with the endpoint's query schema. */
  query: Record<string, unknown>;
  /** The JSON body, parsed with the endpoint's body schema. */
  body: unknown;
}

export interface Endpoint {
  method: Method;
  /** The contract's path, `:name` for parameters. */
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** 200 unless given (201 for a create). */
  status?: number;
  handle: (request: FakeRequest) => unknown;
}

/** Thrown by a handler to answer a refusal: `refuse(404, 'News not found')`. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The fields at fault, as the server names them (`body.slug`). */
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const refuse = (status: number, message: string, issues?: { path: string; message: string }[]): never => {
  throw new Refusal(status, message, issues);
};

const errorAnswer = (statusCode: number, message: string, issues?: { path: string; message: string }[]) =>
  jsonResponse(statusCode, { statusCode, error: statusCode === 400 ? 'Bad Request' : 'Error', message, issues });

/**
 * A handler that answers the call itself (a 500, a slow answer that the test releases), or
 * leaves it to the endpoint by answering nothing.
 */
export type Override = (url: URL, init: RequestInit) => Response | undefined | Promise<Response | undefined>;

/** The server's 400 for a body it refuses: the first issue's message, and each issue at its field. */
export const badRequest = (...issues: { path: string; message: string }[]) =>
  errorAnswer(400, issues[0]?.message ?? 'Bad Request', issues);

/** What the server answers when something unexpected broke. */
export const serverError = () =>
  jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });

interface Compiled extends Endpoint {
  pattern: RegExp;
  names: string[];
  /** Literal paths win over parameterised ones (`categories/name/:name` over `categories/:id`). */
  rank: number;
}

function compile(endpoint: Endpoint): Compiled {
  const names: string[] = [];
  const source = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { ...endpoint, pattern: new RegExp(`^${source}$`), names, rank: names.length };
}

let violations: string[] = [];

/** The contract violations of the test that just ran (test/setup.ts fails it on any). */
export function takeViolations() {
  const found = violations;
  violations = [];
  return found;
}

/** Issues as the server names them: 'body.title', 'querystring.page'. */
const issuesOf = (error: z.ZodError, context?: string) =>
  error.issues.map((issue) => ({ path: [context, ...issue.path].filter(Boolean).join('.'), message: issue.message }));

/** Installs the fake as `fetch` with these endpoints; `overrides` ('METHOD /path') answer first. */
export function startFakeApi(endpoints: Endpoint[], overrides: Record<string, Override> = {}) {
  const compiled = endpoints.map(compile).sort((a, b) => a.rank - b.rank);

  async function answer(url: URL, init: RequestInit): Promise<Response> {
    const method = (init.method ?? 'GET') as Method;
    const call = `${method} ${url.pathname}`;
    let params: Record<string, string> = {};
    const endpoint = compiled.find((candidate) => {
      if (candidate.method !== method) return false;
      const match = candidate.pattern.exec(url.pathname);
      if (match)
        params = Object.fromEntries(candidate.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      return Boolean(match);
    });
    if (!endpoint) {
      violations.push(`${call} is not an endpoint of the contract`);
      return errorAnswer(404, 'Not found');
    }

    // The console must only send what the server accepts.
    const rawBody = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const body = endpoint.body?.safeParse(rawBody);
    const query = endpoint.query?.safeParse(Object.fromEntries(url.searchParams));
    for (const [part, parsed] of [
      ['body', body],
      ['query', query],
    ] as const) {
      if (parsed && !parsed.success) {
        violations.push(`${call}: the ${part} breaks the contract: ${JSON.stringify(issuesOf(parsed.error))}`);
        const context = part === 'body' ? 'body' : 'querystring';
        return errorAnswer(400, parsed.error.issues[0]!.message, issuesOf(parsed.error, context));
      }
    }

    const overridden = await overrides[call]?.(url, init);
    if (overridden) return checked(endpoint, call, overridden);
    try {
      const result = endpoint.handle({
        url,
        params,
        query: (query?.data ?? {}) as Record<string, unknown>,
        body: body?.data,
      });
      return checked(endpoint, call, jsonResponse(endpoint.status ?? (method === 'POST' ? 201 : 200), result));
    } catch (error) {
      if (error instanceof Refusal) return errorAnswer(error.status, error.message, error.issues);
      throw error;
    }
  }

  /** A successful answer must have the shape the contract gives the console. */
  async function checked(endpoint: Compiled, call: string, response: Response) {
    if (!response.ok || response.status === 204) return response;
    const parsed = endpoint.response.safeParse(await response.clone().json());
    if (!parsed.success)
      violations.push(`${call}: the answer breaks the contract: ${JSON.stringify(issuesOf(parsed.error))}`);
    return response;
  }

  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    answer(new URL(String(input), 'http://localhost'), init),
  );
  vi.stubGlobal('fetch', fetchMock);

  const matching = (methodAndPath: string) =>
    fetchMock.mock.calls
      .filter(
        ([input, init]) =>
          `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === methodAndPath,
      )
      .map(([, init]) => init);

  return {
    fetchMock,
    /** The calls made, as 'METHOD /path?query'. */
    calls: () =>
      fetchMock.mock.calls.map(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
      }),
    /** The JSON body of the last call of 'METHOD /path'. */
    lastBody: (methodAndPath: string) => {
      const init = matching(methodAndPath).at(-1);
      return init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    },
    /** The request of the last call of 'METHOD /path'. */
    lastInit: (methodAndPath: string) => matching(methodAndPath).at(-1),
  };
}

export type FakeApi = ReturnType<typeof startFakeApi>;

/** The page the server answers for `rows` (already filtered and ordered). */
export function pageOf<T>(rows: T[], query: Record<string, unknown>): Page<T> {
  const size = Number(query.size ?? DEFAULT_PAGE_SIZE);
  const number = Number(query.page ?? 0);
  const totalPages = Math.ceil(rows.length / size);
  return {
    content: rows.slice(number * size, number * size + size),
    totalElements: rows.length,
    totalPages,
    size,
    number,
    first: number === 0,
    last: number >= totalPages - 1,
  };
}

/** Rows of one table of the fake, by id. */
export class FakeTable<T extends { id: number }> {
  readonly rows: Map<number, T>;
  private nextId: number;

  constructor(
    initial: T[],
    private readonly thing: string,
  ) {
    this.rows = new Map(initial.map((row) => [row.id, structuredClone(row)]));
    this.nextId = Math.max(0, ...this.rows.keys()) + 1;
  }

  all() {
    return [...this.rows.values()];
  }

  get(id: number | string) {
    return this.rows.get(Number(id)) ?? refuse(404, `${this.thing} not found`);
  }

  insert(make: (id: number) => T) {
    const row = make(this.nextId++);
    this.rows.set(row.id, row);
    return row;
  }

  put(row: T) {
    this.rows.set(row.id, row);
    // A row put under an id of its own (a submenu given inside its menu) is never taken again.
    this.nextId = Math.max(this.nextId, row.id + 1);
    return row;
  }

  remove(id: number | string) {
    const row = this.get(id);
    this.rows.delete(row.id);
    return row;
  }
}

/** A table of an area on the fake API, of rows `T`: `table<Video>('Video')` ('Video not found'). */
export interface TableOf<T extends { id: number }> {
  thing: string;
  /** Only for its type: the rows it keeps. */
  row?: T;
}

/** Declares one of an area's tables, by what a missing row is: `table<Video>('Video')`. */
export const table = <T extends { id: number }>(thing: string): TableOf<T> => ({ thing });

type Declared = Record<string, TableOf<{ id: number }>>;
type RowOf<D> = D extends TableOf<infer T> ? T : never;

/** The rows a test starts an area with: `{videos?: Video[]}` for `{videos: table<Video>('Video')}`. */
export type RowsOf<D extends Declared> = { [K in keyof D]?: RowOf<D[K]>[] };

/** An area's tables, keyed as declared: `{videos: FakeTable<Video>}`. */
export type TablesOf<D extends Declared> = { [K in keyof D]: FakeTable<RowOf<D[K]>> };

/** The rows a test gives an area on the fake API: `AreaRows<typeof videosFake>`, `{videos?: Video[]}`. */
export type AreaRows<Area> = Area extends (rows: infer Rows) => unknown ? Rows : never;

/** An area's tables on the fake API, which a test reads afterwards: `{videos: FakeTable<Video>}`. */
export type AreaTables<Area> = Area extends (rows: never) => { tables: infer Tables } ? Tables : never;

/**
 * An area on the fake API (its `features/<area>/<area>.fake.ts`), as a test starts it with its rows: its
 * `tables` declared with the rows each keeps (`{videos: table<Video>('Video')}`), and the
 * endpoints `serve` declares on them; the test reads the tables afterwards.
 */
export function fakeArea<const D extends Declared>(
  tables: D,
  serve: (tables: TablesOf<D>, rows: RowsOf<D>) => Endpoint[],
) {
  return (rows: RowsOf<D>) => {
    const made = Object.fromEntries(
      Object.entries(tables).map(([key, declared]) => {
        const initial = rows[key] as { id: number }[] | undefined;
        return [key, new FakeTable(initial ?? [], declared.thing)];
      }),
    ) as TablesOf<D>;
    return { endpoints: serve(made, rows), tables: made };
  };
}

/**
 * The version a saved whole row takes (the server kit's versions): one more than the current's, or
 * a 409 with `stale` when the body was sent from an older copy.
 */
export function nextVersion(current: { version: number } | undefined, sent: number | undefined, stale: string) {
  if (current && sent !== undefined && sent !== current.version) refuse(409, stale);
  return (current?.version ?? 0) + 1;
}

/** A row of an ordered list: its place is `orderNo`. */
type Ordered = { id: number; orderNo: number };

/** A create or update body of the contract's resource, as its request or its update schema parses it. */
type BodyOf<C extends ResourceContract> = z.output<C['schemas']['request']> | z.output<C['schemas']['update']>;

export type ResourceEndpoints<T extends { id: number }, C extends ResourceContract = ResourceContract> = {
  table: FakeTable<T>;
  /** The contract's resource: paths, schemas, where PUT goes, a list answered whole, the delete's message. */
  contract: C;
  /**
   * The list's rows (as shown) for its query, in the server's order: `listing({filters, search, order})`;
   * newest first unless given, an ordered list in its order.
   */
  list?: (rows: T[], query: Record<string, unknown>) => T[];
  /** A row as the server answers it, when that is more than the row (a menu item with its submenus). */
  show?: (row: T) => T;
  /** What deleting the row does elsewhere (a topic leaves its blogs). */
  onDelete?: (row: T) => void;
  /**
   * An ordered list, as the server kit's `ordered`: a new row goes after the last, a saved one keeps
   * its place, and the contract's reorder is served (answering its words' `reordered`).
   */
  ordered?: T extends { orderNo: number } ? true : never;
  /**
   * A field no two rows share, without regard to case (a topic's name, a username), as the server
   * kit's named tables keep it: a create or update that takes another row's answers 409 `taken`.
   */
  unique?: { field: keyof T & string; taken: string };
} & (
  | {
      /** The row a parsed create or update body makes. */
      build: (body: BodyOf<C>, id: number, current?: T) => T;
    }
  | {
      /** The area's row maker, when a body makes the current row with it over: `make(id, {...current, ...body})`. */
      make: (id: number, fields: Partial<T>) => T;
    }
);

/**
 * POST links one row to another and DELETE unlinks it (a blog's topic, a user's role), as the
 * server kit's link tables do; `toggle` makes the change and answers what the server does.
 */
export function linkEndpoints(
  path: string,
  response: z.ZodType,
  toggle: (params: Record<string, string>, linked: boolean) => unknown,
): Endpoint[] {
  return (['POST', 'DELETE'] as const).map((method) => ({
    method,
    path,
    response,
    handle: ({ params }) => toggle(params, method === 'POST'),
  }));
}

/**
 * List, get, create, update and delete of one resource, as the kit's `registerResource` serves them,
 * and an ordered list's reorder.
 */
export function resourceEndpoints<T extends { id: number }, C extends ResourceContract>(
  def: ResourceEndpoints<T, C>,
): Endpoint[] {
  const { table } = def;
  const { paths, schemas, updateAt, whole, deleted, summary } = def.contract;
  // A list shows each row as the server's does (the contract's `summary`): its children counted, not sent.
  const listed = (row: T): unknown => {
    if (!summary) return row;
    const { [summary.omit]: children, ...rest } = row as Record<string, unknown>;
    return { ...rest, [summary.count]: Array.isArray(children) ? children.length : 0 };
  };
  const made =
    'make' in def
      ? (body: unknown, id: number, current?: T) => def.make(id, { ...current, ...(body as Partial<T>) })
      : (def.build as (body: unknown, id: number, current?: T) => T);
  const ordered = table as FakeTable<T & Ordered>;
  const taken = (row: T) => {
    if (!def.unique) return;
    const { field } = def.unique;
    const key = String(row[field]).toLowerCase();
    if (table.all().some((other) => other.id !== row.id && String(other[field]).toLowerCase() === key)) {
      refuse(409, def.unique.taken);
    }
  };
  const build = (body: unknown, id: number, current?: T): T => {
    const row = made(body, id, current);
    taken(row);
    if (!def.ordered) return row;
    // An ordered list's row keeps its place; a new one goes after the last.
    const place = (current as Partial<Ordered> | undefined)?.orderNo ?? nextOrderNo(ordered.all());
    return { ...row, orderNo: place };
  };
  const show = def.show ?? ((row: T) => row);
  // Newest first unless the area says; an ordered list in its order.
  const list = def.list ?? (def.ordered ? (rows: T[]) => inOrder(rows as (T & Ordered)[]) : listing<T>());
  const update = (id: number, body: unknown) => show(table.put(build(body, id, table.get(id))));
  return [
    {
      method: 'GET',
      path: paths.collection,
      query: schemas.listQuery,
      response: schemas.list,
      handle: ({ query }) => {
        const rows = list(table.all().map(show), query).map(listed);
        return whole ? rows : pageOf(rows, query);
      },
    },
    { method: 'GET', path: paths.item, response: schemas.entity, handle: ({ params }) => show(table.get(params.id!)) },
    {
      method: 'POST',
      path: paths.collection,
      body: schemas.request,
      response: schemas.entity,
      handle: ({ body }) => show(table.insert((id) => build(body, id))),
    },
    updateAt === 'collection'
      ? {
          method: 'PUT',
          path: paths.collection,
          body: schemas.update,
          response: schemas.entity,
          handle: ({ body }) => update((body as { id: number }).id, body),
        }
      : {
          method: 'PUT',
          path: paths.item,
          body: schemas.update,
          response: schemas.entity,
          handle: ({ params, body }) => update(Number(params.id), body),
        },
    {
      method: 'DELETE',
      path: paths.item,
      response: messageResponse,
      handle: ({ params }) => {
        const removed = table.remove(params.id!);
        def.onDelete?.(removed);
        return { message: deleted };
      },
    },
    ...(def.ordered ? [reorderEndpoint(ordered, def.contract)] : []),
  ];
}

/**
 * `PATCH <contract's publish path>`, as the server kit's publish call: the row takes its published
 * `status` and its publish date.
 */
export function publishEndpoint<T extends { id: number; status: string; publishedDate: string | null }>(
  table: FakeTable<T>,
  contract: ResourceContract,
  status: T['status'],
): Endpoint {
  return {
    method: 'PATCH',
    path: contract.paths.publish!,
    response: contract.schemas.entity,
    handle: ({ params }) => table.put({ ...table.get(params.id!), status, publishedDate: FAKE_STAMPS.createdDate }),
  };
}

/**
 * `PUT <contract's reorder path>` of an ordered list, as the server kit's `reorder` does: the
 * named rows take their new numbers (the rest keep theirs), answered with the contract's words'
 * `reordered`. `rowOf` finds a named row (a child only under the path's parent); any not found,
 * nothing moves.
 */
export function reorderEndpoint<T extends Ordered>(
  table: FakeTable<T>,
  contract: ResourceContract,
  rowOf: (id: number, params: Record<string, string>) => T = (id) => table.get(id),
): Endpoint {
  const message = contract.messages.reordered;
  if (typeof message !== 'string') throw new Error(`${contract.tag}: its words have no 'reordered'`);
  return {
    method: 'PUT',
    path: contract.paths.reorder!,
    body: reorderRequest,
    response: messageResponse,
    handle: ({ params, body }) => {
      const moves = (body as ReorderItem[]).map(({ id, orderNo }) => ({ ...rowOf(id, params), orderNo }));
      moves.forEach((row) => table.put(row));
      return { message };
    },
  };
}

/**
 * The calls of a resource under a parent row (a category's stars), as the server kit's
 * `registerChildResource` serves them: the parent must be a row of `parents` (404 otherwise), and
 * a child of another parent is a 404 too. `list` gives the parent's rows in order; a whole
 * contract answers them as an array, a paged one a page; `reorder` the parent's reorder answer.
 * A new child goes after its parent's last, unless its body gives its place (a star's `orderNo`).
 */
export function childResourceEndpoints<T extends Ordered>(def: {
  parents: FakeTable<{ id: number }>;
  table: FakeTable<T>;
  contract: ResourceContract;
  parentOf: (row: T) => number;
  /** What a child of another parent is: 'Spotlight star' answers 404 'Spotlight star not found'. */
  thing: string;
  /** The area's row maker under a parent: `make(id, parentId, {...current, ...body})`. */
  make: (id: number, parentId: number, fields: Partial<T>) => T;
  /** What deleting the row does elsewhere (a subject takes its homework). */
  onDelete?: (row: T) => void;
  /** False where the server serves no GET at the item path (a class's subjects). */
  get?: false;
}): Endpoint[] {
  const { parents, table, contract } = def;
  const { paths, schemas } = contract;
  const child = /:(\w+)$/.exec(paths.item)![1]!;
  const parentOf = (params: Record<string, string>) => parents.get(params.id!).id;
  const rowsOf = (parentId: number) =>
    table
      .all()
      .filter((row) => def.parentOf(row) === parentId)
      .sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
  const childOf = (params: Record<string, string>) => {
    const parentId = parentOf(params);
    const row = table.get(params[child]!);
    return def.parentOf(row) === parentId ? row : refuse(404, `${def.thing} not found`);
  };
  /** The row a parsed body makes over the saved one; a new one goes after its parent's last, unless placed. */
  const made = (body: unknown, id: number, parentId: number, current?: T) =>
    def.make(id, parentId, {
      orderNo: nextOrderNo(rowsOf(parentId)),
      ...current,
      ...(body as Partial<T>),
    } as Partial<T>);
  const getOne: Endpoint = {
    method: 'GET',
    path: paths.item,
    response: schemas.entity,
    handle: ({ params }) => childOf(params),
  };
  const endpoints: Endpoint[] = [
    {
      method: 'GET',
      path: paths.collection,
      query: contract.whole ? undefined : schemas.listQuery,
      response: schemas.list,
      handle: ({ params, query }) =>
        contract.whole ? rowsOf(parentOf(params)) : pageOf(rowsOf(parentOf(params)), query),
    },
    ...(def.get === false ? [] : [getOne]),
    {
      method: 'POST',
      path: paths.collection,
      body: schemas.request,
      response: schemas.entity,
      handle: ({ params, body }) => table.insert((id) => made(body, id, parentOf(params))),
    },
    {
      method: 'PUT',
      path: paths.item,
      body: schemas.update,
      response: schemas.entity,
      handle: ({ params, body }) => {
        const current = childOf(params);
        return table.put(made(body, current.id, def.parentOf(current), current));
      },
    },
    {
      method: 'DELETE',
      path: paths.item,
      response: messageResponse,
      handle: ({ params }) => {
        const removed = table.remove(childOf(params).id);
        def.onDelete?.(removed);
        return { message: contract.deleted };
      },
    },
  ];
  if (paths.reorder)
    endpoints.push(reorderEndpoint(table, contract, (id, params) => childOf({ ...params, [child]: String(id) })));
  return endpoints;
}
