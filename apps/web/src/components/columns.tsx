import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, Pencil, Send, Trash2 } from 'lucide-react';
import type { Column, RowAction } from '@/components/data-table';
import { HomepageBadge, OptionBadge, type BadgeOption } from '@/components/option-badge';
import { Switch } from '@/components/ui/switch';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { Resource } from '@/lib/resource';
import type { Screens } from '@/lib/resource-screens';

/*
 * The kinds of column and the row actions every area's table is made of (docs/architecture.md):
 * an area's columns file lists them with its own words and fields.
 */

/** The item's title, linked to its view, with a line of detail (a summary, a header) under it. */
export function titleColumn<T>({
  to,
  title,
  detail,
  header = 'Title',
}: {
  to: (row: T) => string;
  title: (row: T) => string;
  detail?: (row: T) => string | null | undefined;
  /** 'Title' unless the area names it ('Name'). */
  header?: string;
}): Column<T> {
  return {
    id: 'title',
    header,
    className: 'min-w-56 max-w-md whitespace-normal',
    cell: (row) => {
      const more = detail?.(row);
      return (
        <div className="grid gap-0.5">
          <Link to={to(row)} className="w-fit rounded-sm font-medium underline-offset-4 hover:underline">
            {title(row)}
          </Link>
          {more && <p className="line-clamp-2 text-sm text-muted-foreground">{more}</p>}
        </div>
      );
    },
  };
}

/** The title column of an area's list: linked to the item's screen, with `detail` under it. */
export function itemTitleColumn<T extends { id: number; title: string }>(
  resource: { screens: Screens },
  detail: (row: T) => string | null | undefined,
): Column<T> {
  return titleColumn({ to: (row) => resource.screens.itemPath(row.id), title: (row) => row.title, detail });
}

/** Where the row stands in an ordered list (its `orderNo`, renumbered after every reorder). */
export function orderNoColumn<T extends { orderNo: number }>(): Column<T> {
  return { id: 'orderNo', header: 'No.', className: 'w-0 tabular-nums', cell: (row) => row.orderNo };
}

/** One value of a fixed set as its badge (a status, a severity). */
export function badgeColumn<T, V extends string>({
  id,
  header,
  value,
  options,
}: {
  id: string;
  header: string;
  value: (row: T) => V;
  options: readonly BadgeOption<V>[];
}): Column<T> {
  return { id, header, cell: (row) => <OptionBadge options={options} value={value(row)} /> };
}

/** Whether the row is on the website's home page: 'Homepage' or 'Not on homepage'. */
export function homepageColumn<T>(shown: (row: T) => boolean): Column<T> {
  return { id: 'homepage', header: 'Homepage', cell: (row) => <HomepageBadge shown={shown(row)} /> };
}

/** A date ('Jan 2, 2026'), or with its time in the browser's zone. */
export function dateColumn<T>({
  id,
  header,
  value,
  withTime,
}: {
  id: string;
  header: string;
  value: (row: T) => string | null;
  withTime?: boolean;
}): Column<T> {
  return {
    id,
    header,
    className: 'whitespace-nowrap text-muted-foreground',
    cell: (row) => {
      const date = value(row);
      const text = withTime ? formatDateTime(date) : formatDate(date);
      return date ? <time dateTime={date}>{text}</time> : text;
    },
  };
}

/**
 * An on/off flag of each row that is switched from the table and saved at once (an alert's
 * Active); named after the row ('Active Snow day'), busy while its save is on its way. Without
 * `onChange` (a VIEWER) it reads Yes or No.
 */
export function switchColumn<T>({
  id,
  header,
  checked,
  rowLabel,
  onChange,
  busy,
}: {
  id: string;
  header: string;
  checked: (row: T) => boolean;
  rowLabel: (row: T) => string;
  onChange?: (row: T, checked: boolean) => unknown;
  busy?: (row: T) => boolean;
}): Column<T> {
  return {
    id,
    header,
    cell: (row): ReactNode =>
      onChange ? (
        <Switch
          aria-label={`${header} ${rowLabel(row)}`}
          checked={checked(row)}
          disabled={busy?.(row)}
          aria-busy={busy?.(row) || undefined}
          onCheckedChange={(next) => void onChange(row, next)}
        />
      ) : checked(row) ? (
        'Yes'
      ) : (
        'No'
      ),
  };
}

/**
 * `switchColumn` saving through the resource: the switch sends the row's PUT with the flag
 * changed (`body`), busy while it is on its way; the toasts are the resource's update messages.
 * Those who may not change content read Yes or No.
 */
export function useSwitchColumn<T extends { id: number }, B>(
  resource: { useUpdate: Resource<T, B>['useUpdate'] },
  options: Omit<Parameters<typeof switchColumn<T>>[0], 'onChange' | 'busy'> & {
    /** The row's update body with the flag set to `checked`. */
    body: (row: T, checked: boolean) => B;
  },
): Column<T> {
  const canWrite = useCan('writeContent');
  const update = resource.useUpdate();
  const { body, ...column } = options;
  if (!canWrite) return switchColumn(column);
  return switchColumn({
    ...column,
    onChange: (row, checked) => update.mutate({ id: row.id, body: body(row, checked) }),
    busy: (row) => update.isPending && update.variables?.id === row.id,
  });
}

/** A row's delete question: its title and what it says of the row. */
export type DeleteConfirm<T> = NonNullable<RowAction<T>['confirm']>;

/**
 * The question before deleting a row: 'Are you sure you want to delete this notice?' and '"Lost
 * property" will be removed for good.', unless the area says otherwise.
 */
export function deleteConfirmOf<T>(
  screens: Screens,
  given: Partial<DeleteConfirm<T>> = {},
  name: (row: T) => string = (row) => (row as { title: string }).title,
): DeleteConfirm<T> {
  return {
    title: given.title ?? `Are you sure you want to delete this ${screens.one}?`,
    description: given.description ?? ((row) => `"${name(row)}" will be removed for good.`),
  };
}

/** A row's Edit: `open` opens its dialog, or `{to}` is its form's screen. */
export function editAction<T>(open: ((row: T) => unknown) | { to: (row: T) => string }): RowAction<T> {
  return { label: 'Edit', icon: Pencil, ...(typeof open === 'function' ? { run: open } : open) };
}

/** A row's Delete, asked first with `confirm` (every delete is). */
export function deleteAction<T>(run: (row: T) => unknown, confirm: NonNullable<RowAction<T>['confirm']>): RowAction<T> {
  return { label: 'Delete', icon: Trash2, destructive: true, run, confirm };
}

/**
 * View for everyone; Edit, the area's own actions and Delete (after `confirm`) for those who may
 * change content. `path` is the item's view ('/alerts/7'); its form is at `${path}/edit`.
 */
export function useItemActions<T extends { id: number }>(
  resource: { useDelete: Resource<T>['useDelete'] },
  {
    path,
    edit = (row) => `${path(row)}/edit`,
    view = true,
    confirm,
    extra = [],
    reads = [],
  }: {
    path: (row: T) => string;
    /** Where Edit goes: `.../edit` unless the area says. */
    edit?: (row: T) => string;
    /** Whether there is a View (an area edited on one screen has none). */
    view?: boolean;
    confirm: NonNullable<RowAction<T>['confirm']>;
    /** Between Edit and Delete (Publish). */
    extra?: RowAction<T>[];
    /** After View, for every reader (View on site). */
    reads?: RowAction<T>[];
  },
): RowAction<T>[] {
  const canWrite = useCan('writeContent');
  const remove = resource.useDelete();
  const viewing: RowAction<T>[] = [...(view ? [{ label: 'View', icon: Eye, to: path }] : []), ...reads];
  if (!canWrite) return viewing;
  return [...viewing, editAction({ to: edit }), ...extra, deleteAction((row) => remove.mutateAsync(row.id), confirm)];
}

/**
 * Publish from the row (`resource.useItemAction(publishPath)`), left out once published and busy
 * while its call is on its way; a refusal is the mutation's toast.
 */
export function publishAction<T extends { id: number }>(
  publish: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean; variables?: number },
  published: (row: T) => boolean,
): RowAction<T> {
  return {
    label: 'Publish',
    icon: Send,
    run: (row) => publish.mutateAsync(row.id).catch(() => undefined),
    hidden: published,
    busy: (row) => publish.isPending && publish.variables === row.id,
  };
}
