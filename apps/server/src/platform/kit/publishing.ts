import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { now, type Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { registerItemAction } from './resource-routes.js';
import type { ContentTableName, ScopedTable } from './scoped-table.js';

/** What the kit reads of a row with a publish state. */
interface Publishable {
  status: string;
  published_at: string | null;
}

/** The content tables whose rows have a publish state (blogs, news). */
type PublishableTable = {
  [K in ContentTableName]: Database[K] extends Publishable ? K : never;
}[ContentTableName];

/**
 * When a row that is to have `status` was last published (DESIGN §9.7), in an area whose published
 * status is `published` (news ACTIVE, blogs PUBLISHED): kept while the row stays published, set when
 * it becomes so, kept as it was when it is unpublished. `current` is the row as stored, on an update.
 */
export function publishedAt(published: string, status: string, current?: Publishable) {
  if (status !== published) return current?.published_at ?? null;
  return current?.status === published && current.published_at ? current.published_at : now();
}

/**
 * `PATCH .../{id}/publish` (an item action): the row takes the area's published status, and
 * `published_at` as `publishedAt` says (publishing again keeps the date); answers the item as `get`
 * reads it.
 */
export function registerPublishAction<T extends PublishableTable, Entity>(
  app: FastifyInstance,
  def: {
    tag: string;
    path: string;
    /** What a 403 says the user may not do: 'edit news'. */
    action: string;
    entity: z.ZodType<Entity>;
    /** The area's table; its rows have `status` and `published_at`. */
    table: ScopedTable<T>;
    /** The status that is published: 'ACTIVE' (news), 'PUBLISHED' (blogs). */
    published: string;
    get(db: Executor, websiteId: number, id: number): Promise<Entity>;
  },
) {
  const { table, published, get, ...action } = def;
  registerItemAction(app, {
    ...action,
    async run(trx, auth, id) {
      // T is any publishable table here, so TypeScript cannot see its columns; PublishableTable
      // guarantees them.
      const current = (await table.get(trx, auth.websiteId, id)) as Publishable;
      const values: Publishable = { status: published, published_at: publishedAt(published, published, current) };
      await table.update(trx, auth, id, values as never);
      return get(trx, auth.websiteId, id);
    },
  });
}
