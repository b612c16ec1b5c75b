import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Column } from '@/components/data-table';
import { FormDialog } from '@/components/form/form-dialog';
import { BackLink } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { ResourceList } from '@/components/resource-list';
import { Button } from '@/components/ui/button';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { useCan } from '@/lib/permissions';
import type { Resource } from '@/lib/resource';

export interface DialogEditedListProps<T extends { id: number }, V extends FieldValues, R> {
  resource: Resource<T, R>;
  title: string;
  description: string;
  back: { to: string; label: string };
  icon: LucideIcon;
  /** 'Topic' / 'topic' / 'topics': the words of the add button, the dialog and the list. */
  thing: { title: string; one: string; many: string };
  columns: Column<T>[];
  rowLabel: (row: T) => string;
  /** The question before a delete and what it means for the rows that use this one. */
  deleteConfirm: { title: string; description: (row: T) => ReactNode };
  dialogDescription: (row?: T) => string;
  schema: z.ZodType<R>;
  defaultValues: (row?: T) => V;
  /** The field a 409 (a taken name) is shown beside. */
  conflictField?: FieldPath<V>;
  /** The dialog's fields (the kit's bound fields). */
  fields: ReactNode;
}

/**
 * A screen of named rows added and edited in a dialog (topics, news categories, later subjects
 * and spotlight categories): header with the add button, the list, and delete after a question.
 */
export function DialogEditedList<T extends { id: number }, V extends FieldValues, R>({
  resource,
  title,
  description,
  back,
  icon,
  thing,
  columns,
  rowLabel,
  deleteConfirm,
  dialogDescription,
  schema,
  defaultValues,
  conflictField,
  fields,
}: DialogEditedListProps<T, V, R>) {
  const canWrite = useCan('writeContent');
  const list = useTableUrlState();
  const rows = resource.useList({ page: list.pageIndex });
  // The dialog shows a refused save beside its field; the shared toast would say it twice.
  const create = resource.useCreate({ meta: { formHandlesRefusals: true } });
  const update = resource.useUpdate({ meta: { formHandlesRefusals: true } });
  const remove = resource.useDelete();
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const row = editing?.row;
  const addLabel = `Add ${thing.title}`;

  return (
    <div>
      <BackLink {...back} />
      <PageHeader
        title={title}
        description={description}
        actions={
          canWrite && (
            <Button onClick={() => setEditing({})}>
              <Plus aria-hidden="true" />
              {addLabel}
            </Button>
          )
        }
      />
      <ResourceList
        query={rows}
        icon={icon}
        columns={columns}
        actions={
          canWrite
            ? [
                { label: 'Edit', icon: Pencil, run: (current) => setEditing({ row: current }) },
                {
                  label: 'Delete',
                  icon: Trash2,
                  destructive: true,
                  run: (current) => remove.mutateAsync(current.id),
                  confirm: deleteConfirm,
                },
              ]
            : []
        }
        rowLabel={rowLabel}
        itemLabel={[thing.one, thing.many]}
        loadingLabel={`Loading ${thing.many}...`}
        errorTitle={`Failed to load ${thing.many}`}
        empty={{ title: `No ${thing.many} yet`, hint: canWrite && `Add the first one with the ${addLabel} button.` }}
        list={list}
      />
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={row ? `Edit ${thing.title}` : addLabel}
        description={dialogDescription(row)}
        submitLabel={row ? 'Save Changes' : addLabel}
        schema={schema}
        defaultValues={defaultValues(row)}
        conflictField={conflictField}
        onSubmit={(body) => (row ? update.mutateAsync({ id: row.id, body }) : create.mutateAsync(body))}
      >
        {fields}
      </FormDialog>
    </div>
  );
}
