import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown, type LucideIcon } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { SortableList } from '@/components/sortable-list';
import { PHONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useFocusSavedRow } from '@/hooks/use-saved-row';
import { cn } from '@/lib/utils';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The list's `sortBy` field this column sorts by, where the list sorts by it (its header a button). */
  sort?: string;
}

/** The list's order as its URL says (`?sortBy=title&sortOrder=desc`), and a header's click. */
export interface TableSort {
  by?: string;
  order: 'asc' | 'desc';
  /** Sorts by `field`: in `order`, or (a header's click) ascending unless it is already. */
  onSort: (field: string, order?: 'asc' | 'desc') => void;
}

/** Rows chosen for a bulk action (a checkbox each, and one for the whole page). */
export interface TableSelection {
  selected: ReadonlySet<number>;
  onChange: (ids: number[], selected: boolean) => void;
}

/** An action on one row: a link (`to`), an address opened in a new tab (`href`) or a call (`run`), optionally asking first. */
export interface RowAction<T> {
  label: string;
  icon: LucideIcon;
  to?: (row: T) => string;
  /** An address outside the console (the row's public page), opened in a new tab. */
  href?: (row: T) => string;
  /** Its accessible name from the row's, where it is not '<label> <row>': 'View "Sports Day" on site'. */
  name?: (rowLabel: string) => string;
  run?: (row: T) => unknown;
  /** Left out for this row (Publish on a published item). */
  hidden?: (row: T) => boolean;
  /** Busy for this row (its publish is on its way). */
  busy?: (row: T) => boolean;
  destructive?: boolean;
  /** Ask before `run` (every delete): the dialog's title and text. */
  confirm?: { title: string; description: (row: T) => ReactNode; label?: string };
}

export interface DataTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  actions?: RowAction<T>[];
  /** Names the row in its actions' accessible names ('Edit Sports Day'). */
  rowLabel: (row: T) => string;
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean;
  /** `data-testid` of each row: `${testId}-row-${id}`. */
  testId?: string;
  /**
   * Rows dragged into a new order (an ordered list, for those who may change it): each row a card
   * with its reorder handle (`SortableList`), saved with `onReorder`.
   */
  reorder?: { label: string; onReorder: (ids: number[]) => Promise<unknown> };
  /** Each row a card at every width, as on a phone (a list of cards: bell schedules). */
  cards?: boolean;
  /**
   * Where a click anywhere on a row leads (a user's screen); a link in the row (its name) is the
   * way there for keyboards and screen readers.
   */
  rowLink?: (row: T) => string;
  /** Headers of columns with a `sort` sort the list. */
  sort?: TableSort;
  /** A checkbox per row, and one selecting the page's rows. */
  selection?: TableSelection;
}

/** A checkbox choosing a row (or every row of the page) for a bulk action. */
function SelectBox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(box) => {
        if (box) box.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer accent-primary"
    />
  );
}

/** A column's header: a button sorting by it where it sorts, marked with the order (`aria-sort` on the header cell). */
function SortHeader({ header, field, sort }: { header: string; field: string; sort: TableSort }) {
  const active = sort.by === field;
  const Icon = !active ? ArrowUpDown : sort.order === 'desc' ? ArrowDown : ArrowUp;
  return (
    <Button variant="ghost" size="sm" className="-ml-2 h-8 px-2" onClick={() => sort.onSort(field)}>
      {header}
      <Icon aria-hidden="true" className="size-3.5" />
    </Button>
  );
}

const ariaSortOf = (column: { sort?: string }, sort?: TableSort) =>
  column.sort && sort
    ? sort.by === column.sort
      ? sort.order === 'desc'
        ? 'descending'
        : 'ascending'
      : 'none'
    : undefined;

function ActionControl<T extends { id: number }>({
  action,
  row,
  name,
}: {
  action: RowAction<T>;
  row: T;
  name: string;
}) {
  const Icon = action.icon;
  const look = buttonVariants({
    variant: 'ghost',
    size: 'sm',
    className: action.destructive ? 'text-destructive hover:text-destructive' : undefined,
  });
  const content = (
    <>
      <Icon aria-hidden="true" />
      {action.label}
    </>
  );
  if (action.href) {
    return (
      <a href={action.href(row)} target="_blank" rel="noopener noreferrer" aria-label={name} className={look}>
        {content}
      </a>
    );
  }
  if (action.to) {
    return (
      <Link to={action.to(row)} aria-label={name} className={look}>
        {content}
      </Link>
    );
  }
  const button = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={name}
      className={look}
      disabled={action.busy?.(row)}
      onClick={action.confirm ? undefined : () => void action.run?.(row)}
    >
      {content}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <ConfirmDialog
      title={action.confirm.title}
      description={action.confirm.description(row)}
      confirmLabel={action.confirm.label ?? action.label}
      onConfirm={async () => {
        await action.run?.(row);
      }}
      trigger={button}
    />
  );
}

/** A row's actions, each named after the row ('Edit Sports Day'); the table's, and any list's of rows. */
export function RowActions<T extends { id: number }>({
  row,
  actions,
  rowLabel,
  className,
}: {
  row: T;
  actions: RowAction<T>[];
  rowLabel: (row: T) => string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {actions
        .filter((action) => !action.hidden?.(row))
        .map((action) => (
          <ActionControl
            key={action.label}
            action={action}
            row={row}
            name={action.name ? action.name(rowLabel(row)) : `${action.label} ${rowLabel(row)}`}
          />
        ))}
    </div>
  );
}

/** How the row just saved stands out when the list opens again (also `aria-current="true"`). */
const SAVED_ROW = 'bg-amber-50 hover:bg-amber-100 dark:bg-amber-950';

/**
 * The kit's data table (docs/architecture.md): an area gives its columns and row actions. On a
 * phone each row is a card, its first column as the heading and its actions below, all in reach.
 */
export function DataTable<T extends { id: number }>({
  rows,
  columns,
  actions = [],
  rowLabel,
  stale,
  testId,
  reorder,
  cards = false,
  rowLink,
  sort,
  selection,
}: DataTableProps<T>) {
  const pageIds = rows.map((row) => row.id);
  const chosen = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const selectAll = selection && (
    <SelectBox
      label="Select all on this page"
      checked={chosen > 0 && chosen === pageIds.length}
      indeterminate={chosen > 0 && chosen < pageIds.length}
      onChange={(checked) => selection.onChange(pageIds, checked)}
    />
  );
  const selectRow = (row: T) =>
    selection && (
      <SelectBox
        label={`Select ${rowLabel(row)}`}
        checked={selection.selected.has(row.id)}
        onChange={(checked) => selection.onChange([row.id], checked)}
      />
    );
  const phone = useMediaQuery(PHONE_QUERY);
  const navigate = useNavigate();
  // The row just saved, back from its form: marked, and its link focused.
  const savedRow = useFocusSavedRow(rows.map((row) => row.id));
  const marked = (row: T) =>
    row.id === savedRow ? { 'aria-current': true as const, 'data-saved-row': '', className: SAVED_ROW } : {};
  const dim = cn(stale && 'opacity-60 transition-opacity');
  const open = (event: MouseEvent, row: T) => {
    // A link or button in the row does its own work; selecting text is not a click on the row.
    if (!rowLink || (event.target as HTMLElement).closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(rowLink(row));
  };

  if (reorder) {
    return (
      <SortableList
        items={rows}
        label={reorder.label}
        rowLabel={rowLabel}
        onReorder={reorder.onReorder}
        testId={testId}
        className={dim}
        renderItem={(row, handle) => (
          <>
            {handle}
            <RowCard row={row} columns={columns} actions={actions} rowLabel={rowLabel} wide={!phone} />
          </>
        )}
      />
    );
  }

  if (phone || cards) {
    return (
      <div className="grid gap-3">
        {(selectAll || sort) && (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {selectAll && (
              <label className="flex items-center gap-2">
                {selectAll}
                <span aria-hidden="true">All on this page</span>
              </label>
            )}
            {sort && <SortSelect columns={columns} sort={sort} />}
          </div>
        )}
        <ul aria-busy={stale || undefined} className={cn('grid gap-3', dim)}>
          {rows.map((row) => (
            <li
              key={row.id}
              data-testid={testId && `${testId}-row-${row.id}`}
              {...marked(row)}
              className={cn('flex gap-3 rounded-lg border p-3', marked(row).className)}
            >
              {selection && <div className="pt-1">{selectRow(row)}</div>}
              <RowCard row={row} columns={columns} actions={actions} rowLabel={rowLabel} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <Table aria-busy={stale || undefined} className={dim}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {selectAll && <TableHead className="w-0">{selectAll}</TableHead>}
          {columns.map((column) => (
            <TableHead key={column.id} aria-sort={ariaSortOf(column, sort)}>
              {column.sort && sort ? (
                <SortHeader header={column.header} field={column.sort} sort={sort} />
              ) : (
                column.header
              )}
            </TableHead>
          ))}
          {actions.length > 0 && (
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.id}
            data-testid={testId && `${testId}-row-${row.id}`}
            {...marked(row)}
            className={cn(rowLink && 'cursor-pointer', marked(row).className)}
            onClick={rowLink && ((event) => open(event, row))}
          >
            {selection && <TableCell className="w-0">{selectRow(row)}</TableCell>}
            {columns.map((column) => (
              <TableCell key={column.id} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
            {actions.length > 0 && (
              <TableCell className="w-0">
                <RowActions row={row} actions={actions} rowLabel={rowLabel} className="justify-end" />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A row as a card: its first column as the heading, the others as labelled values and its actions
 * underneath (a phone's table row, a sortable row); `wide` puts the values side by side.
 */
function RowCard<T extends { id: number }>({
  row,
  columns,
  actions,
  rowLabel,
  wide = false,
}: {
  row: T;
  columns: Column<T>[];
  actions: RowAction<T>[];
  rowLabel: (row: T) => string;
  wide?: boolean;
}) {
  const [first, ...rest] = columns;
  return (
    <div className={cn('min-w-0 flex-1', wide && 'flex flex-wrap items-center gap-x-6 gap-y-2')}>
      {first && (
        <div className={cn('mb-2 [overflow-wrap:anywhere]', wide && 'mb-0 min-w-48 flex-1')}>{first.cell(row)}</div>
      )}
      <dl
        className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm', wide && 'flex flex-[3] flex-wrap gap-x-6')}
      >
        {rest.map((column) => (
          <div key={column.id} className={cn('contents', wide && 'grid min-w-28 gap-0.5')}>
            <dt className={cn('text-muted-foreground', wide && 'text-xs')}>{column.header}</dt>
            {/* A long address or email breaks anywhere rather than widening a phone's card. */}
            <dd className="min-w-0 [overflow-wrap:anywhere]">{column.cell(row)}</dd>
          </div>
        ))}
      </dl>
      {actions.length > 0 && (
        <RowActions
          row={row}
          actions={actions}
          rowLabel={rowLabel}
          className={cn('mt-3 border-t pt-2', wide && 'mt-0 border-t-0 pt-0')}
        />
      )}
    </div>
  );
}

/** On a phone, where there are no headers: the order as a select of the sortable columns, each way. */
function SortSelect<T>({ columns, sort }: { columns: Column<T>[]; sort: TableSort }) {
  const id = useId();
  const sortable = columns.filter((column) => column.sort);
  if (sortable.length === 0) return null;
  const value = sort.by ? `${sort.by}:${sort.order}` : '';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id}>Sort by</label>
      <Select
        id={id}
        value={value}
        className="h-8 w-auto"
        onChange={(event) => {
          const [field, order] = event.target.value.split(':');
          if (field) sort.onSort(field, order === 'desc' ? 'desc' : 'asc');
        }}
      >
        <option value="">Default order</option>
        {sortable.flatMap((column) => [
          <option key={`${column.sort}:asc`} value={`${column.sort}:asc`}>{`${column.header} (ascending)`}</option>,
          <option key={`${column.sort}:desc`} value={`${column.sort}:desc`}>{`${column.header} (descending)`}</option>,
        ])}
      </Select>
    </div>
  );
}
