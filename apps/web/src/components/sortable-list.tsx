import { useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** The list's accessible name ('Menu items'). */
  label: string;
  /** Names a row in its handle ('Reorder Sports Day') and in what screen readers hear. */
  rowLabel: (item: T) => string;
  /** A row's content; place `handle` in it (it is null when `disabled`). */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  /** Saves the ids in their new order: the area's `useReorder().mutateAsync`. A rejection rolls back. */
  onReorder: (ids: number[]) => Promise<unknown>;
  /** Read-only (a VIEWER): no handles. */
  disabled?: boolean;
  /** `data-testid` of the list; each row's is `${testId}-row-${id}`, as in DataTable. */
  testId?: string;
  className?: string;
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To move a row, press Space on its reorder handle. Use the up and down arrow keys to move it, ' +
    'Space again to drop it in its new place, or Escape to cancel.',
};

/** Rows move up and down only: a sideways wobble would read as a drag out of the list. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The kit's sortable list (docs/design.md §11 "The area kit"): drag a row by its handle with a pointer or the
 * keyboard (Space, arrows, Space; Escape cancels). The new order shows at once and is saved with
 * `onReorder`; if the server refuses, the order before the drag comes back (the toast is the
 * mutation's, from the query client's one error handler).
 */
export function SortableList<T extends { id: number }>({
  items,
  label,
  rowLabel,
  renderItem,
  onReorder,
  disabled = false,
  testId,
  className,
}: SortableListProps<T>) {
  // The dropped order, kept only while `items` is the array it was made from: the server's next
  // read (a new array) replaces it, so the list never shows an order the server did not confirm.
  const [moved, setMoved] = useState<{ from: T[]; ids: number[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const byId = new Map(items.map((item) => [item.id, item]));
  const current = moved?.from === items ? moved : null;
  const rows = current ? current.ids.flatMap((id) => byId.get(id) ?? []) : items;

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap or click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => {
    const item = byId.get(Number(id));
    return item ? rowLabel(item) : 'The row';
  };
  const place = (id: UniqueIdentifier) => `position ${rows.findIndex((row) => row.id === id) + 1} of ${rows.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}. ${capitalise(place(active.id))}.`;
    },
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the row over itself right after pick-up; that is no move to announce.
      if (over?.id === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${nameOf(active.id)} was moved into ${place(over.id)}.`
        : `${nameOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${place(over.id)}.`
        : `${nameOf(active.id)} was dropped outside the list and did not move.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${nameOf(active.id)} stays at ${place(active.id)}.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = rows.map((row) => row.id);
    const next = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    setMoved({ from: items, ids: next });
    setSaving(true);
    onReorder(next).then(
      () => setSaving(false),
      () => {
        // Back to the order before this drag; the failure toast is the mutation's, not ours.
        setMoved(current);
        setSaving(false);
      },
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      onDragEnd={handleDragEnd}
    >
      <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <ul
          aria-label={label}
          aria-busy={saving || undefined}
          data-testid={testId}
          className={cn('grid gap-2', saving && 'opacity-80 transition-opacity', className)}
        >
          {rows.map((row) => (
            <SortableRow
              key={row.id}
              item={row}
              name={rowLabel(row)}
              disabled={disabled}
              locked={saving}
              renderItem={renderItem}
              testId={testId && `${testId}-row-${row.id}`}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow<T extends { id: number }>({
  item,
  name,
  disabled,
  locked,
  renderItem,
  testId,
}: {
  item: T;
  name: string;
  disabled: boolean;
  /** A save is on its way: the handle stays focusable (focus is not lost) but cannot pick up. */
  locked: boolean;
  renderItem: SortableListProps<T>['renderItem'];
  testId?: string;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: disabled || locked,
  });

  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${name}`}
      className={cn(
        // 44 px square: a finger-sized target on a phone. touch-none lets a touch drag the row
        // instead of scrolling the page.
        'inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground',
        'outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        'active:cursor-grabbing aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
      )}
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  );

  return (
    <li
      ref={setNodeRef}
      data-testid={testId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-lg border bg-card p-2 text-card-foreground',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      {renderItem(item, handle)}
    </li>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
