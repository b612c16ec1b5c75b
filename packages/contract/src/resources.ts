import type { z } from 'zod';
import { pageOf } from './paging.js';

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
}

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
> {
  /** The OpenAPI tag. */
  tag: string;
  /** What a 403 says the user may not do: 'view news', 'edit news'. */
  actions: { read: string; write: string };
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
  /** The list answers every row as an array, not a page (DESIGN §4: the navigation tree). */
  whole: boolean;
  /** What a delete answers: `{message}`. */
  deleted: string;
}

/**
 * Declares a resource: `noun` is what its permission words name ('news': 'view news', 'edit news')
 * and, unless `tag` says otherwise, its OpenAPI tag. The list answers `pageOf(entity)` unless it is
 * given `whole`, the schema of a list answered whole.
 */
export function resourceContract<
  Entity extends z.ZodType,
  ListQuery extends z.ZodType,
  Request extends z.ZodType,
  Update extends z.ZodType = Request,
>(
  noun: string,
  def: {
    tag?: string;
    paths: ResourcePaths;
    updateAt?: 'item' | 'collection';
    schemas: { entity: Entity; listQuery: ListQuery; request: Request; update?: Update };
    whole?: z.ZodType;
    deleted: string;
  },
): ResourceContract<Entity, ListQuery, Request, Update> {
  const { schemas } = def;
  return {
    tag: def.tag ?? noun,
    actions: { read: `view ${noun}`, write: `edit ${noun}` },
    paths: def.paths,
    updateAt: def.updateAt ?? 'item',
    schemas: {
      ...schemas,
      list: def.whole ?? pageOf(schemas.entity),
      update: schemas.update ?? (schemas.request as z.ZodType as Update),
    },
    whole: def.whole !== undefined,
    deleted: def.deleted,
  };
}
