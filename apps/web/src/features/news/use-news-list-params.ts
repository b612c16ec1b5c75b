import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NEWS_STATUSES, type NewsStatus } from '@cms/contract';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { parseId } from './components/format';
import type { NewsListParams } from './api';

export interface NewsFilters {
  status?: NewsStatus;
  categoryId?: number;
}

const statusOf = (raw: string | null): NewsStatus | undefined =>
  NEWS_STATUSES.find((status) => status === raw?.toUpperCase());

/**
 * The news list's page and filters in the URL (`?status=ACTIVE&categoryId=3&page=2`), so a reload
 * or a shared link shows the same list (STYLE.md "Console"). Unknown values read as "all".
 */
export function useNewsListParams() {
  const { pageIndex, setPageIndex } = useTableUrlState();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const categoryId = parseId(searchParams.get('categoryId') ?? undefined) ?? undefined;

  const params: NewsListParams = useMemo(
    () => ({ page: pageIndex, status, categoryId }),
    [pageIndex, status, categoryId],
  );

  /** A new filter starts again at the first page. */
  const setFilters = useCallback(
    (next: NewsFilters) =>
      setSearchParams((previous) => {
        const updated = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '') updated.delete(key);
          else updated.set(key, String(value));
        }
        updated.delete('page');
        return updated;
      }),
    [setSearchParams],
  );

  const clearFilters = useCallback(() => setFilters({ status: undefined, categoryId: undefined }), [setFilters]);

  return { params, setPageIndex, setFilters, clearFilters, filtered: Boolean(status || categoryId) };
}
