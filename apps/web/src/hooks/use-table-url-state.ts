import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Reads `?page=` (counted from 1 for people) as a page index counted from 0 (the wire's). */
function pageIndexOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/**
 * A list's page and search box kept in the URL (`?page=2&search=ann`), so a reload, the back button
 * or a shared link shows the same list (STYLE.md "Console"). Page 1 and an empty search are left out.
 */
export function useTableUrlState() {
  const [params, setParams] = useSearchParams();
  const pageIndex = pageIndexOf(params.get('page'));
  const search = params.get('search') ?? '';

  const setPageIndex = useCallback(
    (index: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (index > 0) next.set('page', String(index + 1));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  /** A new search starts again at the first page; typing does not pile up history entries. */
  const setSearch = useCallback(
    (value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set('search', value);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { pageIndex, search, setPageIndex, setSearch };
}
