import { createContext, useContext, useId, type ReactElement, type ReactNode } from 'react';
import {
  Controller,
  get,
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';

/*
 * What every bound field has around its control: a name that is a path of the form's values, an id
 * from the form's prefix and that name, its label, its message and the '*' of a required field.
 * Apart from the fields, which are bound to the form around them (react-hook-form's FormProvider)
 * by name, so that each kind of field (input-fields, choice-fields, rich-fields, lookup-field) and
 * the forms that set the ids' prefix (page-form, form-dialog) share it.
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

/** The control's id: the one given, else the form's prefix and the name ('alert-starts-at'). */
export function useFieldId(name: string, id: string | undefined) {
  const prefix = useContext(FieldIdPrefix);
  const generated = useId();
  return id ?? (prefix ? `${prefix}-${kebab(name)}` : `field-${generated}`);
}

/** The field's message: the form's check, or the server's refusal beside it. */
export function useFieldError(name: string) {
  const { errors } = useFormState({ name });
  // A field of a list ('blocks.0.title') finds its message down the errors' tree.
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** A message under a control that is not a plain input (the editor, the image field, the look-up). */
export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

/**
 * A plain control registered by name (an input, a textarea, a select) in its labelled FormField,
 * with its message and the '*' of a required field: the one body of the input fields and the select.
 */
export function RegisteredField<V extends FieldValues = never>({
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

/** What a control of its own is given to show the form's value and its message. */
export interface BoundControl {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
}

/**
 * A control that is a component of its own rather than an input (the editor, the image field),
 * bound by name: it is given the value, its change and whether it is invalid, and its message is
 * written beneath it.
 */
export function ControlledField({
  name,
  id: givenId,
  control,
}: {
  name: string;
  id?: string;
  control: (bound: BoundControl) => ReactElement;
}) {
  const error = useFieldError(name);
  const id = useFieldId(name, givenId);
  return (
    <div className="grid gap-2">
      <Controller
        name={name}
        render={({ field }) =>
          control({
            id,
            value: field.value as string,
            onChange: field.onChange,
            invalid: Boolean(error),
            describedBy: error ? `${id}-error` : undefined,
          })
        }
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
