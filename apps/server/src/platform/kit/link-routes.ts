import { id, type ResourceContract } from '@cms/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor, Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { requirePermission } from '../auth.js';
import type { LiveSession } from '../sessions.js';
import { inTransaction } from '../transactions.js';
import type { LinkTarget } from './links.js';

/** A path's parameters, each an id: `.../:blogId/topics/:topicId` gives blogId and topicId. */
function idsOf(path: string) {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return { names, params: z.object(Object.fromEntries(names.map((name) => [name, id]))) };
}

export interface LinkRoutes {
  /** Whose permissions, 403 words and tag the routes have. */
  contract: ResourceContract;
  /** The linking row's links (`.../:id/topics`), and one of them (`.../:id/topics/:topicId`). */
  paths: { list: string; one: string };
  /** The linking rows (404 for a row not of the website). */
  from: { get(db: Executor, websiteId: number, id: number): Promise<unknown> };
  /** The link (`linkTable`): its target is checked (404), then one link added or taken away. */
  link: {
    target: Pick<LinkTarget<keyof Database>, 'get'>;
    add(db: Executor, fromId: number, toId: number): Promise<void>;
    removeOne(db: Executor, fromId: number, toId: number): Promise<void>;
  };
  /** A linking row's links as the API answers them. */
  answer: z.ZodType;
  linked(db: Executor, fromId: number): Promise<unknown>;
  /** The area's rules on a change, first in its transaction once the linking row is found (a user's roles). */
  changing?(trx: Trx, auth: LiveSession, fromId: number, toId: number, linking: boolean): Promise<unknown>;
}

/**
 * The routes of a link edited one at a time from the linking row (a blog's topics, a user's
 * roles; the area kit): GET answers its links, POST links one more and DELETE takes one away,
 * each answering the links again; linking twice or unlinking what is not linked changes nothing.
 * Both rows must be the website's (404), every change is one transaction.
 */
export function registerLinkRoutes(fastify: FastifyInstance, def: LinkRoutes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const { contract, link } = def;
  const tags = [contract.tag];
  const list = idsOf(def.paths.list);
  const one = idsOf(def.paths.one);
  const response = { 200: def.answer };

  app.get(
    def.paths.list,
    {
      preHandler: requirePermission(contract.permissions.read, contract.actions.read),
      schema: { tags, params: list.params, response },
    },
    async (request) => {
      const fromId = (request.params as Record<string, number>)[list.names[0]!]!;
      await def.from.get(db, request.auth.websiteId, fromId);
      return def.linked(db, fromId);
    },
  );

  for (const [method, linking] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: def.paths.one,
      preHandler: requirePermission(contract.permissions.write, contract.actions.write),
      schema: { tags, params: one.params, response },
      handler: async (request) => {
        const [fromId, toId] = one.names.map((name) => (request.params as Record<string, number>)[name]!) as [
          number,
          number,
        ];
        const { auth } = request;
        return inTransaction(db, async (trx) => {
          await def.from.get(trx, auth.websiteId, fromId);
          await def.changing?.(trx, auth, fromId, toId, linking);
          await link.target.get(trx, auth.websiteId, toId);
          if (linking) await link.add(trx, fromId, toId);
          else await link.removeOne(trx, fromId, toId);
          return def.linked(trx, fromId);
        });
      },
    });
  }
}
