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
  className?: string;
}

/** Previous / Next under a paged table, with where the reader is. */
export function Pagination({
  pageIndex,
  totalPages,
  totalElements,
  itemLabel = 'items',
  onPageChange,
  disabled,
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
        Page {Math.min(pageIndex + 1, pages)} of {pages} · {totalElements} {itemLabel}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || pageIndex <= 0}
          onClick={() => onPageChange(Math.min(pageIndex - 1, pages - 1))}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
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
