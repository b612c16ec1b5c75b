import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { POLL_VOTES_MIN, type PollRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { Button } from '@/components/ui/button';

const Field = fieldsFor<PollRequest>();

type Values = Required<PollRequest>;

export const NEW_OPTION = { poll_option: '', option_submitted: 0 };

/**
 * The Poll Options tab: each option's text and its votes (whole numbers from 0), added and
 * removed. An option the poll has saved is removed on the server at once (`onRemoveSaved`); a new
 * one only leaves the form.
 */
export function PollOptionsFields({ onRemoveSaved }: { onRemoveSaved?: (optionId: number) => Promise<unknown> }) {
  const { control, getValues } = useFormContext<Values>();
  const options = useFieldArray({ control, name: 'options', keyName: 'key' });

  const remove = async (index: number) => {
    const saved = getValues(`options.${index}.poll_option_id`);
    if (saved && onRemoveSaved) await onRemoveSaved(Number(saved));
    options.remove(index);
  };

  return (
    <div className="grid gap-4">
      {options.fields.length === 0 && <p className="text-sm text-muted-foreground">No options yet.</p>}
      <ol className="grid gap-3">
        {options.fields.map((field, index) => (
          <li key={field.key} className="flex flex-wrap items-end gap-3 rounded-lg border p-3">
            <div className="min-w-48 flex-1">
              <Field.Text name={`options.${index}.poll_option`} label={`Option ${index + 1}`} required />
            </div>
            <div className="w-36">
              <Field.Number
                name={`options.${index}.option_submitted`}
                label={`Votes for option ${index + 1}`}
                min={POLL_VOTES_MIN}
              />
            </div>
            <Button
              variant="ghost"
              className="h-11 text-destructive"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => void remove(index).catch(() => undefined)}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="outline" className="w-fit" onClick={() => options.append({ ...NEW_OPTION })}>
        <Plus aria-hidden="true" />
        Add Option
      </Button>
    </div>
  );
}
