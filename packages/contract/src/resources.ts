import { z } from 'zod';
import { bulkRequest, type BulkAction, type BulkRequest } from './bulk.js';
import { pageOf, pageQuery } from './paging.js';
import type { Permission } from './permissions.js';

/** Where a resource's calls go: the spec's paths, word for word. */
export interface ResourcePaths {
  /** GET (a page, or the whole list) and POST. */
  collection: string;
  /** GET, PUT (unless the update goes to the collection) and DELETE by `:id`. */
  item: string;
  /** GET by `:name`, without regard to case (lists with a unique name). */
  byName?: string;
  /** PATCH: the item takes its published status (areas with a publish state). */
  publish?: string;
  /** PUT `[{id, orderNo}]` (ordered lists). */
  reorder?: string;
  /** POST `{action, ids}`: the list's bulk actions (`bulk`), at `collection/bulk`. */
  bulk?: string;
}

/** A list's bulk actions (`POST <collection>/bulk`): which it has, and the list's plural noun for its answer. */
export interface ResourceBulk {
  actions: readonly [BulkAction, ...BulkAction[]];
  request: z.ZodType<BulkRequest>;
  things: string;
}

/**
 * What a list shows of a document in place of its children (issue 25: a list carries what a list
 * shows, not every block): the entity without its `omit` list, with `count`, how many it holds.
 * `{omit: 'blocks', count: 'blockCount'}`: a page of pages is a few hundred bytes a page, not its blocks.
 */
export interface ListSummary<Item extends z.ZodType = z.ZodType> {
  omit: string;
  count: string;
  /** The list's item: the entity without `omit`, with `count` (`listSummary` makes it). */
  item: Item;
}

/**
 * The words of a resource (its area's `...Messages`): what its screens say around its calls and
 * what its answers say. Most come from `outcomeMessages`; an area adds its own.
 */
export type ResourceWords = { readonly [word: string]: unknown };

/**
 * One content resource as server and console both see it (docs/architecture.md, the area kit): its
 * paths, its schemas and the words of its answers. The server's `registerResource` serves it whole;
 * an area adds only what its calls do.
 */
export interface ResourceContract<
  Entity extends z.ZodType = z.ZodType,
  ListQuery extends z.ZodType = z.ZodType,
  Request extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  Words extends ResourceWords = ResourceWords,
  ListItem extends z.ZodType = Entity,
> {
  /** The OpenAPI tag. */
  tag: string;
  /** What a 403 says the user may not do: 'view news', 'edit news'. */
  actions: { read: string; write: string };
  /** The permissions of the role table that read and write it: content's, unless it says (`access`). */
  permissions: { read: Permission; write: Permission };
  paths: ResourcePaths;
  /** Where PUT goes: the item path, or the collection with the id in the body (topics, news categories). */
  updateAt: 'item' | 'collection';
  schemas: {
    entity: Entity;
    /** What the list answers: a page of entities, or every entity as an array (a list whole by nature). */
    list: z.ZodType;
    listQuery: ListQuery;
    /** The create body. */
    request: Request;
    /** The update body; at the collection its output carries the `id`. */
    update: Update;
  };
  /** The list answers every row as an array, not a page (docs/design.md §4: the navigation tree). */
  whole: boolean;
  /** What a delete answers: `{message}`. */
  deleted: string;
  /**
   * The area's words, declared once for the server's answers (a reorder's), the console's toasts and
   * questions, and the tests: `videosMessages`.
   */
  messages: Words;
  /** An ordered list's first `orderNo` (docs/product/README.md "Calls": 0 or 1), where it has a reorder call. */
  orderBase?: 0 | 1;
  /** Where the list shows each document without its children (the kit counts them instead). */
  summary?: ListSummary<ListItem>;
  /** The list's bulk actions, where it has them (`paths.bulk`). */
  bulk?: ResourceBulk;
}

/**
 * Declares a resource: `noun` is what its permission words name ('news': 'view news', 'edit news')
 * and, unless `tag` says otherwise, its OpenAPI tag. The list takes `pageQuery` unless given its own
 * `listQuery`, and answers `pageOf(entity)` unless given `whole`, the schema of a list answered whole.
 * Its `messages` are the area's words; a delete answers their `deleted` unless told otherwise. A
 * resource with a reorder call says its `orderBase`, which server and console both number from.
 */
export function resourceContract<
  Entity extends z.ZodType,
  Request extends z.ZodType,
  ListQuery extends z.ZodType = typeof pageQuery,
  Update extends z.ZodType = Request,
  const Words extends ResourceWords = ResourceWords,
  ListItem extends z.ZodType = Entity,
>(
  noun: string,
  def: {
    tag?: string;
    paths: ResourcePaths;
    updateAt?: 'item' | 'collection';
    schemas: { entity: Entity; listQuery?: ListQuery; request: Request; update?: Update };
    whole?: z.ZodType;
    messages: Words;
    orderBase?: 0 | 1;
    /** The list shows each document without its children, with their count (`listSummary`). */
    summary?: ListSummary<ListItem>;
    /**
     * The one permission that reads and writes it, not content's, and what its 403 says may not be
     * done: users, `{permission: 'manageUsers', action: 'manage users'}`.
     */
    access?: { permission: Permission; action: string };
    /**
     * The list's bulk actions (`POST <collection>/bulk`), each the same as its single call (publish,
     * unpublish: back to the draft status, delete), and the list's plural noun ('news items').
     */
    bulk?: { actions: readonly [BulkAction, ...BulkAction[]]; things: string };
  } & (Words extends { deleted: string } ? { deleted?: string } : { deleted: string }),
): ResourceContract<Entity, ListQuery, Request, Update, Words, ListItem> {
  const { schemas } = def;
  if (def.paths.reorder && def.orderBase === undefined) {
    throw new Error(`${noun}: an ordered resource says which number its list starts from (orderBase)`);
  }
  return {
    tag: def.tag ?? noun,
    actions: def.access
      ? { read: def.access.action, write: def.access.action }
      : { read: `view ${noun}`, write: `edit ${noun}` },
    permissions: def.access
      ? { read: def.access.permission, write: def.access.permission }
      : { read: 'readContent', write: 'writeContent' },
    paths: def.bulk ? { ...def.paths, bulk: `${def.paths.collection}/bulk` } : def.paths,
    updateAt: def.updateAt ?? 'item',
    schemas: {
      ...schemas,
      listQuery: schemas.listQuery ?? (pageQuery as z.ZodType as ListQuery),
      list: def.whole ?? pageOf(def.summary ? def.summary.item : schemas.entity),
      update: schemas.update ?? (schemas.request as z.ZodType as Update),
    },
    whole: def.whole !== undefined,
    deleted: def.deleted ?? (def.messages.deleted as string),
    messages: def.messages,
    orderBase: def.orderBase,
    summary: def.summary,
    bulk: def.bulk && { ...def.bulk, request: bulkRequest(def.bulk.actions) as z.ZodType<BulkRequest> },
  };
}

/**
 * What a list shows of an entity (`ListSummary`): without its `omit` list of children, with
 * `count`, how many it holds. The console's and the public API's lists are written by its `item`;
 * an area exports the item's type (`PageListItem`) so that a list row is never typed as the whole
 * document.
 */
export function listSummary<Shape extends z.ZodRawShape, Left extends keyof Shape & string, Count extends string>(
  entity: z.ZodObject<Shape>,
  omit: Left,
  count: Count,
): ListSummary<z.ZodObject<Omit<Shape, Left> & { [K in Count]: z.ZodNumber }>> {
  if (!(omit in entity.shape)) throw new Error(`a list's summary omits a list of the entity's own, not ${omit}`);
  const left = (entity as z.ZodObject).omit({ [omit]: true } as Record<string, true>);
  const item = left.extend({ [count]: z.number().int() }) as z.ZodType as z.ZodObject<
    Omit<Shape, Left> & { [K in Count]: z.ZodNumber }
  >;
  return { omit, count, item };
}
