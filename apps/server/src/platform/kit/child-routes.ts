import { id, idParams, messageResponse, type Page, type ResourceContract } from '@cms/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor, Trx } from '../../db/database.js';
import { requirePermission } from '../auth.js';
import { oldUploadsOfOthers, requireOwnUploads, uploadsOfRow } from '../own-files.js';
import type { LiveSession } from '../sessions.js';
import type { EntityOf } from './resource-routes.js';

/** The parent rows' scoped table: its `get` answers 404 for another website's row. */
export interface ParentTable {
  get(db: Executor, websiteId: number, id: number): Promise<unknown>;
}

/**
 * The calls of a resource whose rows live under a parent row (a class's subjects; a category's
 * stars and an album's photos are the same shape): each is given the parent's id, already checked
 * to be a row of the session's website.
 */
export interface ServedChildResource<C extends ResourceContract> {
  contract: C;
  parent: ParentTable;
  /**
   * Every row under the parent (a list whole by nature, docs/design.md §4), or, for a paged contract, the
   * page its list query asks for (a category's stars).
   */
  list(
    db: Executor,
    auth: LiveSession,
    parentId: number,
    query: z.output<C['schemas']['listQuery']>,
  ): Promise<readonly EntityOf<C>[] | Page<EntityOf<C>>>;
  /** One row under the parent, served at the item path where given. */
  get?(db: Executor, auth: LiveSession, parentId: number, id: number): Promise<EntityOf<C>>;
  create(trx: Trx, auth: LiveSession, parentId: number, body: z.output<C['schemas']['request']>): Promise<EntityOf<C>>;
  update(
    trx: Trx,
    auth: LiveSession,
    parentId: number,
    id: number,
    body: z.output<C['schemas']['update']>,
  ): Promise<EntityOf<C>>;
  remove(trx: Trx, auth: LiveSession, parentId: number, id: number): Promise<void>;
  /** The table of its rows: a write's files are read back from the row it wrote (`uploadsOfRow`). */
  table?: { table: string };
}

/** The name of an item path's last parameter: `.../:id/subjects/:subjectId` is `subjectId`. */
function childParam(path: string) {
  const name = /:(\w+)$/.exec(path)?.[1];
  if (!name || name === 'id') throw new Error(`${path} does not end in a parameter of its own`);
  return name;
}

/**
 * Serves a child resource (the area kit): `GET` and `POST` at the contract's collection
 * (`.../{id}/subjects`), `PUT` and `DELETE` at its item (`.../{id}/subjects/{subjectId}`), with the
 * contract's schemas and the read or write permission, every write in one transaction. The parent
 * must be a row of the session's website (404 '<Parent> not found' otherwise) before anything is read
 * or written; the calls answer 404 for a child that is not under it (`childOf`).
 */
export function registerChildResource<C extends ResourceContract>(
  fastify: FastifyInstance,
  calls: ServedChildResource<C>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const { contract, parent } = calls;
  const { paths, schemas } = contract;
  const tags = [contract.tag];
  const read = requirePermission('readContent', contract.actions.read);
  const write = requirePermission('writeContent', contract.actions.write);
  const child = childParam(paths.item);
  const itemParams = z.object({ id, [child]: id });
  type Body = z.output<C['schemas']['request']>;
  type UpdateBody = z.output<C['schemas']['update']>;
  type ItemParams = { id: number } & Record<string, number>;

  /** A write in one transaction, once the parent is known to be the website's. */
  const writing = <T>(auth: LiveSession, parentId: number, work: (trx: Trx) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      await parent.get(trx, auth.websiteId, parentId);
      return work(trx);
    });
  const written = calls.table?.table;

  /** A create or update refused (400, nothing saved) when the row it wrote shows another website's file. */
  async function savingOwnFiles<E>(trx: Trx, auth: LiveSession, body: unknown, save: () => Promise<E>) {
    if (!written) return save();
    const ofOthers = await oldUploadsOfOthers(trx, app.deps.fileUses, auth.websiteId, body);
    const saved = await save();
    const id = (saved as { id: number }).id;
    const held = await uploadsOfRow(trx, app.deps.fileUses.holding, auth.websiteId, { table: written, id });
    requireOwnUploads(auth.websiteId, held, body, ofOthers);
    return saved;
  }

  // A paged list reads its query (`page`, `size`); a whole one takes none.
  const querystring = contract.whole ? {} : { querystring: schemas.listQuery };
  app.get(
    paths.collection,
    { preHandler: read, schema: { tags, params: idParams, ...querystring, response: { 200: schemas.list } } },
    async (request) => {
      await parent.get(db, request.auth.websiteId, request.params.id);
      return calls.list(db, request.auth, request.params.id, request.query as z.output<C['schemas']['listQuery']>);
    },
  );

  if (calls.get) {
    const getOne = calls.get;
    app.get(
      paths.item,
      { preHandler: read, schema: { tags, params: itemParams, response: { 200: schemas.entity } } },
      async (request) => {
        const params = request.params as ItemParams;
        await parent.get(db, request.auth.websiteId, params.id);
        return getOne(db, request.auth, params.id, params[child]!);
      },
    );
  }

  app.post(
    paths.collection,
    { preHandler: write, schema: { tags, params: idParams, body: schemas.request, response: { 201: schemas.entity } } },
    async (request, reply) => {
      const { auth, params } = request;
      const body = request.body as Body;
      const created = await writing(auth, params.id, (trx) =>
        savingOwnFiles(trx, auth, body, () => calls.create(trx, auth, params.id, body)),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    paths.item,
    {
      preHandler: write,
      schema: { tags, params: itemParams, body: schemas.update, response: { 200: schemas.entity } },
    },
    async (request) => {
      const { auth } = request;
      const params = request.params as ItemParams;
      const body = request.body as UpdateBody;
      return writing(auth, params.id, (trx) =>
        savingOwnFiles(trx, auth, body, () => calls.update(trx, auth, params.id, params[child]!, body)),
      );
    },
  );

  app.delete(
    paths.item,
    { preHandler: write, schema: { tags, params: itemParams, response: { 200: messageResponse } } },
    async (request) => {
      const { auth } = request;
      const params = request.params as ItemParams;
      await writing(auth, params.id, (trx) => calls.remove(trx, auth, params.id, params[child]!));
      return { message: contract.deleted };
    },
  );
}
