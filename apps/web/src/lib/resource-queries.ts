import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '@cms/contract';
import { api, buildPath } from './api-client';
import type { ContractOf } from './resource-words';

/*
 * What a resource reads: its query keys, rooted at the area so that one change makes the whole
 * area stale, and its list, item, look-up and whole-list queries. Apart from its mutations, which
 * only need the keys.
 */

/** What a screen's list call asks for: the page (from 0) and the area's filters. */
export interface ListParams {
  page: number;
  size?: number;
  search?: string;
  [filter: string]: string | number | undefined;
}

/** A list call's filters, without its page: what `useEvery` reads every page of. */
export type ListFilters = Omit<ListParams, 'page' | 'size'>;

/** The area's query keys: ['news', 'list', params], ['news', 'detail', id], ... */
export const resourceKeys = (key: string) => ({
  all: [key] as const,
  list: (params: ListParams) => [key, 'list', params] as const,
  detail: (id: number) => [key, 'detail', id] as const,
  lookup: (search: string) => [key, 'lookup', search] as const,
  every: (filters: ListFilters = {}) => [key, 'every', filters] as const,
  whole: () => [key, 'whole'] as const,
});

export type ResourceKeys = ReturnType<typeof resourceKeys>;

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
 * The queries of a resource whose rows are `T`, at its contract's paths, under `keys`; its lists'
 * rows are `L`, what a list shows of one (the contract's `summary`: a page without its blocks).
 */
export function resourceQueries<T, L = T>(keys: ResourceKeys, contract: ContractOf) {
  const { paths } = contract;
  const itemPath = (id: number) => buildPath(paths.item, { id });

  const listOptions = (params: ListParams) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }): Promise<Page<L>> => {
        const { page, size = DEFAULT_PAGE_SIZE, ...filters } = params;
        if (contract.whole) return api.get<L[]>(paths.collection, { signal }).then((rows) => wholePage(rows));
        return api.get<Page<L>>(paths.collection, { query: { page, size, ...filters }, signal });
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
        const all: L[] = [];
        for (let page = 0; ; page++) {
          const answer = await api.get<Page<L>>(paths.collection, {
            query: { page, size: MAX_PAGE_SIZE, ...filters },
            signal,
          });
          all.push(...answer.content);
          if (answer.last || answer.content.length === 0) return all;
        }
      },
    });

  /** A list whole by nature (docs/design.md §4: the navigation tree): the collection answers an array, not a page. */
  const wholeOptions = () =>
    queryOptions({
      queryKey: keys.whole(),
      queryFn: ({ signal }) => api.get<T[]>(paths.collection, { signal }),
    });

  return {
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
          api.get<Page<L>>(paths.collection, {
            query: { page: pageParam, size: MAX_PAGE_SIZE, search: search || undefined },
            signal,
          }),
        getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
        placeholderData: keepPreviousData,
      }),
  };
}
