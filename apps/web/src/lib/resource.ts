import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  orderOf,
  type MessageResponse,
  type Page,
  type ResourcePaths,
  type ResourceWords,
} from '@cms/contract';
import { api, buildPath } from './api-client';
import { useAreaMutation, type MutationOptions } from './area-mutation';
import type { ToastInput } from './toast';

/** A success toast: its title alone, fixed, or built from the answer (a saved item's title). */
export type SuccessToast<T> = string | ToastInput | ((answer: T) => ToastInput);

/** What a screen's list call asks for: the page (from 0) and the area's filters. */
export interface ListParams {
  page: number;
  size?: number;
  search?: string;
  [filter: string]: string | number | undefined;
}

/** A list call's filters, without its page: what `useEvery` reads every page of. */
export type ListFilters = Omit<ListParams, 'page' | 'size'>;

/**
 * What the console reads of a resource's contract (`resourceContract` in packages/contract): where
 * its calls go, where PUT goes, and its schemas, which type its rows (`T`, what the entity schema
 * outputs) and its bodies (`TBody`, what the request schema takes in).
 */
export interface ContractOf<T = unknown, TBody = unknown> {
  /** What the resource is called (the OpenAPI tag): 'photo albums'. */
  tag?: string;
  paths: ResourcePaths;
  /** The item path, or the collection with the id in the body (topics, news categories). */
  updateAt?: 'item' | 'collection';
  /** A row as answered (`z.output` of `entity`), and the request its forms check (`z.input` of `request`). */
  schemas?: { entity?: z.ZodType<T>; request?: z.ZodType<unknown, TBody> };
  /** What a delete answers (`{message}`). */
  deleted?: string;
  /** The list answers every row as an array (DESIGN §4); `useList` shows it as one page. */
  whole?: boolean;
  /**
   * The area's words (`alertsMessages`): the toasts unless the definition words them, and the
   * `noun` and `plural` of `outcomeMessages` that name its rows on its screens.
   */
  messages?: ResourceWords & { noun?: string; plural?: string };
  /** An ordered list's first `orderNo` (spec 02 §4: 0 or 1; 1 unless said): a reorder numbers from it. */
  orderBase?: 0 | 1;
}

/**
 * The toasts of an area's calls, with the spec's words; failures add the server's message. The
 * contract's messages of an area whose keys are these (`alertsMessages`) serve as they are.
 */
export interface ResourceMessages<T> {
  created?: SuccessToast<T>;
  updated?: SuccessToast<T>;
  deleted?: SuccessToast<MessageResponse>;
  reordered?: SuccessToast<MessageResponse>;
  /**
   * Toast titles of failures; the server's message is the description unless `saveFailedText`.
   * `saveFailed` serves create and update alike; `createFailed` and `updateFailed` tell them apart.
   */
  saveFailed?: string;
  createFailed?: string;
  updateFailed?: string;
  saveFailedText?: string;
  deleteFailed: string;
  reorderFailed?: string;
  /** The title of a list that failed to load, where the spec words it ('Failed to fetch videos'). */
  loadFailed?: string;
  published?: SuccessToast<T>;
  publishFailed?: string;
}

/** A definition's key: its own, or its contract's tag. */
function keyOf(def: { key?: string; contract: ContractOf }) {
  const key = def.key ?? def.contract.tag;
  if (!key)
    throw new Error(
      `The resource at ${def.contract.paths.collection} has no key: give it one, or a contract with a tag`,
    );
  return key;
}

/** The toasts of a definition: its own, or its contract's words (every area's have `deleteFailed`). */
function messagesOf<T>(def: ResourceDefinition<T>): ResourceMessages<T> {
  const words = def.messages ?? def.contract.messages;
  if (typeof words?.deleteFailed !== 'string') {
    throw new Error(`The resource '${def.key}' has no words: give it messages, or a contract with them`);
  }
  return words as ResourceMessages<T>;
}

/** An area whose rows show another's (by its key), and whose screens it leads back to. */
interface ParentResource {
  key: string;
  screens?: Screens;
}

export interface ResourceDefinition<T, TBody = unknown> {
  /**
   * The root of the area's query keys: ['news', ...]; every change invalidates it. Also the list's
   * words ('Loading photo albums...') and its rows' name in the fake API. The contract's tag unless given.
   */
  key?: string;
  /**
   * The contract's resource (`alertsContract`): its paths, where PUT goes and its schemas, whose
   * row (`T`) and body (`TBody`) the area's calls and callbacks take.
   */
  contract: ContractOf<T, TBody>;
  /** With `paths.publish`: whether a row is published already (then it offers no Publish). */
  published?: (row: T) => boolean;
  /**
   * The area whose rows show this one's (a topic's title on blogs): invalidated on every change of
   * this one, and where this one's screen leads back to ('Back to Blogs').
   */
  parent?: ParentResource;
  /** The toasts of the area's calls: the contract's words (`alertsMessages`) unless given. */
  messages?: ResourceMessages<T>;
  /** How the area's screens show it, for an area with list, item and form screens. */
  screens?: ResourceScreens;
}

/**
 * How an area's screens show it, declared once: the list's route, title and icon, and a row named
 * in a title, in a sentence and many. Every screen of the kit (list, item, form, the way back) and
 * its tests take their words from these, so an area states them once: the route, title and icon
 * of a list in the sidebar are its entry's in the area's declaration (`{...noticesArea.menu}`),
 * and the row's words the contract's, unless given.
 */
export interface ResourceScreens {
  /** The list screen's route ('/notice-board'); an item is at `${path}/${id}`, its form at `.../edit`. */
  path: string;
  /** The list screen's title ('Notice Board'), also the way back: 'Back to Notice Board'. */
  title: string;
  /**
   * A row: in a title ('Notice': 'Edit Notice', 'Notice not found'), in a sentence, and many. Unless
   * given, the contract's noun and plural (`outcomeMessages('Bell schedule', 'bell schedules')`):
   * ['Bell Schedule', 'bell schedule', 'bell schedules'].
   */
  thing?: [title: string, one: string, many: string];
  /** The create link and screen ('New News Article'); 'New <thing>' unless given. */
  create?: string;
  /** Shown by the empty list, where the list has one (its sidebar entry's). */
  icon?: LucideIcon;
  /**
   * An item edited on one screen of its own, with no view screen (spec 02: `/bell-schedule/{id}`,
   * 0 for a new one): where it is and where a new one is made; by default `${path}/${id}` to view,
   * `.../edit` to edit and `${path}/new` to create.
   */
  item?: { path: (id: number) => string; create: string };
  /**
   * Where the items' screens are when not under the list's route (spec 02: `/carousel-list` lists,
   * `/carousel/{id}`, `/carousel/{id}/edit` and `/carousel/new` show and edit).
   */
  itemBase?: string;
}

/**
 * A row's words from the contract's noun and plural (`outcomeMessages`): 'Staff member' and 'staff'
 * give ['Staff Member', 'staff member', 'staff'].
 */
function thingOf(key: string, words: ContractOf['messages']): [title: string, one: string, many: string] {
  const { noun, plural } = words ?? {};
  if (!noun || !plural) {
    throw new Error(`The resource '${key}' has no thing: give its screens one, or a contract with outcomeMessages`);
  }
  return [noun.replace(/(^|\s)\S/g, (first) => first.toUpperCase()), noun.toLowerCase(), plural];
}

/**
 * The words of the screens, each derived once from `ResourceScreens`, the area's key and the
 * contract's words (`thing`).
 */
function screensOf(key: string, screens: ResourceScreens, words: ContractOf['messages']) {
  const { path, title, icon, thing = thingOf(key, words), create, item, itemBase = path } = screens;
  const [name, one, many] = thing;
  return {
    path,
    title,
    icon,
    /** 'Notice', as in 'Edit Notice' and 'Notice not found'. */
    name,
    one,
    many,
    /** The list as a whole, the area's key: 'Loading news...', 'Failed to load news', 'edit news'. */
    list: key,
    create: create ?? `New ${name}`,
    /** The prefix of the ids of its form fields and of its rows' test ids: 'notice', 'news'. */
    idPrefix: name.toLowerCase().replace(/\s+/g, '-'),
    itemPath: item?.path ?? ((id: number) => `${itemBase}/${id}`),
    /** Where an item is edited, and a new one made. */
    editPath: item?.path ?? ((id: number) => `${itemBase}/${id}/edit`),
    createPath: item?.create ?? `${itemBase}/new`,
    /** The item has a read-only screen of its own (View) besides its form. */
    viewed: !item,
    /** The way back to the list: 'Back to Notice Board'. */
    back: { to: path, label: `Back to ${title}` },
  };
}

export type Screens = ReturnType<typeof screensOf>;

/** The toast a declared message makes of an answer. */
export const toastOf = <T>(message: SuccessToast<T> | undefined, answer: T) =>
  typeof message === 'function' ? message(answer) : typeof message === 'string' ? { title: message } : message;

/**
 * One declaration of an area's server calls (the area kit, docs/architecture.md): query keys rooted
 * at the area, list and item queries, and create, update, delete, reorder and item actions whose
 * cache work and toasts (the contract's messages, through the query client's one handler) are
 * the same in every area. Screens add navigation, nothing else. Its row `T` and body `TBody` are
 * the contract's, read from its schemas (what `entity` outputs, what `request` takes in): an area
 * names neither. They are given only to a contract without schemas (a test's made-up rows).
 */
export function defineResource<T extends { id: number }, TBody = unknown>(
  def: ResourceDefinition<T, TBody> & { screens: ResourceScreens },
): ScreenResource<T, TBody>;
export function defineResource<T extends { id: number }, TBody = unknown>(
  def: ResourceDefinition<T, TBody>,
): Resource<T, TBody>;
export function defineResource<T extends { id: number }, TBody = unknown>(def: ResourceDefinition<T, TBody>) {
  return resourceOf(def);
}

function resourceOf<T extends { id: number }, TBody>(given: ResourceDefinition<T, TBody>) {
  const def = { ...given, key: keyOf(given) };
  const { paths, updateAt = 'item' } = def.contract;
  const messages = messagesOf(def);
  const keys = {
    all: [def.key] as const,
    list: (params: ListParams) => [def.key, 'list', params] as const,
    detail: (id: number) => [def.key, 'detail', id] as const,
    lookup: (search: string) => [def.key, 'lookup', search] as const,
    every: (filters: ListFilters = {}) => [def.key, 'every', filters] as const,
    whole: () => [def.key, 'whole'] as const,
  };
  const itemPath = (id: number) => buildPath(paths.item, { id });

  const listOptions = (params: ListParams) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }): Promise<Page<T>> => {
        const { page, size = DEFAULT_PAGE_SIZE, ...filters } = params;
        if (def.contract.whole) return api.get<T[]>(paths.collection, { signal }).then((rows) => wholePage(rows));
        return api.get<Page<T>>(paths.collection, { query: { page, size, ...filters }, signal });
      },
      // Paging and filtering keep the previous rows on screen until the next page answers.
      placeholderData: keepPreviousData,
    });

  const detailOptions = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => api.get<T>(itemPath(id), { signal }),
    });

  /**
   * Every row the list's `filters` keep, read page by page (a filter's options, a month's events);
   * nothing is cut at the largest page.
   */
  const everyOptions = (filters: ListFilters = {}) =>
    queryOptions({
      queryKey: keys.every(filters),
      queryFn: async ({ signal }) => {
        const all: T[] = [];
        for (let page = 0; ; page++) {
          const answer = await api.get<Page<T>>(paths.collection, {
            query: { page, size: MAX_PAGE_SIZE, ...filters },
            signal,
          });
          all.push(...answer.content);
          if (answer.last || answer.content.length === 0) return all;
        }
      },
    });

  /** A list whole by nature (DESIGN §4: the navigation tree): the collection answers an array, not a page. */
  const wholeOptions = () =>
    queryOptions({
      queryKey: keys.whole(),
      queryFn: ({ signal }) => api.get<T[]>(paths.collection, { signal }),
    });

  /** After a change: the area (and where it is shown) goes stale; a saved item is cached as answered. */
  function useAfterChange() {
    const queryClient = useQueryClient();
    return async (saved?: T, removedId?: number) => {
      if (saved) queryClient.setQueryData(keys.detail(saved.id), saved);
      if (removedId !== undefined) {
        await queryClient.cancelQueries({ queryKey: keys.detail(removedId) });
        queryClient.removeQueries({ queryKey: keys.detail(removedId) });
      }
      const stale = (queryKey: QueryKey) =>
        queryClient.invalidateQueries({
          queryKey,
          // The saved item's own query already holds the answer.
          predicate: (query) => !saved || query.queryKey[1] !== 'detail' || query.queryKey[2] !== saved.id,
        });
      await Promise.all([stale(keys.all), ...(def.parent ? [stale([def.parent.key])] : [])]);
    };
  }

  /** A mutation of the area: its cache work, then the caller's onSuccess; toasts through `meta`. */
  const useResourceMutation = <TData, TVariables>(
    mutationFn: (variables: TVariables) => Promise<TData>,
    options: MutationOptions<TData, TVariables> | undefined,
    meta: { errorTitle: string; errorDescription?: string; success?: SuccessToast<TData> },
    afterSuccess: (data: TData, variables: TVariables) => Promise<unknown>,
  ) =>
    useAreaMutation(
      [],
      mutationFn,
      {
        ...options,
        meta: {
          errorTitle: meta.errorTitle,
          errorDescription: meta.errorDescription,
          successToast: (data: unknown) => toastOf(meta.success, data as TData),
          ...options?.meta,
        },
      },
      afterSuccess,
    );

  /** One more call on an item that answers it, e.g. `PATCH .../{id}/publish`. */
  function useItemAction(
    path: string,
    messages: { success?: SuccessToast<T>; failed: string },
    options?: MutationOptions<T, number>,
  ) {
    const afterChange = useAfterChange();
    return useResourceMutation(
      (id: number) => api.patch<T>(buildPath(path, { id })),
      options,
      { errorTitle: messages.failed, success: messages.success },
      (saved) => afterChange(saved),
    );
  }

  const { saveFailed = 'Error', createFailed = saveFailed, updateFailed = saveFailed } = messages;
  const saveFailure = (errorTitle: string) => ({ errorTitle, errorDescription: messages.saveFailedText });

  return {
    key: def.key,
    screens: def.screens && screensOf(def.key, def.screens, def.contract.messages),
    parent: def.parent,
    contract: def.contract,
    messages,
    /** The request its forms check (the contract's). */
    request: def.contract.schemas?.request as z.ZodType<TBody> | undefined,
    keys,
    listOptions,
    detailOptions,
    wholeOptions,
    useList: (params: ListParams) => useQuery(listOptions(params)),
    /** `enabled: false` once the item is deleted, so it is not fetched again (it would 404). */
    useItem: (id: number, enabled = true) => useQuery({ ...detailOptions(id), enabled }),
    /** Every row (for a filter's options), or every row the `filters` keep (a month's events). */
    useEvery: (filters?: ListFilters) => useQuery(everyOptions(filters)),
    /** The whole list, for a collection that answers an array (a tree with its children). */
    useWhole: () => useQuery(wholeOptions()),

    /** A searchable, paged look-up for pickers: 100 rows a page, more on demand. */
    useLookup: (search: string) =>
      useInfiniteQuery({
        queryKey: keys.lookup(search),
        initialPageParam: 0,
        queryFn: ({ pageParam, signal }) =>
          api.get<Page<T>>(paths.collection, {
            query: { page: pageParam, size: MAX_PAGE_SIZE, search: search || undefined },
            signal,
          }),
        getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
        placeholderData: keepPreviousData,
      }),

    useCreate(options?: MutationOptions<T, TBody>) {
      const afterChange = useAfterChange();
      return useResourceMutation(
        (body: TBody) => api.post<T>(paths.collection, body),
        options,
        { ...saveFailure(createFailed), success: messages.created },
        (saved) => afterChange(saved),
      );
    },

    useUpdate(options?: MutationOptions<T, { id: number; body: TBody }>) {
      const afterChange = useAfterChange();
      return useResourceMutation(
        ({ id, body }: { id: number; body: TBody }) =>
          updateAt === 'collection' ? api.put<T>(paths.collection, { ...body, id }) : api.put<T>(itemPath(id), body),
        options,
        { ...saveFailure(updateFailed), success: messages.updated },
        (saved) => afterChange(saved),
      );
    },

    useDelete(options?: MutationOptions<MessageResponse, number>) {
      const afterChange = useAfterChange();
      return useResourceMutation(
        (id: number) => api.delete<MessageResponse>(itemPath(id)),
        options,
        { errorTitle: messages.deleteFailed, success: messages.deleted },
        (_answer, id) => afterChange(undefined, id),
      );
    },

    /**
     * PUT `[{id, orderNo}]` with the ids in their new order, numbered from the area's base; on a
     * page of a paged list, `offset` is how many rows come before it (the others keep their order).
     */
    useReorder(options?: MutationOptions<MessageResponse, number[]>, { offset = 0 } = {}) {
      const afterChange = useAfterChange();
      const numbered = (ids: number[]) =>
        orderOf(ids, def.contract.orderBase ?? 1).map((item) => ({ ...item, orderNo: item.orderNo + offset }));
      return useResourceMutation(
        (ids: number[]) => api.put<MessageResponse>(paths.reorder!, numbered(ids)),
        options,
        { errorTitle: messages.reorderFailed ?? saveFailed, success: messages.reordered },
        () => afterChange(),
      );
    },

    /** Whether a row is published already, for an area with a publish state. */
    published: def.published,

    /** `PATCH .../{id}/publish` (bodyless), with the area's published toasts. */
    usePublish(options?: MutationOptions<T, number>) {
      return useItemAction(
        paths.publish ?? '',
        { success: messages.published, failed: messages.publishFailed ?? 'Error' },
        options,
      );
    },

    useItemAction,

    /** One more call on the area itself that answers `TAnswer`, e.g. `POST .../navs/default` (bodyless). */
    useCollectionAction<TAnswer>(
      path: string,
      messages: { success?: SuccessToast<TAnswer>; failed: string },
      options?: MutationOptions<TAnswer, void>,
    ) {
      const afterChange = useAfterChange();
      return useResourceMutation(
        () => api.post<TAnswer>(path),
        options,
        { errorTitle: messages.failed, success: messages.success },
        () => afterChange(),
      );
    },
  };
}

export type Resource<T extends { id: number }, TBody = unknown> = ReturnType<typeof resourceOf<T, TBody>>;

/** A resource with screens: their words are known. */
export type ScreenResource<T extends { id: number }, TBody = unknown> = Resource<T, TBody> & { screens: Screens };

/** A list answered whole, shown as its one page. */
const wholePage = <T>(rows: T[]): Page<T> => ({
  content: rows,
  totalElements: rows.length,
  totalPages: 1,
  size: rows.length,
  number: 0,
  first: true,
  last: true,
});

/**
 * Where a child resource's rows have a list screen: its parent's item screen, in these words; its
 * title is its own (the parent's item screen is in no sidebar).
 */
type ChildScreens = Omit<ResourceScreens, 'path' | 'title'> & { title: string };

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
