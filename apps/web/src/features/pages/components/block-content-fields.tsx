import { Minus, Plus } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PageBlockType, PageRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const Field = fieldsFor<PageRequest>();

interface Table {
  headers: string[];
  rows: string[][];
}

/**
 * A table's headers and cells (docs/product/pages.md §5): columns and rows added and removed, at least one of
 * each kept. Cells are rich HTML the server sanitizes; here they are plain inputs, so nothing in
 * them runs.
 */
function TableFields({ index }: { index: number }) {
  const { register, setValue } = useFormContext<PageRequest>();
  const name = `blocks.${index}.content` as const;
  // A table block's content (the block's type says so).
  const table = useWatch<PageRequest, typeof name>({ name }) as Table;
  const set = (next: Table) => setValue(name, next, { shouldDirty: true });
  const columns = table.headers.length;
  const rows = table.rows.length;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Table</legend>
      <div className="overflow-x-auto">
        <table className="border-collapse text-sm">
          <thead>
            <tr>
              {table.headers.map((_, c) => (
                <th key={c} className="p-1">
                  <Input aria-label={`Header ${c + 1}`} {...register(`${name}.headers.${c}`)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((_, c) => (
                  <td key={c} className="p-1">
                    <Input aria-label={`Row ${r + 1}, column ${c + 1}`} {...register(`${name}.rows.${r}.${c}`)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => set({ headers: [...table.headers, ''], rows: table.rows.map((row) => [...row, '']) })}
        >
          <Plus aria-hidden="true" />
          Add Column
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={columns <= 1}
          onClick={() => set({ headers: table.headers.slice(0, -1), rows: table.rows.map((row) => row.slice(0, -1)) })}
        >
          <Minus aria-hidden="true" />
          Remove Column
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => set({ ...table, rows: [...table.rows, table.headers.map(() => '')] })}
        >
          <Plus aria-hidden="true" />
          Add Row
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows <= 1}
          onClick={() => set({ ...table, rows: table.rows.slice(0, -1) })}
        >
          <Minus aria-hidden="true" />
          Remove Row
        </Button>
      </div>
    </fieldset>
  );
}

/** What a block of each type holds (docs/product/pages.md §3): text, an image with alt text and caption, a table. */
export function BlockContentFields({ index, type }: { index: number; type: PageBlockType }) {
  const name = `blocks.${index}.content` as const;
  if (type === 'text') return <Field.RichText name={`${name}.html`} label="Text" />;
  if (type === 'table') return <TableFields index={index} />;
  return (
    <div className="grid gap-4">
      <Field.ImageUrl
        name={`${name}.image.url`}
        label="Image"
        altFields={{ alt: `${name}.image.alt`, decorative: `${name}.image.decorative` }}
      />
      <Field.Text
        name={`${name}.image.alt`}
        label="Alt text"
        description="What the image shows, for visitors who cannot see it. A published page needs it."
      />
      <Field.Switch name={`${name}.image.decorative`} label="Decorative image" />
      <Field.Text name={`${name}.caption`} label="Caption" />
      {type !== 'image-only' && <Field.Textarea name={`${name}.text`} label="Text" rows={4} />}
    </div>
  );
}
