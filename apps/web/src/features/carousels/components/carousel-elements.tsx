import { useState } from 'react';
import { ImageIcon, Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  carouselElementRequest,
  carouselElementsMessages as messages,
  type Carousel,
  type CarouselElement,
  type CarouselElementRequest,
} from '@cms/contract';
import { deleteAction, editAction } from '@/components/columns';
import { DataTable, type Column } from '@/components/data-table';
import { fieldsFor } from '@/components/form/fields-for';
import { FormDialog } from '@/components/form/form-dialog';
import { moveOf, numberOf } from '@/components/form/sortable-fields';
import { valuesFrom } from '@/components/form/use-resource-form';
import { ImageOrPlaceholder } from '@/components/image-or-placeholder';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/lib/permissions';
import { toastSuccess } from '@/lib/toast';
import { elementsOf } from '../api';

const Field = fieldsFor<CarouselElementRequest>();

type ElementBody = z.output<typeof carouselElementRequest>;

/** Where the element dialog's changes go: a saved carousel's calls, or a new carousel's form. */
interface ElementStore {
  elements: CarouselElement[];
  add(body: ElementBody): Promise<unknown>;
  update(id: number, body: ElementBody): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  reorder(ids: number[]): Promise<unknown>;
}

const EMPTY_ELEMENT = { image: '', description: '' };

const labelOf = (element: CarouselElement) => element.description || `Element ${element.order}`;

/** The question before an element goes (the words of the kit's). */
const deleteConfirm = {
  title: messages.deleteConfirm,
  description: (element: CarouselElement) => `"${labelOf(element)}" will be removed for good.`,
};

const columns: Column<CarouselElement>[] = [
  {
    id: 'image',
    header: 'Image',
    cell: (element) => (
      <ImageOrPlaceholder
        src={element.image}
        alt={element.description || `Image of element ${element.order}`}
        missing={`No image for element ${element.order}`}
        icon={ImageIcon}
        className="h-16 w-28 rounded-md"
      />
    ),
  },
  { id: 'description', header: 'Description', cell: labelOf },
  { id: 'order', header: 'Order', className: 'tabular-nums', cell: (element) => element.order },
];

/** A saved carousel's elements: each change is its own call, with the spec's toasts. */
export function SavedCarouselElements({ carousel }: { carousel: Carousel }) {
  const elements = elementsOf(carousel.id);
  const create = elements.useCreate({ meta: { formHandlesRefusals: true } });
  const update = elements.useUpdate({ meta: { formHandlesRefusals: true } });
  const remove = elements.useDelete();
  const reorder = elements.useReorder();
  const store: ElementStore = {
    elements: carousel.elements,
    add: (body) => create.mutateAsync(body),
    update: (id, body) => update.mutateAsync({ id, body }),
    remove: (id) => remove.mutateAsync(id),
    reorder: (ids) => reorder.mutateAsync(ids),
  };
  return <CarouselElements store={store} title={carousel.title} />;
}

/** A new carousel's elements: kept in its form and created with it, with the same dialog and toasts. */
export function NewCarouselElements() {
  const { control } = useFormContext<{ title: string; elements: CarouselElementRequest[] }>();
  const list = useFieldArray({ control, name: 'elements', keyName: 'key' });
  const values = useWatch({ control, name: 'elements' }) ?? [];
  const title = useWatch({ control, name: 'title' });
  // Rows keep a number for the page's life, so a moved row keeps its handle's focus.
  const ids = list.fields.map((field) => numberOf(field.key));
  const indexOf = (id: number) => ids.indexOf(id);
  const said = (title: string) => void toastSuccess(title);
  const store: ElementStore = {
    elements: ids.map((id, index) => {
      const value = values[index];
      return {
        id,
        carouselId: 0,
        image: value?.image ?? '',
        description: value?.description ?? '',
        order: index + 1,
        orderNo: index + 1,
      };
    }),
    add: async (body) => {
      list.append(body);
      said(messages.created);
    },
    update: async (id, body) => {
      list.update(indexOf(id), body);
      said(messages.updated);
    },
    remove: async (id) => {
      list.remove(indexOf(id));
      said(messages.deleted);
    },
    reorder: async (order) => {
      const move = moveOf(ids, order);
      if (move) list.move(move.from, move.to);
      said(messages.reordered);
    },
  };
  return <CarouselElements store={store} title={title || 'the new carousel'} />;
}

/**
 * A carousel's elements in their order (docs/product/carousels.md §2): writers add and edit them in the element
 * dialog (an image is required, from a URL, an upload or the media library), delete them after a
 * question and drag them into a new order by pointer or keyboard.
 */
function CarouselElements({ store, title }: { store: ElementStore; title: string }) {
  const canWrite = useCan('writeContent');
  const [editing, setEditing] = useState<{ row?: CarouselElement } | null>(null);
  const row = editing?.row;

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Elements</h2>
          {canWrite && (
            <Button variant="outline" aria-haspopup="dialog" onClick={() => setEditing({})}>
              <Plus aria-hidden="true" />
              Add Element
            </Button>
          )}
        </div>
        {store.elements.length === 0 ? (
          <p className="text-sm text-muted-foreground">{messages.empty}</p>
        ) : (
          <DataTable
            rows={store.elements}
            columns={columns}
            rowLabel={labelOf}
            testId="carousel-element"
            actions={
              canWrite
                ? [
                    editAction((element: CarouselElement) => setEditing({ row: element })),
                    deleteAction((element) => store.remove(element.id), deleteConfirm),
                  ]
                : []
            }
            reorder={canWrite ? { label: `Elements of ${title}`, onReorder: (ids) => store.reorder(ids) } : undefined}
          />
        )}
      </CardContent>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={row ? 'Edit Element' : 'Add Element'}
        description={`An image of the carousel ${title}, with what it shows.`}
        submitLabel={row ? 'Save Changes' : 'Add Element'}
        schema={carouselElementRequest}
        defaultValues={valuesFrom(EMPTY_ELEMENT, row)}
        idPrefix="element"
        onSubmit={(body) => (row ? store.update(row.id, body) : store.add(body))}
      >
        <Field.ImageUrl name="image" label="Image URL" />
        <Field.Textarea name="description" label="Description" rows={3} />
      </FormDialog>
    </Card>
  );
}
