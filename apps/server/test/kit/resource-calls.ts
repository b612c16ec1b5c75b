import type { ResourceContract } from '@cms/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { untyped } from '../../src/platform/kit/any-table.js';
import { contentClients, postCreated, type Call, type Client } from '../content-support.js';
import { createTestApp, type TestApp } from '../helper.js';

/**
 * What `describeScopedResource` needs to know of a resource beyond its contract (paths, permission
 * words, what a delete answers); everything else it finds out by calling it.
 */
export interface ScopedResourceSpec {
  /** What a missing row is called: 'News' answers 404 'News not found'. */
  thing: string;
  /** The table, to see what the wire does not show: the row's website, who wrote it, `order_no`. */
  table: string;
  /** A text field of both body and entity that `valid()` makes distinct: 'title' (the default), 'name'. */
  name?: string;
  /** A body that create and update accept, different on each call (some names are unique per website). */
  valid(): Record<string, unknown>;
  /** A body that create and update refuse, and the message of that 400. */
  invalid: { body: Record<string, unknown>; message: string };
  /** The 409's message of a name unique per website (`name`, without regard to case; the contract's `byName`). */
  taken?: string;
  /** An ordered list (the contract's `reorder`): the number its first row gets (0 or 1, as the spec gives). */
  ordering?: { base: 0 | 1 };
  /**
   * A publish call (the contract's `publish`): the status it sets, and what to add to `valid()` for
   * a row that is not published yet (the status it starts from).
   */
  publishing?: { published: string; unpublished?: Record<string, unknown> };
  /**
   * The caller's app, for a resource the demo app does not serve (a kit test's own routes). Without
   * it the suite builds an app of its own, so its rows never meet the area tests' expectations.
   */
  app?: () => TestApp;
}

/** The spec with what the contract says filled in: the suite's view of one resource. */
export type ResourceSuite = ReturnType<typeof suiteOf>;

export function suiteOf(contract: ResourceContract, spec: ScopedResourceSpec) {
  const { paths } = contract;
  return {
    ...spec,
    name: spec.name ?? 'title',
    path: paths.collection,
    write: contract.actions.write,
    deleted: contract.deleted,
    updateAt: contract.updateAt,
    whole: contract.whole,
    named: spec.taken === undefined ? undefined : { byName: paths.byName!, taken: spec.taken },
    ordering: spec.ordering && { ...spec.ordering, path: paths.reorder! },
    publishing: spec.publishing && { ...spec.publishing, path: paths.publish! },
  };
}

export type Entity = { id: number } & Record<string, unknown>;
type Row = Record<string, unknown>;

/** A date no server stamps: the body's dates must not reach the answer. */
export const FORGED_DATE = '1999-09-09T09:09:09.999Z';

/**
 * The fields a client may send but the server owns, each set to what another website's user would
 * want: a row id, that website, that user, old dates and `deleted`. At the collection an id names
 * the row to update, so `withId` is off there.
 */
export function forged(id: number, as: Client, withId = true) {
  return {
    ...(withId ? { id, assetId: id } : {}),
    assetOwnerId: as.websiteId,
    websiteId: as.websiteId,
    website_id: as.websiteId,
    createdBy: as.id,
    updatedBy: as.id,
    created_by: as.id,
    updated_by: as.id,
    createdDate: FORGED_DATE,
    updatedDate: FORGED_DATE,
    created_date: FORGED_DATE,
    updated_date: FORGED_DATE,
    publishedDate: FORGED_DATE,
    deleted: true,
  };
}

/**
 * The suite's app, its four users (the demo school's admin, editor and viewer, and the admin of the
 * second website) and the resource's calls, with the table's rows as the database has them.
 */
export function resourceCalls(spec: ResourceSuite) {
  let t: TestApp;
  let owned = false;
  const users = {} as Record<'admin' | 'editor' | 'viewer' | 'other', Client>;

  beforeAll(async () => {
    owned = !spec.app;
    t = spec.app ? spec.app() : await createTestApp();
    Object.assign(users, await contentClients(t.app));
  });
  afterAll(async () => {
    if (owned) await t.close();
  });

  const item = (id: number | string) => `${spec.path}/${id}`;
  const byName = (name: string) => spec.named!.byName.replace(':name', encodeURIComponent(name));
  /** Where a PUT of the row goes: its item, or the collection with the id in the body. */
  const updateCall = (id: number | string, body: object): Call =>
    spec.updateAt === 'collection'
      ? { method: 'PUT', url: spec.path, payload: { ...body, id } }
      : { method: 'PUT', url: item(id), payload: body };
  const publishCall = (id: number | string): Call => ({
    method: 'PATCH',
    url: spec.publishing!.path.replace(':id', String(id)),
  });
  const db = () => untyped(t.database.db);

  const calls = {
    users,
    get app() {
      return t.app;
    },
    post: (client: Client, body: object) => client.inject({ method: 'POST', url: spec.path, payload: body }),
    create: (client: Client, body: object = spec.valid()) => postCreated<Entity>(client, spec.path, body),
    get: (client: Client, id: number | string) => client.inject({ method: 'GET', url: item(id) }),
    update: (client: Client, id: number | string, body: object = spec.valid()) => client.inject(updateCall(id, body)),
    getByName: (client: Client, name: string) => client.inject({ method: 'GET', url: byName(name) }),
    remove: (client: Client, id: number | string) => client.inject({ method: 'DELETE', url: item(id) }),
    publish: (client: Client, id: number | string) => client.inject(publishCall(id)),
    publishCall,
    reorder: (client: Client, items: { id: number; orderNo: number }[]) =>
      client.inject({ method: 'PUT', url: spec.ordering!.path, payload: items }),
    async page(client: Client, query = '') {
      const response = await client.inject({ method: 'GET', url: `${spec.path}?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      if (!spec.whole) return response.json<{ content: Entity[]; totalElements: number } & Row>();
      const content = response.json<Entity[]>();
      expect(Array.isArray(content), response.body).toBe(true);
      return { content, totalElements: content.length } as { content: Entity[]; totalElements: number } & Row;
    },
    /** Every id of the website's list, page by page. */
    async allIds(client: Client) {
      const ids: number[] = [];
      for (let number = 0; ; number++) {
        const page = await calls.page(client, `size=100&page=${number}`);
        ids.push(...page.content.map((entity) => entity.id));
        if (spec.whole || page.content.length < 100) return ids;
      }
    },
    total: async (client: Client) => (await calls.page(client)).totalElements,
    /** Creates rows until the website's list has at least `count`. */
    async fill(client: Client, count: number) {
      for (let total = await calls.total(client); total < count; total++) await calls.create(client);
    },
    /** Every call the resource serves, on one row: what a missing token must not reach. */
    everyCall({ id, [spec.name]: name }: Entity): Call[] {
      const body = spec.valid();
      const found: Call[] = [
        { method: 'GET', url: spec.path },
        { method: 'POST', url: spec.path, payload: body },
        { method: 'GET', url: item(id) },
        updateCall(id, body),
        { method: 'DELETE', url: item(id) },
      ];
      if (spec.named) found.push({ method: 'GET', url: byName(String(name)) });
      if (spec.ordering)
        found.push({ method: 'PUT', url: spec.ordering.path, payload: [{ id, orderNo: spec.ordering.base }] });
      return found;
    },
    row: (id: number) =>
      db().selectFrom(spec.table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<Row | undefined>,
    /** Sets a row's stamps back in time, so an update's new stamp shows without waiting. */
    backdate: (id: number, at: string) =>
      db().updateTable(spec.table).set({ created_at: at, updated_at: at }).where('id', '=', id).execute(),
    /** The ids of a website's list in their order, and the numbers they have. */
    async order(client: Client) {
      const rows = (await db()
        .selectFrom(spec.table)
        .select(['id', 'order_no'])
        .where('website_id', '=', client.websiteId)
        .orderBy('order_no')
        .orderBy('id')
        .execute()) as { id: number; order_no: number }[];
      return { ids: rows.map((row) => row.id), numbers: rows.map((row) => row.order_no) };
    },
  };
  return calls;
}

export type ResourceCalls = ReturnType<typeof resourceCalls>;

/**
 * The row's website and stamps as the database has them, and the entity showing them where its wire
 * shape has the field (the contract spells the dates two ways).
 */
export async function expectStamps(r: ResourceCalls, entity: Entity, creator: Client, updater: Client) {
  const row = (await r.row(entity.id))!;
  expect(row).toMatchObject({ website_id: creator.websiteId, created_by: creator.id, updated_by: updater.id });
  const shown: [string, unknown][] = [
    ['createdDate', row.created_at],
    ['created_date', row.created_at],
    ['updatedDate', row.updated_at],
    ['updated_date', row.updated_at],
    ['createdBy', creator.id],
    ['updatedBy', updater.id],
    ['assetOwnerId', creator.websiteId],
  ];
  for (const [field, value] of shown) if (field in entity) expect(entity[field], field).toBe(value);
  return row;
}
