import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { bellSchedulesMessages, type BellScheduleRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { SortableFields, type FieldList } from '@/components/form/sortable-fields';
import { Button } from '@/components/ui/button';

const Field = fieldsFor<BellScheduleRequest>();

type Values = Required<BellScheduleRequest>;

export const EMPTY_ENTRY = { subject: '', teacher: '', startTime: '', endTime: '' };

/** docs/product/bell-schedules.md §4: a new block is titled 'Block {n}' and has one empty entry. */
export const newBlock = (n: number) => ({
  title: bellSchedulesMessages.newBlock(n),
  description: '',
  blockEntries: [{ ...EMPTY_ENTRY }],
});

/** The schedule's blocks, each with its entries, both dragged into order by pointer or keyboard. */
export function BlocksField() {
  // Watched, so the handles' and buttons' names follow what is typed.
  const blocks = useWatch<Values, 'blocks'>({ name: 'blocks' });
  const { errors } = useFormState<Values>({ name: 'blocks' });
  // A refusal of the server's about the blocks (the form's own checks name their fields).
  const refused = (get(errors, 'blocks') as { message?: string } | undefined)?.message;
  const titleOf = (index: number) => blocks[index]?.title || `Block ${index + 1}`;
  const subjectsOf = (index: number) => (blocks[index]?.blockEntries ?? []).map((entry) => entry.subject ?? '');
  return (
    <section aria-labelledby="bell-schedule-blocks" className="grid gap-3">
      <h2 id="bell-schedule-blocks" className="text-lg font-semibold">
        Blocks
      </h2>
      {refused && (
        <p role="alert" className="text-sm text-destructive">
          {refused}
        </p>
      )}
      <SortableFields<Values>
        name="blocks"
        label="Blocks"
        testId="bell-block"
        rowLabel={titleOf}
        renderRow={(index, handle, list) => (
          <BlockFields
            index={index}
            handle={handle}
            blocks={list}
            title={titleOf(index)}
            subjects={subjectsOf(index)}
          />
        )}
        footer={(list) => (
          <Button variant="outline" className="w-fit" onClick={() => list.append(newBlock(list.fields.length + 1))}>
            <Plus aria-hidden="true" />
            Add Block
          </Button>
        )}
      />
    </section>
  );
}

function BlockFields({
  index,
  handle,
  blocks,
  title,
  subjects,
}: {
  index: number;
  handle: ReactNode;
  blocks: FieldList<Values>;
  title: string;
  /** The entries' subjects as typed, which name them. */
  subjects: string[];
}) {
  const name = `blocks.${index}` as const;
  const entryName = (entry: number) => subjects[entry] || `entry ${entry + 1}`;
  return (
    <div className="grid min-w-0 flex-1 gap-3 py-1">
      <div className="flex items-center gap-2">
        {handle}
        <h3 className="min-w-0 flex-1 truncate font-medium">{title}</h3>
        <Button
          variant="ghost"
          className="h-11 text-destructive"
          aria-label={`Delete block ${title}`}
          onClick={() => blocks.remove(index)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field.Text name={`${name}.title`} label="Block title" required />
        <Field.Textarea name={`${name}.description`} label="Block description" rows={1} />
      </div>
      <SortableFields<Values>
        name={`${name}.blockEntries`}
        label={`Entries of ${title}`}
        testId={`bell-entry-${index}`}
        rowLabel={(entry) => `${entryName(entry)} of ${title}`}
        renderRow={(entry, entryHandle, entries) => (
          <EntryFields
            name={`${name}.blockEntries.${entry}`}
            handle={entryHandle}
            entries={entries}
            index={entry}
            label={`${entryName(entry)} of ${title}`}
          />
        )}
        footer={(entries) => (
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            aria-label={`Add Entry to ${title}`}
            onClick={() => entries.append({ ...EMPTY_ENTRY })}
          >
            <Plus aria-hidden="true" />
            Add Entry
          </Button>
        )}
      />
    </div>
  );
}

/** One entry: subject, teacher, start and end (required, held as '9:00 AM'); the block's last entry cannot go. */
function EntryFields({
  name,
  handle,
  entries,
  index,
  label,
}: {
  name: `blocks.${number}.blockEntries.${number}`;
  handle: ReactNode;
  entries: FieldList<Values>;
  index: number;
  label: string;
}) {
  const last = entries.fields.length === 1;
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
      {handle}
      <div className="grid min-w-0 flex-1 grid-cols-2 gap-2 md:grid-cols-4">
        <Field.Text name={`${name}.subject`} label="Subject" />
        <Field.Text name={`${name}.teacher`} label="Teacher" />
        <Field.Time name={`${name}.startTime`} label="Start time" required />
        <Field.Time name={`${name}.endTime`} label="End time" required />
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-11 text-destructive"
        aria-label={`Delete ${label}`}
        title={last ? 'A block keeps at least one entry' : undefined}
        disabled={last}
        onClick={() => entries.remove(index)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
