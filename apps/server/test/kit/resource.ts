import type { ResourceContract } from '@cms/contract';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { AreaResource } from '../../src/platform/area.js';
import { postCreated, type Call, type Client } from '../content-support.js';

export type Entity = { id: number } & Record<string, unknown>;
export type PageOf<E> = { content: E[]; totalElements: number } & Record<string, unknown>;

/** The rows a served resource answers, as its contract's entity says. */
export type EntityOf<R extends AreaResource> =
  z.output<R['contract']['schemas']['entity']> extends infer E extends { id: number } ? E : Entity;

/** The fields a person tells rows apart by, in the order they are looked for in the entity. */
const NAME_FIELDS = ['title', 'name', 'question', 'username'];

/**
 * The text field of both body and entity that `valid()` makes distinct: the first of
 * `NAME_FIELDS` the contract's entity has.
 */
function nameOf(contract: ResourceContract) {
  const shape = (contract.schemas.entity as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const name = NAME_FIELDS.find((field) => field in shape);
  if (!name) throw new Error(`${contract.tag}: the entity has none of ${NAME_FIELDS.join(', ')}`);
  return name;
}

/**
 * A resource's calls as a client makes them, from the resource its area serves (`AreaResource`:
 * `newsArea.resources.news`): what an area's test file and the shared suite both call, so neither
 * spells a path or a body of its own. Its contract says where the calls go; its table what a
 * missing row is called ('News' answers 404 'News not found') and where to see what the wire does
 * not show (the row's website, who wrote it, `order_no`). `valid()` is a body create and update
 * accept, different on each call (some names are unique per website); given the client, it may
 * name rows of the client's website (a staff member's departments).
 */
export function resourceOf<R extends AreaResource, E extends { id: number } = EntityOf<R>>(
  served: R,
  valid: (client?: Client) => Record<string, unknown>,
) {
  const { contract } = served;
  const { paths } = contract;
  const item = (id: number | string) => `${paths.collection}/${id}`;
  const byName = (name: string) => paths.byName!.replace(':name', encodeURIComponent(name));
  /** Where a PUT of the row goes: its item, or the collection with the id in the body. */
  const updateCall = (id: number | string, body: object): Call =>
    contract.updateAt === 'collection'
      ? { method: 'PUT', url: paths.collection, payload: { ...body, id } }
      : { method: 'PUT', url: item(id), payload: body };
  const publishCall = (id: number | string): Call => ({ method: 'PATCH', url: paths.publish!.replace(':id', `${id}`) });

  const calls = {
    /** The resource as its area declares it (`Area.resources`). */
    served,
    contract,
    thing: served.table.thing,
    table: served.table.table,
    name: nameOf(contract),
    /** Rows marked deleted rather than removed (the table's `softDelete`: the column and who deleted it). */
    softDelete: served.table.softDelete,
    valid,
    path: paths.collection,
    item,
    byName,
    updateCall,
    publishCall,
    post: (client: Client, body: object) => client.inject({ method: 'POST', url: paths.collection, payload: body }),
    /** A new row of `valid()` with `fields` over it; the test fails unless it answers 201. */
    create: (client: Client, fields: object = {}) =>
      postCreated<E>(client, paths.collection, { ...valid(client), ...fields }),
    get: (client: Client, id: number | string) => client.inject({ method: 'GET', url: item(id) }),
    /** The row as its GET answers it (200). */
    async read(client: Client, id: number | string) {
      const response = await calls.get(client, id);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<E>();
    },
    update: (client: Client, id: number | string, body: object = valid(client)) => client.inject(updateCall(id, body)),
    getByName: (client: Client, name: string) => client.inject({ method: 'GET', url: byName(name) }),
    remove: (client: Client, id: number | string) => client.inject({ method: 'DELETE', url: item(id) }),
    publish: (client: Client, id: number | string) => client.inject(publishCall(id)),
    reorder: (client: Client, items: { id: number; orderNo: number }[]) =>
      client.inject({ method: 'PUT', url: paths.reorder!, payload: items }),
    /** A page of the list (`query` as in a URL), or a whole list read as one page. */
    async page(client: Client, query = ''): Promise<PageOf<E>> {
      const response = await client.inject({ method: 'GET', url: `${paths.collection}?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      if (!contract.whole) return response.json<PageOf<E>>();
      const content = response.json<E[]>();
      expect(Array.isArray(content), response.body).toBe(true);
      return { content, totalElements: content.length };
    },
    /** Every id of the website's list in its order, page by page. */
    async allIds(client: Client) {
      const ids: number[] = [];
      for (let number = 0; ; number++) {
        const page = await calls.page(client, `size=100&page=${number}`);
        ids.push(...page.content.map((entity) => entity.id));
        if (contract.whole || page.content.length < 100) return ids;
      }
    },
    total: async (client: Client) => (await calls.page(client)).totalElements,
    /** Creates rows until the website's list has at least `count`. */
    async fill(client: Client, count: number) {
      for (let total = await calls.total(client); total < count; total++) await calls.create(client);
    },
  };
  return calls;
}

export type Resource<E extends { id: number } = Entity> = ReturnType<typeof resourceOf<AreaResource, E>>;
