import { useEffect, useRef } from 'react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { clockTimeOf, toTimeInput } from '@cms/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Textarea } from '@/components/ui/textarea';
import { fromDateTimeLocal, toDateTimeLocal } from '@/lib/format';
import { RegisteredField, useFieldError, useFieldId, type FieldProps } from './field-chrome';

/*
 * The fields a value is typed into: text, password, number, a paragraph, an instant, a date or time
 * on the school's clock, a time of day. Each is a labelled control with aria-invalid and its message beside it
 * (field-chrome), bound to the form by a name of its values, so an area's form lists fields, nothing
 * more.
 */

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
  type: 'date' | 'datetime-local' | 'time';
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

/** A time as the browser's time input holds it ('14:30'), written the one way ('2:30 PM'); '' while none. */
const asClockTime = (value: string) => clockTimeOf(value) ?? '';

/**
 * A time of day (class subjects, bell schedule entries) typed in the browser's time control and
 * held in the form written one way, '9:00 AM' (docs/product/bell-schedules.md §3), '' while empty.
 * A held text that reads as no time (a row stored before times were checked) shows empty and stays
 * as it was until a time is typed, so the contract's message names it.
 */
export function TimeField<V extends FieldValues = never>(field: FieldProps<V>) {
  return <HeldInput<V> {...field} type="time" shown={(value) => toTimeInput(value ?? '')} held={asClockTime} />;
}

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
