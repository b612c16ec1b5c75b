import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { LookupPicker, type LookupPickerProps } from '@/components/lookup-picker';
import { ErrorText, useFieldError, useFieldId, type FieldName } from './field-chrome';

/*
 * A field holding the ids of linked rows, chosen with the look-up picker. Apart from the other
 * fields: its value is a list, its rows' type comes from the resource it looks them up in, and it
 * brings the picker with it.
 */

export type LookupFieldProps<V extends FieldValues, T extends { id: number }> = {
  name: FieldName<V>;
  label?: string;
  required?: boolean;
} & Omit<LookupPickerProps<T>, 'value' | 'onChange'>;

/**
 * A look-up picker bound to a list of ids in the form (a news item's categories, a staff member's
 * departments); with `label`, a group under that legend, and its message (none chosen) beneath.
 */
export function LookupField<V extends FieldValues = never, T extends { id: number } = { id: number }>({
  name,
  label,
  required,
  ...picker
}: LookupFieldProps<V, T>) {
  const { setValue } = useFormContext();
  const value = (useWatch({ name }) as number[] | undefined) ?? [];
  const error = useFieldError(name);
  const id = useFieldId(name, undefined);
  const control = (
    <LookupPicker
      {...picker}
      value={value}
      onChange={(ids) => setValue<string>(name, ids, { shouldDirty: true, shouldValidate: Boolean(error) })}
    />
  );
  if (!label && !error) return control;
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined} className="grid gap-3">
      {label && (
        <legend className="mb-3 text-sm font-medium">
          {label}
          {required && (
            <span aria-hidden="true" className="text-destructive">
              {' '}
              *
            </span>
          )}
        </legend>
      )}
      {control}
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
