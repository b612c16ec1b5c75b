import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { BLOG_STATUSES, type BlogStatus } from '@cms/contract';
import { useTableUrlState } from '@/hooks/use-table-url-state';

const isBlogStatus = (value: string | null): value is BlogStatus =>
  (BLOG_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The blog list's page and status filter in the URL (`?status=PUBLISHED&page=2`), so a reload or a
 * shared link shows the same list (STYLE.md "Console"). All statuses and page 1 are left out.
 */
export function useBlogsUrlState() {
  const { pageIndex, setPageIndex } = useTableUrlState();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isBlogStatus(raw) ? raw : undefined;

  /** Another filter starts again at the first page. */
  const setStatus = useCallback(
    (value: BlogStatus | undefined) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('status', value);
        else next.delete('status');
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { pageIndex, status, setPageIndex, setStatus };
}
