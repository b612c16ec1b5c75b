import type { z } from 'zod';
import { buildPath } from './api-client';
import { resourceMutations } from './resource-mutations';
import { resourceKeys, resourceQueries } from './resource-queries';
import { screensOf, type ChildScreens, type ResourceScreens, type Screens } from './resource-screens';
import { keyOf, messagesOf, type ContractOf, type ResourceMessages } from './resource-words';

/*
 * The one entry point an area declares its resources with (`defineResource`, `defineChildResource`):
 * the declaration, and the resource made of its words (resource-words), its queries
 * (resource-queries), its mutations (resource-mutations) and its screens (resource-screens).
 */

/** An area whose rows show another's (by its key), and whose screens it leads back to. */
interface ParentResource {
  key: string;
  screens?: Screens;
}

export interface ResourceDefinition<T, TBody = unknown, L = T> {
  /**
   * The root of the area's query keys: ['news', ...]; every change invalidates it. Also the list's
   * words ('Loading photo albums...') and its rows' name in the fake API. The contract's tag unless given.
   */
  key?: string;
  /**
   * The contract's resource (`alertsContract`): its paths, where PUT goes and its schemas, whose
   * row (`T`) and body (`TBody`) the area's calls and callbacks take.
   */
  contract: ContractOf<T, TBody, L>;
  /** With `paths.publish`: whether a row, whole or as a list shows it, is published already (then it offers no Publish). */
  published?: (row: T | L) => boolean;
  /**
   * The area whose rows show this one's (a topic's title on blogs): invalidated on every change of
   * this one, and where this one's screen leads back to ('Back to Blogs').
   */
  parent?: ParentResource;
  /** The toasts of the area's calls: the contract's words (`alertsMessages`) unless given. */
  messages?: ResourceMessages<T>;
  /** How the area's screens show it, for an area with list, item and form screens. */
  screens?: ResourceScreens;
  /** Its rows' pages on the public site, where they have one (`components/public-site.tsx`). */
  site?: ResourceSite<T | L>;
}

/**
 * A row's page on the public site (docs/design.md §10), declared once per area:
 * `site: {path: (news) => `/news/${news.id}`, preview: true}`. Its screens offer 'View on site' for
 * a row the public sees, and Preview for any saved row of a resource the server previews.
 */
export interface ResourceSite<T> {
  /** The page's path on the site ('/news/7'), after the website's public URL or `/site`. */
  path: (row: T) => string;
  /** Whether the public sees the row: the resource's `published` unless given; every row without either. */
  shown?: (row: T) => boolean;
  /** Whether the server previews its rows whatever their status (`AreaSite.previews`, `POST /misc/cms/preview`). */
  preview?: boolean;
}

/**
 * One declaration of an area's server calls (the area kit, docs/architecture.md): query keys rooted
 * at the area, list and item queries, and create, update, delete, reorder and item actions whose
 * cache work and toasts (the contract's messages, through the query client's one handler) are
 * the same in every area. Screens add navigation, nothing else. Its row `T` and body `TBody` are
 * the contract's, read from its schemas (what `entity` outputs, what `request` takes in): an area
 * names neither. They are given only to a contract without schemas (a test's made-up rows).
 */
export function defineResource<T extends { id: number }, TBody = unknown, L extends { id: number } = T>(
  def: ResourceDefinition<T, TBody, L> & { screens: ResourceScreens },
): ScreenResource<T, TBody, L>;
export function defineResource<T extends { id: number }, TBody = unknown, L extends { id: number } = T>(
  def: ResourceDefinition<T, TBody, L>,
): Resource<T, TBody, L>;
export function defineResource<T extends { id: number }, TBody = unknown, L extends { id: number } = T>(
  def: ResourceDefinition<T, TBody, L>,
) {
  return resourceOf(def);
}

function resourceOf<T extends { id: number }, TBody, L extends { id: number } = T>(
  given: ResourceDefinition<T, TBody, L>,
) {
  const def = { ...given, key: keyOf(given) };
  const messages = messagesOf(def);
  const keys = resourceKeys(def.key);
  return {
    key: def.key,
    screens: def.screens && screensOf(def.key, def.screens, def.contract.messages),
    parent: def.parent,
    contract: def.contract,
    messages,
    /** The request its forms check (the contract's). */
    request: def.contract.schemas?.request as z.ZodType<TBody> | undefined,
    keys,
    ...resourceQueries<T, L>(keys, def.contract),
    /** Whether a row is published already, for an area with a publish state. */
    published: def.published,
    /** Its rows' public pages: where, whether the public sees one, and the kind a preview names (the contract's tag). */
    site: def.site && {
      path: def.site.path,
      shown: def.site.shown ?? def.published ?? (() => true),
      preview: def.site.preview ? def.contract.tag : undefined,
    },
    ...resourceMutations(def, keys, messages),
  };
}

/** A resource whose rows are `T`, its bodies `TBody` and its lists' rows `L` (the contract's `summary`, else `T`). */
export type Resource<T extends { id: number }, TBody = unknown, L extends { id: number } = T> = ReturnType<
  typeof resourceOf<T, TBody, L>
>;

/** A resource with screens: their words are known. */
export type ScreenResource<T extends { id: number }, TBody = unknown, L extends { id: number } = T> = Resource<
  T,
  TBody,
  L
> & { screens: Screens };

/**
 * A resource whose rows live under a parent row (a category's stars): one resource per parent, at
 * the contract's paths with the parent's id (`.../categories/{id}/stars`), its query keys rooted at
 * `${key}-of-${parentId}`. `parent` shows its rows (a category its stars' count) and is invalidated
 * with them; a child with `screens` is listed on the parent's item screen
 * (`/spotlight/categories/{id}`), with the parent's icon unless given.
 */
export function defineChildResource<T extends { id: number }, TBody = unknown>(
  parent: ParentResource & { screens: Screens },
  def: Omit<ResourceDefinition<T, TBody>, 'parent' | 'screens'> & { screens: ChildScreens },
): (parentId: number) => ScreenResource<T, TBody>;
export function defineChildResource<T extends { id: number }, TBody = unknown>(
  parent: ParentResource,
  def: Omit<ResourceDefinition<T, TBody>, 'parent' | 'screens'>,
): (parentId: number) => Resource<T, TBody>;
export function defineChildResource<T extends { id: number }, TBody = unknown>(
  parent: ParentResource,
  def: Omit<ResourceDefinition<T, TBody>, 'parent' | 'screens'> & { screens?: ChildScreens },
) {
  const made = new Map<number, Resource<T, TBody>>();
  return (parentId: number) => {
    let resource = made.get(parentId);
    if (!resource) {
      const { paths } = def.contract;
      const collection = buildPath(paths.collection, { id: parentId });
      const reorder = paths.reorder && buildPath(paths.reorder, { id: parentId });
      const listedOn = parent.screens;
      resource = defineResource({
        ...def,
        key: `${keyOf(def)}-of-${parentId}`,
        contract: { ...def.contract, paths: { collection, item: `${collection}/:id`, reorder } },
        parent,
        screens: def.screens && listedOn && { icon: listedOn.icon, ...def.screens, path: listedOn.itemPath(parentId) },
      });
      made.set(parentId, resource);
    }
    return resource;
  };
}
