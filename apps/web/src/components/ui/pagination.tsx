import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';

export interface PaginationProps {
  /** The page shown, counted from 0 (the wire's `number`). */
  pageIndex: number;
  totalPages: number;
  totalElements: number;
  /** What is counted: 'users' reads '12 users'. */
  itemLabel?: string;
  onPageChange: (pageIndex: number) => void;
  /** While the next page loads, both buttons wait. */
  disabled?: boolean;
  /** How the reader's place is said: 'Page 2 of 3 · 25 stars' (`pages`) or 'Showing 11 to 20 of 25 results' (`range`). */
  summary?: 'pages' | 'range';
  /** The size of a full page, for `range`. */
  pageSize?: number;
  /** A button per page (numbered from 1), the current one marked, between Previous and Next. */
  numbered?: boolean;
  className?: string;
}

/** The pages a numbered bar offers: the first, the last and those around the current one; null is a gap. */
export function pageNumbers(pageIndex: number, pages: number): (number | null)[] {
  const shown = [...new Set([0, pageIndex - 1, pageIndex, pageIndex + 1, pages - 1])]
    .filter((page) => page >= 0 && page < pages)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page]));
}

/** Previous / Next under a paged table, with where the reader is. */
export function Pagination({
  pageIndex,
  totalPages,
  totalElements,
  itemLabel = 'items',
  onPageChange,
  disabled,
  summary = 'pages',
  pageSize = 10,
  numbered = false,
  className,
}: PaginationProps) {
  const pages = Math.max(totalPages, 1);
  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className={cn('flex flex-col items-center justify-between gap-3 sm:flex-row', className)}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary === 'range'
          ? `Showing ${Math.min(pageIndex * pageSize + 1, totalElements)} to ${Math.min((pageIndex + 1) * pageSize, totalElements)} of ${totalElements} results`
          : `Page ${Math.min(pageIndex + 1, pages)} of ${pages} · ${totalElements} ${itemLabel}`}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || pageIndex <= 0}
          onClick={() => onPageChange(Math.min(pageIndex - 1, pages - 1))}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        {numbered &&
          pageNumbers(pageIndex, pages).map((page, index) =>
            page === null ? (
              <span key={`gap-${index}`} className="px-1 text-muted-foreground" aria-hidden="true">
                …
              </span>
            ) : (
              <Button
                key={page}
                variant={page === pageIndex ? 'default' : 'outline'}
                size="sm"
                className="min-w-9"
                aria-label={`Page ${page + 1}`}
                aria-current={page === pageIndex ? 'page' : undefined}
                disabled={disabled}
                onClick={() => onPageChange(page)}
              >
                {page + 1}
              </Button>
            ),
          )}
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || pageIndex + 1 >= pages}
          onClick={() => onPageChange(pageIndex + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
