import { useState, type ReactNode } from 'react';
import type { BulkAction } from '@cms/contract';
import { BulkBar } from '@/components/bulk-bar';
import { Eye, FileText, Plus } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@cms/contract';
import { deleteConfirmOf, publishAction, useItemActions, type DeleteConfirm } from '@/components/columns';
import type { Column } from '@/components/data-table';
import { HeaderLinks, PageHeader, type HeaderLink } from '@/components/layout/page-header';
import { useViewOnSiteActions } from '@/components/public-site';
import { ResourceList, type SearchFilter, type SelectFilter } from '@/components/resource-list';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import type { ScreenResource } from '@/lib/resource';
import type { ListParams } from '@/lib/resource-queries';

/** A filter of the list: its select, and what of the URL's value goes to the server. */
export interface ListFilter extends SelectFilter {
  /** The value the list call sends; by default one of the options' values, else nothing. */
  parse?: (value: string) => string | number | undefined;
  /**
   * What the list call asks for, where it is not the value under the filter's name: given one of
   * the options' values, or none for `allLabel` (an event list's 'Upcoming', 'Past' and 'All dates'
   * ask for a range of days and an order).
   */
  query?: (value: string | undefined) => Omit<ListParams, 'page'>;
}

/** How a row is named in its actions ('Edit Sports Day'): its title, unless the area says. */
export type RowLabelOf<T> = T extends { title: string }
  ? { rowLabel?: (row: T) => string }
  : { rowLabel: (row: T) => string };

/**
 * The list screen of a resource whose rows are `T` and whose list's rows are `L` (the contract's
 * `summary`: a page without its blocks, else `T`): its columns, labels and actions see `L`.
 */
export type ResourceListScreenProps<T extends { id: number }, L extends { id: number } = T> = ResourceListScreenOptions<
  T,
  L
> &
  RowLabelOf<L>;

interface ResourceListScreenOptions<T extends { id: number }, L extends { id: number }> {
  resource: Pick<
    ScreenResource<T, never, L>,
    'useList' | 'useDelete' | 'usePublish' | 'useReorder' | 'useBulk' | 'published' | 'screens' | 'site'
  > & { contract: ListContract };
  description: string;
  columns: Column<L>[];
  /** The question before a delete, where it is not the kit's ('... will be removed for good.'). */
  confirm?: Partial<DeleteConfirm<L>>;
  /** Header links before the create link ('Manage Categories'). */
  links?: HeaderLink[];
  /** The search box, for a list the server searches (`?search=`). */
  search?: SearchFilter;
  filters?: ListFilter[];
  /** How the empty list invites writers: 'Write' the first one (the default) or 'Add' it. */
  firstVerb?: 'Write' | 'Add';
  /** What the unfiltered list says when it is empty, where it is not 'No <things> yet' ('No upcoming events'). */
  empty?: string;
  /** An ordered list: writers drag its rows into a new order (the resource's `useReorder`). */
  ordered?: boolean;
  /** Rows as cards at every width (bell schedules). */
  cards?: boolean;
  /** A button per page under the list, beside Previous and Next. */
  numbered?: boolean;
  /** The create control in place of the link to the create screen: a button opening the area's dialog. */
  create?: ReactNode;
  /** A click on a row opens the item's screen, where its actions are (users): the rows have none. */
  opensRows?: boolean;
  /** What a refused list (403) shows, where the area words it itself. */
  denied?: ReactNode;
}

/** What the list screen reads of the contract: its list query (search, sorts) and its bulk actions. */
interface ListContract {
  paths: { bulk?: string };
  schemas?: { listQuery?: unknown };
  bulk?: { actions: readonly BulkAction[]; things: string };
}

const knownOption = (filter: ListFilter) => (value: string) =>
  filter.options.some((option) => option.value === value) ? value : undefined;

/**
 * An area's list screen from its resource and its columns (the one list recipe, docs/design.md §11
 * "Console"): the header with the create link for writers, the search and the filters in the URL,
 * the table with View, View on site (for a row the public sees, where the area has public pages),
 * Edit, Publish (for an area with a publish state) and Delete after its question, and every state's words from the resource: 'Loading news...', 'No news items yet',
 * 'Failed to load news'.
 */
export function ResourceListScreen<T extends { id: number }, L extends { id: number } = T>(
  props: ResourceListScreenProps<T, L>,
) {
  const { resource, description, columns, confirm, links = [], search, filters = [], firstVerb = 'Write' } = props;
  const rowLabel = props.rowLabel ?? ((row: L) => (row as unknown as { title: string }).title);
  const { screens, published } = resource;
  const canWrite = useCan('writeContent');
  const list = useTableUrlState(filters.map((filter) => filter.name));
  // Every list whose contract takes `search` has the search box ('Search'), unless the area words its own.
  const searchBox = search ?? (takes(resource.contract, 'search') ? { label: 'Search' } : undefined);
  // Columns sort where the contract's `sortBy` names their field.
  const sortFields = sortFieldsOf(resource.contract);
  const sortable = sortFields.length > 0 && !props.ordered;
  const shownColumns = columns.map((column) =>
    column.sort && sortable && sortFields.includes(column.sort) ? column : { ...column, sort: undefined },
  );
  const params: ListParams = { page: list.pageIndex, search: (searchBox && list.search) || undefined };
  if (sortable && list.sortBy && sortFields.includes(list.sortBy)) {
    params.sortBy = list.sortBy;
    params.sortOrder = list.sortOrder;
  }
  for (const filter of filters) {
    const value = list.filters[filter.name];
    if (filter.query) Object.assign(params, filter.query(value === undefined ? undefined : knownOption(filter)(value)));
    else if (value !== undefined) params[filter.name] = (filter.parse ?? knownOption(filter))(value);
  }
  const rows = resource.useList(params);
  // A page's rows are numbered after the pages before it; the rest of the list keeps its order.
  const reorder = resource.useReorder(undefined, { offset: list.pageIndex * DEFAULT_PAGE_SIZE });
  const publish = resource.usePublish();
  const bulk = resource.contract.bulk;
  const bulkActions = canWrite && bulk && resource.contract.paths.bulk ? bulk.actions : [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const bulkCall = resource.useBulk();
  const runBulk = async (action: BulkAction) => {
    await bulkCall.mutateAsync({ action, ids: [...selected] });
    setSelected(new Set());
  };
  const onSite = useViewOnSiteActions(resource);
  const actions = useItemActions(resource, {
    path: (row) => screens.itemPath(row.id),
    edit: (row) => screens.editPath(row.id),
    view: screens.viewed,
    confirm: deleteConfirmOf(screens, confirm, rowLabel),
    extra: published ? [publishAction(publish, published)] : [],
    reads: onSite,
  });
  const create: HeaderLink = {
    to: screens.createPath,
    label: screens.create,
    icon: Plus,
    primary: true,
    write: true,
  };
  if (props.denied && isApiError(rows.error, 403)) return props.denied;

  return (
    <div>
      <PageHeader
        title={screens.title}
        description={description}
        actions={
          <>
            <HeaderLinks links={props.create ? links : [...links, create]} />
            {props.create}
          </>
        }
      />
      <ResourceList
        query={rows}
        list={list}
        icon={screens.icon ?? FileText}
        columns={shownColumns}
        sort={sortable ? { by: list.sortBy, order: list.sortOrder, onSort: list.setSort } : undefined}
        selection={
          bulkActions.length > 0
            ? {
                selected,
                onChange: (ids, on) =>
                  setSelected((before) => {
                    const next = new Set(before);
                    for (const id of ids) {
                      if (on) next.add(id);
                      else next.delete(id);
                    }
                    return next;
                  }),
              }
            : undefined
        }
        toolbar={
          <BulkBar
            count={selected.size}
            actions={bulkActions}
            things={[screens.one, bulk?.things ?? screens.many]}
            busy={bulkCall.isPending}
            onAction={runBulk}
            onClear={() => setSelected(new Set())}
          />
        }
        // A list whose rows open their item (where the item's actions are) still gives each row its
        // View, in reach on a phone's card as in the table.
        actions={props.opensRows ? [{ label: 'View', icon: Eye, to: (row) => screens.itemPath(row.id) }] : actions}
        rowLink={props.opensRows ? (row) => screens.itemPath(row.id) : undefined}
        rowLabel={rowLabel}
        reorder={
          props.ordered && canWrite
            ? { label: `${screens.title} in order`, onReorder: (ids) => reorder.mutateAsync(ids) }
            : undefined
        }
        testId={screens.idPrefix}
        cards={props.cards}
        numbered={props.numbered}
        itemLabel={[screens.one, screens.many]}
        loadingLabel={`Loading ${screens.list}...`}
        errorTitle={`Failed to load ${screens.list}`}
        empty={{
          title: props.empty ?? `No ${screens.many} yet`,
          hint: canWrite && `${firstVerb} the first one with the ${screens.create} button.`,
        }}
        filters={
          searchBox || filters.length > 0
            ? { label: `Filter ${screens.list}`, search: searchBox, fields: filters.map(withoutParse) }
            : undefined
        }
      />
    </div>
  );
}

const withoutParse = ({ parse: _parse, query: _query, ...filter }: ListFilter): SelectFilter => filter;

/** The shape of a contract's list query, where it has one. */
const listShapeOf = (contract: { schemas?: { listQuery?: unknown } }) =>
  (contract.schemas?.listQuery as { shape?: Record<string, unknown> } | undefined)?.shape;

/** Whether the list query takes `field` (`search`). */
const takes = (contract: { schemas?: { listQuery?: unknown } }, field: string) =>
  Boolean(listShapeOf(contract)?.[field]);

/** The fields the list query's `sortBy` names (`listSortQuery`, `sortQuery`), none without one. */
function sortFieldsOf(contract: { schemas?: { listQuery?: unknown } }): string[] {
  let schema = listShapeOf(contract)?.sortBy as
    { options?: string[]; unwrap?: () => unknown; def?: { innerType?: unknown } } | undefined;
  // Through `.optional()` and `.default()` to the enum.
  for (let depth = 0; schema && !schema.options && depth < 3; depth++) {
    schema = (schema.def?.innerType ?? schema.unwrap?.()) as typeof schema;
  }
  return schema?.options ?? [];
}
