import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { SortableList } from '@/components/sortable-list';
import { PHONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
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
}

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
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const navigate = useNavigate();
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
      <ul aria-busy={stale || undefined} className={cn('grid gap-3', dim)}>
        {rows.map((row) => (
          <li key={row.id} data-testid={testId && `${testId}-row-${row.id}`} className="rounded-lg border p-3">
            <RowCard row={row} columns={columns} actions={actions} rowLabel={rowLabel} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Table aria-busy={stale || undefined} className={dim}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead key={column.id}>{column.header}</TableHead>
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
            className={cn(rowLink && 'cursor-pointer')}
            onClick={rowLink && ((event) => open(event, row))}
          >
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
