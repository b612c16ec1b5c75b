import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Check, Plus, X } from 'lucide-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@cms/contract';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { LoadingState } from '@/components/ui/spinner';

export interface NamedRef {
  id: number;
  name: string;
}

/** A resource whose rows a picker looks up: `topicsResource`. */
export interface LookupSource<T extends { id: number }> {
  /** Searched by name, 100 a page. */
  useLookup: (search: string) => UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** 'topic' / 'topics': the words of headings and buttons. */
  screens: { one: string; many: string };
}

export interface LookupPickerProps<T extends { id: number }> {
  /** The resource whose rows are chosen (`topicsResource`): its look-up and its words. */
  of: LookupSource<T>;
  nameOf: (row: T) => string;
  /** The chosen ids, in the order they were chosen. */
  value: number[];
  onChange: (ids: number[], changed: { id: number; selected: boolean }) => void;
  /** Names of chosen rows that may not be loaded (the item's own, as saved). */
  known?: NamedRef[];
  /** Ids whose change is on its way to the server. */
  pendingIds?: ReadonlySet<number>;
  /** Where the rows are managed, offered when there are none. */
  manage?: { to: string; label: string };
}

/**
 * A named look-up for pickers (the area kit): the available rows toggle on click (aria-pressed says
 * which are chosen), searched by name and paged through with 'Show more', so none is cut off; the
 * chosen ones are listed with their own remove buttons (docs/product/blogs.md §2, the blog's Topics tab).
 */
export function LookupPicker<T extends { id: number }>({
  of: {
    useLookup,
    screens: { one, many },
  },
  nameOf,
  value,
  onChange,
  known = [],
  pendingIds,
  manage,
}: LookupPickerProps<T>) {
  const [search, setSearch] = useState('');
  const lookup = useLookup(search);
  const rows = useMemo(() => lookup.data?.pages.flatMap((page) => page.content) ?? [], [lookup.data]);
  const names = new Map<number, string>(known.map((ref) => [ref.id, ref.name]));
  for (const row of rows) names.set(row.id, nameOf(row));
  const chosen = new Set(value);
  const toggle = (id: number, selected: boolean) =>
    onChange(selected ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id), { id, selected });
  const headingId = useMemo(() => `lookup-${one.replace(/\W+/g, '-')}`, [one]);

  let available;
  if (lookup.isPending) available = <LoadingState label={`Loading ${many}...`} />;
  else if (lookup.isError)
    available = (
      <LoadError title={`Failed to load ${many}`} error={lookup.error} onRetry={() => void lookup.refetch()} />
    );
  else if (rows.length === 0)
    available = (
      <p className="text-sm text-muted-foreground">
        {search ? `No ${many} match "${search}".` : `No ${many} yet.`}{' '}
        {manage && !search && (
          <Link to={manage.to} className="underline underline-offset-4">
            {manage.label}
          </Link>
        )}
      </p>
    );
  else
    available = (
      <>
        <ul className="flex flex-wrap gap-2">
          {rows.map((row) => {
            const selected = chosen.has(row.id);
            return (
              <li key={row.id}>
                <Button
                  variant={selected ? 'default' : 'outline'}
                  size="sm"
                  aria-pressed={selected}
                  disabled={pendingIds?.has(row.id)}
                  onClick={() => toggle(row.id, !selected)}
                  className="rounded-full"
                >
                  {selected ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                  {nameOf(row)}
                </Button>
              </li>
            );
          })}
        </ul>
        {lookup.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={lookup.isFetchingNextPage}
            onClick={() => void lookup.fetchNextPage()}
          >
            {lookup.isFetchingNextPage ? 'Loading...' : `Show more ${many}`}
          </Button>
        )}
      </>
    );

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby={`${headingId}-available`} className="grid content-start gap-3">
        <h3 id={`${headingId}-available`} className="text-sm font-semibold">
          Available {many}
        </h3>
        <SearchInput label={`Search ${many}`} value={search} onSearch={setSearch} />
        {available}
      </section>
      <section aria-labelledby={`${headingId}-selected`} className="grid content-start gap-3">
        <h3 id={`${headingId}-selected`} className="text-sm font-semibold">
          Selected {many}
        </h3>
        {value.length === 0 ? (
          <p className="text-sm text-muted-foreground">No {many} selected.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {value.map((id) => {
              const name = names.get(id) ?? `#${id}`;
              return (
                <li
                  key={id}
                  className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 pr-1 text-sm text-secondary-foreground"
                >
                  {name}
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-6 rounded-full"
                    aria-label={`Remove ${one} ${name}`}
                    disabled={pendingIds?.has(id)}
                    onClick={() => toggle(id, false)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
