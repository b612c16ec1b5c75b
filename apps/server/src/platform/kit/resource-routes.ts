import { idParams, messageResponse, nameParams, type Page } from '@cms/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { requirePermission } from '../auth.js';
import { conflict, isUniqueViolation } from '../errors.js';
import { mapPage } from '../paging.js';
import type { LiveSession } from '../sessions.js';
import type { ContentTableName, ScopedTable } from './scoped-table.js';

type Schema = z.ZodType;

/**
 * One content resource at the spec's paths (the area kit, docs/architecture.md): list, get, create,
 * update and delete, each with its schemas from the contract, the read or write permission, the
 * session's website and, for writes, one transaction. The area says what its calls do; the routes,
 * guards, status codes and transactions are the kit's.
 */
export interface ResourceDefinition<
  Entity,
  ListQuery extends Schema,
  Body extends Schema,
  UpdateBody extends Schema = Body,
> {
  /** The OpenAPI tag. */
  tag: string;
  paths: {
    /** GET (a page) and POST. */
    collection: string;
    /** GET, PUT (unless `updateAt` is 'collection') and DELETE by `:id`. */
    item: string;
    /** GET by `:name`, without regard to case (tables with a unique name). */
    byName?: string;
  };
  /** Where PUT goes: the item path, or the collection with the id in the body (topics, news categories). */
  updateAt?: 'item' | 'collection';
  /** What a 403 says the user may not do: 'view news', 'edit news'. */
  actions: { read: string; write: string };
  schemas: {
    entity: z.ZodType<Entity>;
    /** What the list answers: `pageOf(entity)`, or an array for a list whole by nature (DESIGN §4). */
    page: Schema;
    listQuery: ListQuery;
    /** The create body, and the update body unless `update` is given. */
    request: Body;
    /** The update body; with `updateAt: 'collection'` its output carries the `id`. */
    update?: UpdateBody;
  };
  /** What a delete answers: `{message}`. */
  deleted: string;
  /** What a write answers when a unique index refuses it (a name taken by a racing writer). */
  conflict?: string;
  /** A page; or, for a list whole by nature (the navigation tree), every row as a plain array. */
  list(db: Executor, auth: LiveSession, query: z.output<ListQuery>): Promise<Page<Entity> | readonly Entity[]>;
  get(db: Executor, auth: LiveSession, id: number): Promise<Entity>;
  getByName?(db: Executor, auth: LiveSession, name: string): Promise<Entity>;
  create(trx: Trx, auth: LiveSession, body: z.output<Body>): Promise<Entity>;
  update(trx: Trx, auth: LiveSession, id: number, body: z.output<UpdateBody>): Promise<Entity>;
  remove(trx: Trx, auth: LiveSession, id: number): Promise<void>;
}

/** Registers a resource's routes on `app` (inside the area's plugin, beside its own routes). */
export function registerResource<
  Entity,
  ListQuery extends Schema,
  Body extends Schema,
  UpdateBody extends Schema = Body,
>(fastify: FastifyInstance, def: ResourceDefinition<Entity, ListQuery, Body, UpdateBody>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = [def.tag];
  const read = requirePermission('readContent', def.actions.read);
  const write = requirePermission('writeContent', def.actions.write);
  const entity = def.schemas.entity as Schema;
  const updateBody = (def.schemas.update ?? def.schemas.request) as UpdateBody;

  /** A write in one transaction; a unique index refusing it is the area's conflict. */
  async function writing<T>(work: (trx: Trx) => Promise<T>) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (def.conflict && isUniqueViolation(error)) throw conflict(def.conflict);
      throw error;
    }
  }

  app.get(
    def.paths.collection,
    { preHandler: read, schema: { tags, querystring: def.schemas.listQuery, response: { 200: def.schemas.page } } },
    async (request) => def.list(db, request.auth, request.query as z.output<ListQuery>),
  );

  app.get(
    def.paths.item,
    { preHandler: read, schema: { tags, params: idParams, response: { 200: entity } } },
    async (request) => def.get(db, request.auth, request.params.id),
  );

  if (def.paths.byName && def.getByName) {
    const getByName = def.getByName;
    app.get(
      def.paths.byName,
      { preHandler: read, schema: { tags, params: nameParams, response: { 200: entity } } },
      async (request) => getByName(db, request.auth, request.params.name),
    );
  }

  app.post(
    def.paths.collection,
    { preHandler: write, schema: { tags, body: def.schemas.request, response: { 201: entity } } },
    async (request, reply) => {
      const created = await writing((trx) => def.create(trx, request.auth, request.body as z.output<Body>));
      return reply.status(201).send(created);
    },
  );

  if (def.updateAt === 'collection') {
    app.put(
      def.paths.collection,
      { preHandler: write, schema: { tags, body: updateBody, response: { 200: entity } } },
      async (request) => {
        const body = request.body as z.output<UpdateBody> & { id: number };
        return writing((trx) => def.update(trx, request.auth, body.id, body));
      },
    );
  } else {
    app.put(
      def.paths.item,
      { preHandler: write, schema: { tags, params: idParams, body: updateBody, response: { 200: entity } } },
      async (request) =>
        writing((trx) => def.update(trx, request.auth, request.params.id, request.body as z.output<UpdateBody>)),
    );
  }

  app.delete(
    def.paths.item,
    { preHandler: write, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await writing((trx) => def.remove(trx, request.auth, request.params.id));
      return { message: def.deleted };
    },
  );
}

/**
 * One more call on an item of a resource, such as `PATCH .../{id}/publish`: the write permission,
 * one transaction, and the item as it is afterwards.
 */
export function registerItemAction<Entity>(
  fastify: FastifyInstance,
  def: {
    tag: string;
    path: string;
    /** What a 403 says the user may not do. */
    action: string;
    entity: z.ZodType<Entity>;
    run(trx: Trx, auth: LiveSession, id: number): Promise<Entity>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.patch(
    def.path,
    {
      preHandler: requirePermission('writeContent', def.action),
      schema: { tags: [def.tag], params: idParams, response: { 200: def.entity as Schema } },
    },
    async (request) => app.deps.db.transaction().execute((trx) => def.run(trx, request.auth, request.params.id)),
  );
}

/**
 * The reads of a resource that is one table: a page (with `search` for tables with a name), one row
 * by id and by name, each row in its wire shape.
 */
export function readsOf<T extends ContentTableName, Entity>(
  table: ScopedTable<T>,
  toEntity: (row: Selectable<Database[T]>) => Entity,
) {
  return {
    list: async (db: Executor, auth: LiveSession, query: Parameters<ScopedTable<T>['page']>[2]) =>
      mapPage(await table.page(db, auth.websiteId, query), toEntity),
    get: async (db: Executor, auth: LiveSession, id: number) => toEntity(await table.get(db, auth.websiteId, id)),
    getByName: async (db: Executor, auth: LiveSession, name: string) =>
      toEntity(await table.getByName(db, auth.websiteId, name)),
  };
}
