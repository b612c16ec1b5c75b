import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ImageField } from '@/components/image-field';
import { LookupPicker, type LookupPickerProps } from '@/components/lookup-picker';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, fromDateTimeLocal, toDateTimeLocal } from '@/lib/format';

/*
 * Fields bound to the form around them (react-hook-form's FormProvider) by name: each is a labelled
 * control with aria-invalid and its message beside it, so an area's form lists fields, nothing more.
 */

interface FieldProps {
  name: string;
  label: string;
  id: string;
  description?: ReactNode;
  required?: boolean;
}

function useFieldError(name: string) {
  const { errors } = useFormState({ name });
  return errors[name]?.message as string | undefined;
}

export function TextField({
  name,
  label,
  id,
  description,
  required,
  autoComplete = 'off',
}: FieldProps & { autoComplete?: string }) {
  const { register } = useFormContext();
  return (
    <FormField id={id} label={label} error={useFieldError(name)} description={description} requiredMark={required}>
      <Input autoComplete={autoComplete} required={required} {...register(name)} />
    </FormField>
  );
}

/**
 * A whole number (an order number), held in the form as a number: NaN while empty, which the
 * contract's schema names ('Order number is required').
 */
export function NumberField({
  name,
  label,
  id,
  description,
  required,
  min,
  max,
}: FieldProps & { min?: number; max?: number }) {
  const { register } = useFormContext();
  return (
    <FormField id={id} label={label} error={useFieldError(name)} description={description} requiredMark={required}>
      <Input
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        required={required}
        {...register(name, { valueAsNumber: true })}
      />
    </FormField>
  );
}

export function TextareaField({ name, label, id, description, required, rows = 3 }: FieldProps & { rows?: number }) {
  const { register } = useFormContext();
  return (
    <FormField id={id} label={label} error={useFieldError(name)} description={description} requiredMark={required}>
      <Textarea rows={rows} required={required} {...register(name)} />
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  id,
  options,
}: FieldProps & { options: { value: string; label: string }[] }) {
  const { register } = useFormContext();
  return (
    <FormField id={id} label={label} error={useFieldError(name)}>
      <Select {...register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/**
 * A date and time typed in the browser's time zone (a `datetime-local` input) and held in the form
 * as the instant the wire carries (ISO, or '' for none), so the contract's schema checks it as sent.
 */
export function DateTimeField({ name, label, id, description, required }: FieldProps) {
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} error={error} description={description} requiredMark={required}>
          <Input
            type="datetime-local"
            required={required}
            name={field.name}
            ref={field.ref}
            value={toDateTimeLocal(field.value as string | null)}
            onChange={(event) => field.onChange(fromDateTimeLocal(event.target.value))}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}

export function SwitchField({ name, label, id }: FieldProps) {
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={id}>{label}</Label>
          <Switch id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
        </div>
      )}
    />
  );
}

/** A message under a control that is not a plain input (the editor, the image field). */
function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

export function RichTextField({ name, label, id, required, placeholder }: FieldProps & { placeholder?: string }) {
  const error = useFieldError(name);
  return (
    <div className="grid gap-2">
      <Controller
        name={name}
        render={({ field }) => (
          <LazyRichTextEditor
            id={id}
            label={label}
            required={required}
            value={field.value as string}
            onChange={field.onChange}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
            placeholder={placeholder}
          />
        )}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function ImageUrlField({ name, label, id }: FieldProps) {
  const error = useFieldError(name);
  return (
    <div className="grid gap-2">
      <Controller
        name={name}
        render={({ field }) => (
          <ImageField
            id={id}
            label={label}
            value={field.value as string}
            onChange={field.onChange}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
          />
        )}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** Unsaved typing from an earlier visit (a session that ended, a reload, a crash), offered back. */
export function DraftBanner({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: { savedAt: string } | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  if (!draft) return null;
  const time = new Date(draft.savedAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <History className="size-4 shrink-0" aria-hidden="true" />
        You have unsaved changes from {formatDate(draft.savedAt)}, {time}.
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}

/** Cancel (a link back) and the submit button, which reads 'Saving...' and waits while saving. */
export function FormActions({ cancelTo, saving, label }: { cancelTo: string; saving: boolean; label: string }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Link
        to={cancelTo}
        className={buttonVariants({ variant: 'outline' })}
        aria-disabled={saving || undefined}
        onClick={(event) => saving && event.preventDefault()}
      >
        Cancel
      </Link>
      <Button type="submit" disabled={saving}>
        {saving && <Spinner label="" />}
        {saving ? 'Saving...' : label}
      </Button>
    </div>
  );
}

/** A look-up picker bound to a list of ids in the form (a news item's categories, a new blog's topics). */
export function LookupField<T extends { id: number }>({
  name,
  ...picker
}: { name: string } & Omit<LookupPickerProps<T>, 'value' | 'onChange'>) {
  const { setValue } = useFormContext();
  const value = (useWatch({ name }) as number[] | undefined) ?? [];
  return <LookupPicker {...picker} value={value} onChange={(ids) => setValue(name, ids, { shouldDirty: true })} />;
}
