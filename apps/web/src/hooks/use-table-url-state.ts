import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Reads `?page=` (counted from 1 for people) as a page index counted from 0 (the wire's). */
function pageIndexOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/**
 * A list's page, search box, sort and filters kept in the URL (`?status=ACTIVE&search=fair&sortBy=title&page=2`), so a
 * reload, the back button or a shared link shows the same list (docs/design.md §11 "Console"). Page 1, an
 * empty search and "all" are left out; changing the search or a filter starts again at page 1.
 * `filterNames` lists the filters the screen knows; their raw values are the screen's to check.
 */
export function useTableUrlState<F extends string = never>(filterNames: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const pageIndex = pageIndexOf(params.get('page'));
  const search = params.get('search') ?? '';
  const sortBy = params.get('sortBy') ?? undefined;
  const sortOrder: 'asc' | 'desc' = params.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const key = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  const filters = useMemo(
    () =>
      Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? undefined])) as Record<
        F,
        string | undefined
      >,
    // The filters change only when their part of the URL does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setPageIndex = useCallback(
    (index: number) =>
      update((next) => {
        if (index > 0) next.set('page', String(index + 1));
        else next.delete('page');
      }),
    [update],
  );

  /** Typing does not pile up history entries. */
  const setSearch = useCallback(
    (value: string) =>
      update((next) => {
        if (value) next.set('search', value);
        else next.delete('search');
        next.delete('page');
      }, true),
    [update],
  );

  const setFilters = useCallback(
    (values: Partial<Record<F, string | number | undefined>>) =>
      update((next) => {
        for (const [name, value] of Object.entries(values)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        next.delete('page');
      }),
    [update],
  );

  /**
   * Sorts by a column (`?sortBy=title&sortOrder=desc`): a column not sorted by yet goes ascending,
   * the one sorted by turns around, unless `order` says which; page 1 again.
   */
  const setSort = useCallback(
    (field: string, order?: 'asc' | 'desc') =>
      update((next) => {
        const descending = order ? order === 'desc' : next.get('sortBy') === field && next.get('sortOrder') !== 'desc';
        next.set('sortBy', field);
        if (descending) next.set('sortOrder', 'desc');
        else next.delete('sortOrder');
        next.delete('page');
      }),
    [update],
  );

  const names = filterNames.join();
  /** Clears the filters and the search: everything that narrows the list. */
  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const name of names.split(',')) next.delete(name);
        next.delete('search');
        next.delete('page');
      }),
    [update, names],
  );

  /** The list is narrowed by a filter or the search. */
  const filtered = search !== '' || filterNames.some((name) => filters[name] !== undefined);
  return {
    pageIndex,
    search,
    sortBy,
    sortOrder,
    filters,
    filtered,
    setPageIndex,
    setSearch,
    setSort,
    setFilters,
    clearFilters,
  };
}

export type TableUrlState = ReturnType<typeof useTableUrlState<string>>;
