import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Input } from './input';

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

/**
 * Previous / Next under a paged table, with where the reader is in the one wording every list
 * shares (docs/product/README.md "The console's common words"): 'Page 2 of 3 · 25 <things>', the
 * page a number field one can type (Enter or leaving it goes there).
 */
export function Pagination({
  pageIndex,
  totalPages,
  totalElements,
  itemLabel = 'items',
  onPageChange,
  disabled,
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
        {`Page ${Math.min(pageIndex + 1, pages)} of ${pages} · ${totalElements} ${itemLabel}`}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2">
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
        {pages > 1 && (
          <PageField pageIndex={Math.min(pageIndex, pages - 1)} pages={pages} onPageChange={onPageChange} />
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

/** The page number one can type, from 1 to `pages`: Enter or leaving the field goes there; anything else goes back. */
function PageField({
  pageIndex,
  pages,
  onPageChange,
}: {
  pageIndex: number;
  pages: number;
  onPageChange: (pageIndex: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(pageIndex + 1));
  // The page changed from outside (Previous, Next, the URL): show it.
  const [shown, setShown] = useState(pageIndex);
  if (shown !== pageIndex) {
    setShown(pageIndex);
    setText(String(pageIndex + 1));
  }
  const go = () => {
    const page = Number(text);
    if (Number.isInteger(page) && page >= 1 && page <= pages && page - 1 !== pageIndex) onPageChange(page - 1);
    else setText(String(pageIndex + 1));
  };
  return (
    <div className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <label htmlFor={id}>Page</label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={go}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go();
        }}
        className="h-8 w-16 px-2 text-center"
      />
      <span>of {pages}</span>
    </div>
  );
}
