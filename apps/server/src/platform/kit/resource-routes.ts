import {
  bulkDone,
  bulkResponse,
  idParams,
  messageResponse,
  nameParams,
  type BulkAction,
  type BulkRequest,
  type Page,
  type ResourceContract,
} from '@cms/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/database.js';
import { requirePermission } from '../auth.js';
import type { FileUse } from '../file-uses.js';
import { conflict, isUniqueViolation } from '../errors.js';
import { oldUploadsOfOthers, requireOwnUploads, uploadsOfRow } from '../own-files.js';
import { inTransaction } from '../transactions.js';
import type { LiveSession } from '../sessions.js';

type Schema = z.ZodType;

/**
 * A resource as the server serves it (the area kit, docs/architecture.md): its contract, which says
 * where its calls are and what they take and answer, and what each call does, given the session and,
 * for writes, the transaction. The routes, guards, status codes and transactions are the kit's.
 */
export interface ServedResource<C extends ResourceContract> {
  contract: C;
  /** A page; or, for a list whole by nature (the navigation tree), every row as a plain array. */
  list(
    db: Executor,
    auth: LiveSession,
    query: z.output<C['schemas']['listQuery']>,
  ): Promise<Page<EntityOf<C>> | readonly EntityOf<C>[]>;
  get(db: Executor, auth: LiveSession, id: number): Promise<EntityOf<C>>;
  getByName?(db: Executor, auth: LiveSession, name: string): Promise<EntityOf<C>>;
  create(trx: Trx, auth: LiveSession, body: z.output<C['schemas']['request']>): Promise<EntityOf<C>>;
  update(trx: Trx, auth: LiveSession, id: number, body: z.output<C['schemas']['update']>): Promise<EntityOf<C>>;
  remove(trx: Trx, auth: LiveSession, id: number): Promise<void>;
  /** `PATCH paths.publish`: the item takes its published status (see `tableResource`). */
  publish?(trx: Trx, auth: LiveSession, id: number): Promise<EntityOf<C>>;
  /** The item goes back to its draft status (a list's bulk unpublish, `contract.bulk`). */
  unpublish?(trx: Trx, auth: LiveSession, id: number): Promise<EntityOf<C>>;
  /**
   * Slow work on a create or update body before its transaction opens, so that no other write waits
   * on it (a password's hash): the body create and update are given.
   */
  prepare?<B extends z.output<C['schemas']['request']> | z.output<C['schemas']['update']>>(body: B): Promise<B>;
  /** What a write answers when a unique index refuses it (a name taken by a racing writer). */
  conflict?: string;
  /**
   * The files its rows show, which the media library asks about before a delete (`fileUseOf`), and
   * which every create and update must keep the website's own (`platform/own-files.ts`).
   */
  files?: readonly FileUse[];
  /** The table of its rows: a write's files are read back from the row it wrote (`uploadsOfRow`). */
  table?: { table: string };
}

export type EntityOf<C extends ResourceContract> = z.output<C['schemas']['entity']>;

/**
 * Registers a resource's routes on `app` (inside the area's plugin, beside its own routes): list,
 * get, (by name), create (201), update, delete (`{message}`) and, with `publish`, the publish call,
 * each with the contract's schemas and the read or write permission; every write in one transaction.
 * The files its rows show are declared to the media library (`app.deps.fileUses`).
 */
export function registerResource<C extends ResourceContract>(fastify: FastifyInstance, calls: ServedResource<C>) {
  const { contract } = calls;
  type ListQuery = z.output<C['schemas']['listQuery']>;
  type Body = z.output<C['schemas']['request']>;
  type UpdateBody = z.output<C['schemas']['update']>;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const { paths, schemas } = contract;
  const tags = [contract.tag];
  const read = requirePermission(contract.permissions.read, contract.actions.read);
  const write = requirePermission(contract.permissions.write, contract.actions.write);
  const entity: Schema = schemas.entity;
  for (const use of calls.files ?? []) app.deps.fileUses.declare(use);
  const written = calls.table?.table;

  /**
   * A create or update, refused (400, nothing saved) when the row it wrote, or its children, shows
   * another website's file: what was stored is read back in the write's transaction (docs/decisions/016-files-of-a-website.md).
   */
  async function savingOwnFiles<E>(trx: Trx, auth: LiveSession, body: unknown, save: () => Promise<E>, id?: number) {
    if (!written) return save();
    const ofOthers = await oldUploadsOfOthers(trx, app.deps.fileUses, auth.websiteId, body);
    const saved = await save();
    const rowId = id ?? (saved as { id: number }).id;
    const held = await uploadsOfRow(trx, app.deps.fileUses.holding, auth.websiteId, { table: written, id: rowId });
    requireOwnUploads(auth.websiteId, held, body, ofOthers);
    return saved;
  }

  /** A write in one transaction; a unique index refusing it is the area's conflict. */
  async function writing<T>(work: (trx: Trx) => Promise<T>) {
    try {
      return await inTransaction(db, work, (error) => app.log.error({ err: error }, 'work after a commit failed'));
    } catch (error) {
      if (calls.conflict && isUniqueViolation(error)) throw conflict(calls.conflict);
      throw error;
    }
  }

  const prepared = <B extends Body | UpdateBody>(body: B) => (calls.prepare ? calls.prepare(body) : body);

  app.get(
    paths.collection,
    { preHandler: read, schema: { tags, querystring: schemas.listQuery, response: { 200: schemas.list } } },
    async (request) => calls.list(db, request.auth, request.query as ListQuery),
  );

  app.get(
    paths.item,
    { preHandler: read, schema: { tags, params: idParams, response: { 200: entity } } },
    async (request) => calls.get(db, request.auth, request.params.id),
  );

  if (paths.byName && calls.getByName) {
    const getByName = calls.getByName;
    app.get(
      paths.byName,
      { preHandler: read, schema: { tags, params: nameParams, response: { 200: entity } } },
      async (request) => getByName(db, request.auth, request.params.name),
    );
  }

  app.post(
    paths.collection,
    { preHandler: write, schema: { tags, body: schemas.request, response: { 201: entity } } },
    async (request, reply) => {
      const body = await prepared(request.body as Body);
      const created = await writing((trx) =>
        savingOwnFiles(trx, request.auth, body, () => calls.create(trx, request.auth, body)),
      );
      return reply.status(201).send(created);
    },
  );

  if (contract.updateAt === 'collection') {
    app.put(
      paths.collection,
      { preHandler: write, schema: { tags, body: schemas.update, response: { 200: entity } } },
      async (request) => {
        const body = await prepared(request.body as UpdateBody & { id: number });
        return writing((trx) =>
          savingOwnFiles(trx, request.auth, body, () => calls.update(trx, request.auth, body.id, body), body.id),
        );
      },
    );
  } else {
    app.put(
      paths.item,
      { preHandler: write, schema: { tags, params: idParams, body: schemas.update, response: { 200: entity } } },
      async (request) => {
        const body = await prepared(request.body as UpdateBody);
        const { id } = request.params;
        return writing((trx) =>
          savingOwnFiles(trx, request.auth, body, () => calls.update(trx, request.auth, id, body), id),
        );
      },
    );
  }

  app.delete(
    paths.item,
    { preHandler: write, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await writing((trx) => calls.remove(trx, request.auth, request.params.id));
      return { message: contract.deleted };
    },
  );

  if (paths.publish && calls.publish) {
    const publish = calls.publish;
    app.patch(
      paths.publish,
      { preHandler: write, schema: { tags, params: idParams, response: { 200: entity } } },
      async (request) => writing((trx) => publish(trx, request.auth, request.params.id)),
    );
  }

  if (contract.bulk && paths.bulk) registerBulk(paths.bulk, contract.bulk);

  /**
   * `POST <collection>/bulk` `{action, ids}`: each id's single call (publish, unpublish, delete), with
   * its rules, in one transaction: an id the website has no row for (another website's) is its 404
   * and nothing changes.
   */
  function registerBulk(path: string, bulk: NonNullable<C['bulk']>) {
    type Each = (trx: Trx, auth: LiveSession, id: number) => Promise<unknown>;
    const each: Record<BulkAction, Each | undefined> = {
      publish: calls.publish?.bind(calls),
      unpublish: calls.unpublish?.bind(calls),
      delete: (trx, auth, id) => calls.remove(trx, auth, id),
    };
    for (const action of bulk.actions) {
      if (!each[action]) throw new Error(`${contract.tag}: a bulk ${action} needs the resource's ${action} call`);
    }
    app.post(
      path,
      { preHandler: write, schema: { tags, body: bulk.request, response: { 200: bulkResponse } } },
      async (request) => {
        const { action, ids } = request.body as BulkRequest;
        const one = each[action]!;
        await writing(async (trx) => {
          for (const id of ids) await one(trx, request.auth, id);
        });
        return { action, ids, message: bulkDone(action, ids.length, bulk.things) };
      },
    );
  }
}
