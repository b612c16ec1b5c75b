import { useId } from 'react';
import type { NewsCategory } from '@cms/contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { NEWS_STATUS_LABELS, NEWS_STATUS_OPTIONS } from './news-status-badge';
import type { NewsFilters as Filters } from '../use-news-list-params';

export interface NewsFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  onClear: () => void;
  /** Every category of the website; undefined while they load. */
  categories: NewsCategory[] | undefined;
}

/** The list's status filter (spec 01 §4) and category filter. */
export function NewsFilters({ value, onChange, onClear, categories }: NewsFiltersProps) {
  const statusId = useId();
  const categoryId = useId();
  const filtered = Boolean(value.status || value.categoryId);
  // A category from the URL that is not (or not yet) in the list still shows as chosen.
  const unknownCategory =
    value.categoryId !== undefined && !categories?.some((c) => c.id === value.categoryId) ? value.categoryId : null;

  return (
    <div role="group" aria-label="Filter news" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid gap-2 sm:w-48">
        <Label htmlFor={statusId}>Status</Label>
        <Select
          id={statusId}
          value={value.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as Filters['status'], categoryId: value.categoryId })
          }
        >
          <option value="">All statuses</option>
          {NEWS_STATUS_OPTIONS.map((status) => (
            <option key={status} value={status}>
              {NEWS_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-2 sm:w-56">
        <Label htmlFor={categoryId}>Category</Label>
        <Select
          id={categoryId}
          value={value.categoryId === undefined ? '' : String(value.categoryId)}
          aria-busy={categories === undefined || undefined}
          onChange={(event) =>
            onChange({
              status: value.status,
              categoryId: event.target.value ? Number(event.target.value) : undefined,
            })
          }
        >
          <option value="">All categories</option>
          {unknownCategory !== null && (
            <option value={String(unknownCategory)}>{categories ? 'Unknown category' : 'Loading...'}</option>
          )}
          {categories?.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>
      {filtered && (
        <Button variant="ghost" onClick={onClear} className="w-fit">
          Clear filters
        </Button>
      )}
    </div>
  );
}
