import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { Page } from '@cms/contract';
import { DataTable, type DataTableProps } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import type { TableUrlState } from '@/hooks/use-table-url-state';

export interface ResourceListProps<T extends { id: number }> extends Omit<DataTableProps<T>, 'rows' | 'stale'> {
  query: UseQueryResult<Page<T>>;
  icon: LucideIcon;
  /** 'news item' / 'news items' under the table. */
  itemLabel: [one: string, many: string];
  loadingLabel: string;
  errorTitle: string;
  /** What an empty list says (the spec's 'No news items yet'), and what to do about it. */
  empty: { title: string; hint?: ReactNode };
  /** The list's page, search and filters in the URL (`useTableUrlState`). */
  list: Pick<
    TableUrlState,
    'filtered' | 'filters' | 'search' | 'setPageIndex' | 'setSearch' | 'setFilters' | 'clearFilters'
  >;
  /** The filters bar above the table: its accessible name, a search box and one select per filter. */
  filters?: { label: string; search?: SearchFilter; fields?: SelectFilter[] };
  /** A button per page under the list (bell schedules), beside Previous and Next. */
  numbered?: boolean;
  /** Above the table: the bulk actions of the rows selected (`BulkBar`). */
  toolbar?: ReactNode;
}

/**
 * The one list recipe (docs/design.md §11 "Console"): filters, then loading, error, empty (nothing yet,
 * nothing matching, or a page past the end) or the table with its pagination.
 */
export function ResourceList<T extends { id: number }>({
  query,
  icon: Icon,
  itemLabel,
  loadingLabel,
  errorTitle,
  empty,
  list,
  filters,
  numbered,
  toolbar,
  ...table
}: ResourceListProps<T>) {
  const page = query.data;
  const { filtered, clearFilters: onClearFilters, setPageIndex: onPageChange } = list;
  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label={loadingLabel} />;
  } else if (query.isError || !page) {
    body = <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  } else if (page.content.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        {filtered ? (
          <>
            <p className="font-medium">
              No {itemLabel[1]} match {searchOnly(list) ? `"${list.search}"` : 'these filters'}
            </p>
            <Button variant="outline" size="sm" onClick={onClearFilters}>
              {searchOnly(list) ? 'Clear search' : 'Clear filters'}
            </Button>
          </>
        ) : page.number > 0 ? (
          <>
            <p className="font-medium">This page is empty</p>
            <Button variant="outline" size="sm" onClick={() => onPageChange(0)}>
              Go to first page
            </Button>
          </>
        ) : (
          <>
            <p className="font-medium">{empty.title}</p>
            {empty.hint && <p className="text-sm text-muted-foreground">{empty.hint}</p>}
          </>
        )}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        {toolbar}
        <DataTable rows={page.content} stale={query.isPlaceholderData} {...table} />
        <Pagination
          pageIndex={page.number}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          itemLabel={page.totalElements === 1 ? itemLabel[0] : itemLabel[1]}
          onPageChange={onPageChange}
          disabled={query.isPlaceholderData}
          numbered={numbered}
        />
      </div>
    );
  }
  return (
    <Card className="gap-4">
      {filters && (
        <CardHeader>
          <ListFilters
            label={filters.label}
            search={filters.search && { ...filters.search, value: list.search, onSearch: list.setSearch }}
            filters={filters.fields ?? []}
            values={list.filters}
            onChange={list.setFilters}
            onClear={list.clearFilters}
          />
        </CardHeader>
      )}
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** Only the search narrows the list: the empty state names it. */
const searchOnly = ({ search, filters }: Pick<TableUrlState, 'search' | 'filters'>) =>
  search !== '' && Object.values(filters).every((value) => value === undefined);

/** The list's search box (`?search=`): what the server's `search` looks in, said in its label. */
export interface SearchFilter {
  /** The box's accessible name: 'Search notices by title'. */
  label: string;
  placeholder?: string;
}

export interface SelectFilter {
  name: string;
  label: string;
  /** The option meaning "no filter": 'All statuses'. */
  allLabel: string;
  options: { value: string; label: string }[];
  /** The options are still loading. */
  loading?: boolean;
}

/**
 * The filters bar of a list: a search box (typing is reported once it rests), one select per
 * filter, values from the URL (an unknown value shows as such rather than as "all"), and Clear
 * filters while any is set.
 */
export function ListFilters({
  label,
  search,
  filters,
  values,
  onChange,
  onClear,
}: {
  label: string;
  search?: SearchFilter & { value: string; onSearch: (value: string) => void };
  filters: SelectFilter[];
  values: Record<string, string | undefined>;
  onChange: (values: Record<string, string | undefined>) => void;
  onClear: () => void;
}) {
  const id = useId();
  const filtered = Boolean(search?.value) || filters.some((filter) => values[filter.name] !== undefined);
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {search && (
        <SearchInput
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onSearch={search.onSearch}
          className="sm:w-64"
        />
      )}
      {filters.map((filter) => {
        const value = values[filter.name] ?? '';
        const known = value === '' || filter.options.some((option) => option.value === value);
        return (
          <div key={filter.name} className="grid gap-2 sm:w-52">
            <Label htmlFor={`${id}-${filter.name}`}>{filter.label}</Label>
            <Select
              id={`${id}-${filter.name}`}
              value={value}
              aria-busy={filter.loading || undefined}
              onChange={(event) => onChange({ [filter.name]: event.target.value || undefined })}
            >
              <option value="">{filter.allLabel}</option>
              {!known && (
                <option value={value}>{filter.loading ? 'Loading...' : `Unknown ${filter.label.toLowerCase()}`}</option>
              )}
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        );
      })}
      {filtered && (
        <Button variant="ghost" onClick={onClear} className="w-fit">
          Clear filters
        </Button>
      )}
    </div>
  );
}
