import { createContext, useContext, useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import {
  Controller,
  get,
  useFormContext,
  useFormState,
  useWatch,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { MediaItem } from '@cms/contract';
import { ImageField } from '@/components/image-field';
import { LookupPicker, type LookupPickerProps } from '@/components/lookup-picker';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, fromDateTimeLocal, toDateTimeLocal } from '@/lib/format';

/*
 * Fields bound to the form around them (react-hook-form's FormProvider) by name: each is a labelled
 * control with aria-invalid and its message beside it, so an area's form lists fields, nothing more.
 * Each is generic over the form's values `V`, which a form gives them once (`fieldsFor`).
 */

/**
 * A field's name: a path of the form's values ('title', 'blocks.0.title', 'margins.top'), so a
 * name the form does not hold does not compile. It is never inferred from the name itself (which
 * would make any name a path of the values it made up): a field not given its form's values (`V`
 * is `never` unless given) takes no name at all.
 */
export type FieldName<V extends FieldValues> = NoInfer<FieldPath<V>>;

export interface FieldProps<V extends FieldValues> {
  name: FieldName<V>;
  label: string;
  /** The control's id; from the form's prefix and the name unless given ('alert-starts-at'). */
  id?: string;
  description?: ReactNode;
  required?: boolean;
  /** The spec's '*' after the label of a required field; some screens go without it (the profile). */
  requiredMark?: boolean;
}

const FieldIdPrefix = createContext<string | null>(null);

/**
 * The fields inside get their ids from `prefix` and their names ('news' and `creator_name`:
 * 'news-creator-name'), so a form lists its fields without naming each control twice.
 */
export function FieldIds({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <FieldIdPrefix.Provider value={prefix}>{children}</FieldIdPrefix.Provider>;
}

const kebab = (name: string) => name.replace(/_/g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function useFieldId(name: string, id: string | undefined) {
  const prefix = useContext(FieldIdPrefix);
  const generated = useId();
  return id ?? (prefix ? `${prefix}-${kebab(name)}` : `field-${generated}`);
}

function useFieldError(name: string) {
  const { errors } = useFormState({ name });
  // A field of a list ('blocks.0.title') finds its message down the errors' tree.
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/**
 * A plain control registered by name (an input, a textarea, a select) in its labelled FormField,
 * with its message and the '*' of a required field: the one body of the fields below.
 */
function RegisteredField<V extends FieldValues = never>({
  name,
  label,
  id: givenId,
  description,
  required,
  requiredMark = required,
  options,
  control,
}: FieldProps<V> & {
  options?: RegisterOptions;
  control: (registered: UseFormRegisterReturn & { required?: boolean }) => ReactElement;
}) {
  const { register } = useFormContext();
  const id = useFieldId(name, givenId);
  return (
    <FormField id={id} label={label} error={useFieldError(name)} description={description} requiredMark={requiredMark}>
      {control({ ...register(name, options), required })}
    </FormField>
  );
}

export function TextField<V extends FieldValues = never>({
  autoComplete = 'off',
  type,
  readOnly,
  placeholder,
  ...field
}: FieldProps<V> & {
  autoComplete?: string;
  type?: 'email' | 'time' | 'date';
  readOnly?: boolean;
  placeholder?: string;
}) {
  return (
    <RegisteredField<V>
      {...field}
      control={(registered) => (
        <Input type={type} autoComplete={autoComplete} readOnly={readOnly} placeholder={placeholder} {...registered} />
      )}
    />
  );
}

/** A password, hidden unless shown; 'new-password' to the browser's password manager unless told otherwise. */
export function PasswordField<V extends FieldValues = never>({
  required = true,
  requiredMark = false,
  autoComplete = 'new-password',
  ...field
}: FieldProps<V> & { autoComplete?: 'new-password' | 'current-password' }) {
  return (
    <RegisteredField<V>
      {...field}
      required={required}
      requiredMark={requiredMark}
      control={(registered) => <PasswordInput autoComplete={autoComplete} {...registered} />}
    />
  );
}

/**
 * A number (an order number; with `step` 0.1, a percentage), held in the form as a number: NaN
 * while empty, which the contract's schema names ('Order number is required').
 */
export function NumberField<V extends FieldValues = never>({
  min,
  max,
  step = 1,
  ...field
}: FieldProps<V> & { min?: number; max?: number; step?: number }) {
  return (
    <RegisteredField<V>
      {...field}
      options={{ valueAsNumber: true }}
      control={(registered) => (
        <Input
          type="number"
          inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
          step={step}
          min={min}
          max={max}
          {...registered}
        />
      )}
    />
  );
}

export function TextareaField<V extends FieldValues = never>({
  rows = 3,
  ...field
}: FieldProps<V> & { rows?: number }) {
  return <RegisteredField<V> {...field} control={(registered) => <Textarea rows={rows} {...registered} />} />;
}

export function SelectField<V extends FieldValues = never>({
  options,
  ...field
}: FieldProps<V> & { options: { value: string; label: string }[] }) {
  return (
    <RegisteredField<V>
      {...field}
      control={(registered) => (
        <Select {...registered}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

/** An input whose value the form holds in another form than it shows (a date and time), bound by name. */
function HeldInput<V extends FieldValues = never>({
  name,
  label,
  id: givenId,
  description,
  required,
  type,
  shown,
  held,
}: FieldProps<V> & {
  type: 'date' | 'datetime-local';
  /** The held value as the input shows it. */
  shown: (value: string | null) => string;
  /** The input's value as the form holds it. */
  held: (value: string) => string;
}) {
  const error = useFieldError(name);
  const id = useFieldId(name, givenId);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} error={error} description={description} requiredMark={required}>
          <Input
            type={type}
            required={required}
            name={field.name}
            ref={field.ref}
            value={shown(field.value as string | null)}
            onChange={(event) => field.onChange(held(event.target.value))}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}

/**
 * A date and time typed in the browser's time zone (a `datetime-local` input) and held in the form
 * as the instant the wire carries (ISO, or '' for none), so the contract's schema checks it as sent.
 */
export function DateTimeField<V extends FieldValues = never>(field: FieldProps<V>) {
  return <HeldInput<V> {...field} type="datetime-local" shown={toDateTimeLocal} held={fromDateTimeLocal} />;
}

const asTyped = (value: string | null) => value ?? '';

/**
 * A date, or with `dateOnly` off a date and time, on the school's clock (the contract's
 * `wallClock`: '2026-12-03', '2026-12-03T18:00', '' for none), held as typed: no time zone, so a 6
 * p.m. concert is 18:00 wherever the browser is. Switching `dateOnly` (an event made all day) keeps
 * the date, and gives it back its time (or `time`) when switched off again.
 */
export function WallClockField<V extends FieldValues = never>({
  dateOnly,
  time = '09:00',
  ...field
}: FieldProps<V> & { dateOnly: boolean; time?: string }) {
  const { getValues, setValue } = useFormContext();
  const lastTime = useRef(time);
  useEffect(() => {
    const value = String(getValues(field.name) ?? '');
    if (!value) return;
    if (dateOnly && value.length > 10) {
      lastTime.current = value.slice(11);
      setValue<string>(field.name, value.slice(0, 10), { shouldDirty: true });
    } else if (!dateOnly && value.length === 10) {
      setValue<string>(field.name, `${value}T${lastTime.current}`, { shouldDirty: true });
    }
  }, [dateOnly, field.name, getValues, setValue]);
  return <HeldInput<V> {...field} type={dateOnly ? 'date' : 'datetime-local'} shown={asTyped} held={asTyped} />;
}

export function SwitchField<V extends FieldValues = never>({ name, label, id: givenId }: FieldProps<V>) {
  const id = useFieldId(name, givenId);
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

/** Whether the item shows on the website's home page (a news item, a blog post). */
export function HomepageField<V extends FieldValues = never>({ name }: { name: FieldName<V> }) {
  return <SwitchField<V> name={name} label="Show on homepage" />;
}

/** A message under a control that is not a plain input (the editor, the image field). */
function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

export function RichTextField<V extends FieldValues = never>({
  name,
  label,
  id: givenId,
  required,
  placeholder,
}: FieldProps<V> & { placeholder?: string }) {
  const error = useFieldError(name);
  const id = useFieldId(name, givenId);
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

/**
 * An image's URL field. With `altFields`, an image chosen from the media library brings its alt
 * text (and whether it is decorative) into those fields, unless alt text was already written.
 */
export function ImageUrlField<V extends FieldValues = never>({
  name,
  label,
  id: givenId,
  altFields,
}: FieldProps<V> & { altFields?: { alt: FieldName<V>; decorative?: FieldName<V> } }) {
  const error = useFieldError(name);
  const id = useFieldId(name, givenId);
  const { getValues, setValue } = useFormContext();
  const takeAltText = (item: MediaItem) => {
    if (!altFields || String(getValues(altFields.alt) ?? '').trim()) return;
    // The form is read by name here, as react-hook-form's context holds it: untyped.
    setValue<string>(altFields.alt, item.altText, { shouldDirty: true, shouldValidate: true });
    if (altFields.decorative) setValue<string>(altFields.decorative, item.decorative, { shouldDirty: true });
  };
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
            onPick={takeAltText}
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

/**
 * A button that waits while its work runs: disabled, with a spinner and `busyLabel` ('Saving...')
 * meanwhile. A form's submit unless given `onClick`; `icon` shows while it does not wait.
 */
export function BusyButton({
  busy,
  label,
  busyLabel = 'Saving...',
  icon,
  onClick,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  icon?: ReactNode;
  onClick?: () => void;
  className?: string;
}) {
  return (
    <Button type={onClick ? 'button' : 'submit'} onClick={onClick} className={className} disabled={busy}>
      {busy ? <Spinner label="" /> : icon}
      {busy ? busyLabel : label}
    </Button>
  );
}

/** Cancel and the button that does the work, as a form or a step ends; Cancel waits too. */
export function CancelAndDo({
  onCancel,
  className,
  ...action
}: Parameters<typeof BusyButton>[0] & { onCancel: () => void }) {
  return (
    <div className={className}>
      <Button variant="outline" onClick={onCancel} disabled={action.busy}>
        Cancel
      </Button>
      <BusyButton {...action} />
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
      <BusyButton busy={saving} label={label} />
    </div>
  );
}

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
