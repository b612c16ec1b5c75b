import type { ReactNode } from 'react';
import {
  useFieldArray,
  useFormContext,
  type FieldArrayPath,
  type FieldValues,
  type UseFieldArrayReturn,
} from 'react-hook-form';
import { SortableList } from '@/components/sortable-list';

/** A list of the form's values `V` (`useFieldArray`), as its rows and its calls. */
export type FieldList<V extends FieldValues = never> = UseFieldArrayReturn<V, FieldArrayPath<V>, 'key'>;

/*
 * SortableList names rows by number; each row's key (react-hook-form's, unique for the page's life)
 * gets one the first time it is seen. A few bytes a row ever added on the page.
 */
const numbers = new Map<string, number>();
export const numberOf = (key: string) => {
  if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
  return numbers.get(key)!;
};

/** Where one id moved to between two orders that differ by one move (what `SortableList` reports). */
export function moveOf(before: readonly number[], after: readonly number[]) {
  const first = after.findIndex((id, index) => before[index] !== id);
  if (first < 0) return null;
  const last = after.findLastIndex((id, index) => before[index] !== id);
  return after[first] === before[last] ? { from: last, to: first } : { from: first, to: last };
}

/**
 * A list inside a form (a bell schedule's blocks, a block's entries) whose rows are dragged into a
 * new order by pointer or keyboard (`SortableList`); the order is the form's until it is saved
 * with the rest of the document. Rows keep their keys when moved, so the handle keeps its focus.
 */
export function SortableFields<V extends FieldValues = never>({
  name,
  label,
  rowLabel,
  renderRow,
  footer,
  disabled,
  testId,
}: {
  /** The list's field, a list of the form's values `V` (as `FieldName`): 'blocks', 'blocks.0.blockEntries'. */
  name: NoInfer<FieldArrayPath<V>>;
  /** The list's accessible name. */
  label: string;
  /** Names a row in its handle ('Reorder Morning'). */
  rowLabel: (index: number) => string;
  /** A row's fields, given its index, its handle and the list (to remove it). */
  renderRow: (index: number, handle: ReactNode, list: FieldList<V>) => ReactNode;
  /** Under the rows: the list's add button. */
  footer?: (list: FieldList<V>) => ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  const { control } = useFormContext<V>();
  const list = useFieldArray<V, FieldArrayPath<V>, 'key'>({ control, name, keyName: 'key' });
  const rows = list.fields.map((field, index) => ({ id: numberOf(field.key), index }));

  return (
    <>
      <SortableList
        items={rows}
        label={label}
        rowLabel={(row) => rowLabel(row.index)}
        disabled={disabled}
        testId={testId}
        onReorder={async (ids) => {
          const move = moveOf(
            rows.map((row) => row.id),
            ids,
          );
          if (move) list.move(move.from, move.to);
        }}
        renderItem={(row, handle) => renderRow(row.index, handle, list)}
      />
      {footer?.(list)}
    </>
  );
}
