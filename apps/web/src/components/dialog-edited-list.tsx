import { useState, type ReactNode } from 'react';
import { Plus, Tags } from 'lucide-react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { DEFAULT_PAGE_SIZE } from '@cms/contract';
import { dateColumn, deleteAction, type DeleteConfirm, deleteConfirmOf, editAction } from '@/components/columns';
import type { Column } from '@/components/data-table';
import { FormDialog } from '@/components/form/form-dialog';
import { fieldsFor, type FormFields } from '@/components/form/fields-for';
import { requestShape, valuesFrom } from '@/components/form/use-resource-form';
import { BackLink } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { ResourceList } from '@/components/resource-list';
import { Button } from '@/components/ui/button';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { useCan } from '@/lib/permissions';
import type { ScreenResource } from '@/lib/resource';

/** A row of such a list: named and dated. */
type NamedRow = { id: number; createdDate: string } & ({ title: string } | { name: string });

export interface DialogEditedListProps<T extends NamedRow, V extends FieldValues, R> {
  /**
   * Its words: the title ('Topic Management') and the thing ('Topic' / 'topic' / 'topics'); the way
   * back is to its parent's list ('Back to Blogs').
   */
  resource: ScreenResource<T, R>;
  description: string;
  /**
   * The name's header, where it is not the name's field capitalised ('Title' for `name`). The field
   * that names a row (its first column, its name in its actions, unique: a 409 beside it) is its
   * `title` where its request has one, else its `name`.
   */
  namedLabel?: string;
  /** An ordered list: writers drag its rows into a new order (the resource's `useReorder`, page by page). */
  ordered?: boolean;
  /** The screen's title where it is not the resource's (it names the parent: 'Stars of Academic Toppers'). */
  title?: string;
  /** The columns between the name and the created date. */
  columns?: Column<T>[];
  /** The question before a delete and what it means for the rows that use this one, where not the kit's. */
  deleteConfirm?: Partial<DeleteConfirm<T>>;
  /** The dialog: what its line under the title says, and an empty row's values. */
  dialog: { description: (row?: T) => string; empty: V };
  /** The dialog's fields: the kit's fields bound to the resource's request (`Field.Text name="title"`). */
  fields: (Field: FormFields<R & FieldValues>) => ReactNode;
}

/**
 * A screen of named rows added and edited in a dialog (topics, news categories, later subjects
 * and spotlight categories): header with the add button, the list (the name, the area's columns,
 * the created date), and delete after a question.
 */
export function DialogEditedList<T extends NamedRow, V extends FieldValues, R>({
  resource,
  description,
  namedLabel,
  ordered = false,
  title,
  columns = [],
  deleteConfirm = {},
  dialog,
  fields,
}: DialogEditedListProps<T, V, R>) {
  const { screens } = resource;
  const named = 'title' in requestShape(resource.request) ? 'title' : 'name';
  const rowLabel = (row: T) => (row as unknown as Record<typeof named, string>)[named];
  const nameColumn: Column<T> = {
    id: named,
    header: namedLabel ?? named.charAt(0).toUpperCase() + named.slice(1),
    className: 'font-medium',
    cell: rowLabel,
  };
  const created = dateColumn<T>({ id: 'createdDate', header: 'Created Date', value: (row) => row.createdDate });
  const canWrite = useCan('writeContent');
  const list = useTableUrlState();
  const rows = resource.useList({ page: list.pageIndex });
  // The dialog shows a refused save beside its field; the shared toast would say it twice.
  const create = resource.useCreate({ meta: { formHandlesRefusals: true } });
  const update = resource.useUpdate({ meta: { formHandlesRefusals: true } });
  const remove = resource.useDelete();
  // A page's rows are numbered after the pages before it; the rest of the list keeps its order.
  const reorder = resource.useReorder(undefined, { offset: list.pageIndex * DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const row = editing?.row;
  const addLabel = `Add ${screens.name}`;

  return (
    <div>
      {resource.parent?.screens && <BackLink {...resource.parent.screens.back} />}
      <PageHeader
        title={title ?? screens.title}
        description={description}
        actions={
          canWrite && (
            <Button aria-haspopup="dialog" onClick={() => setEditing({})}>
              <Plus aria-hidden="true" />
              {addLabel}
            </Button>
          )
        }
      />
      <ResourceList
        query={rows}
        icon={screens.icon ?? Tags}
        columns={[nameColumn, ...columns, created]}
        actions={
          canWrite
            ? [
                editAction((current: T) => setEditing({ row: current })),
                deleteAction(
                  (current) => remove.mutateAsync(current.id),
                  deleteConfirmOf(screens, deleteConfirm, rowLabel),
                ),
              ]
            : []
        }
        rowLabel={rowLabel}
        reorder={
          ordered && canWrite
            ? { label: `${screens.title} in order`, onReorder: (ids) => reorder.mutateAsync(ids) }
            : undefined
        }
        testId={screens.idPrefix}
        itemLabel={[screens.one, screens.many]}
        loadingLabel={`Loading ${screens.many}...`}
        errorTitle={resource.messages.loadFailed ?? `Failed to load ${screens.many}`}
        empty={{ title: `No ${screens.many} yet`, hint: canWrite && `Add the first one with the ${addLabel} button.` }}
        list={list}
      />
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={row ? `Edit ${screens.name}` : addLabel}
        description={dialog.description(row)}
        submitLabel={row ? 'Save Changes' : addLabel}
        schema={resource.request!}
        defaultValues={valuesFrom(dialog.empty, row)}
        conflictField={named as FieldPath<V>}
        idPrefix={screens.idPrefix}
        onSubmit={(body) => (row ? update.mutateAsync({ id: row.id, body }) : create.mutateAsync(body))}
      >
        {fields(fieldsFor<R & FieldValues>())}
      </FormDialog>
    </div>
  );
}
