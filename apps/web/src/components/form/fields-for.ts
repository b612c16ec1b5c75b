import type { ReactElement } from 'react';
import type { FieldValues } from 'react-hook-form';
import { HomepageField, SelectField, SwitchField } from './choice-fields';
import {
  DateTimeField,
  NumberField,
  PasswordField,
  TextareaField,
  TextField,
  TimeField,
  WallClockField,
} from './input-fields';
import { LookupField, type LookupFieldProps } from './lookup-field';
import { ImageUrlField, RichTextField } from './rich-fields';

/*
 * The kit's bound fields typed by one form's values, so that every field's `name` is a path of
 * them: `name="titel"` in the news form does not compile. Apart from the fields themselves, which
 * each take the values as a type argument: a form names its values once, here.
 */

/** The kit's fields of a form whose values are `V`: `<Field.Text name="title" label="Title" />`. */
export interface FormFields<V extends FieldValues> {
  Text: typeof TextField<V>;
  Password: typeof PasswordField<V>;
  Number: typeof NumberField<V>;
  Textarea: typeof TextareaField<V>;
  Select: typeof SelectField<V>;
  DateTime: typeof DateTimeField<V>;
  WallClock: typeof WallClockField<V>;
  Time: typeof TimeField<V>;
  Switch: typeof SwitchField<V>;
  Homepage: typeof HomepageField<V>;
  RichText: typeof RichTextField<V>;
  ImageUrl: typeof ImageUrlField<V>;
  /** Its rows' type comes from the resource it looks them up in (`of`). */
  Lookup: <T extends { id: number }>(props: LookupFieldProps<V, T>) => ReactElement;
}

const FIELDS = {
  Text: TextField,
  Password: PasswordField,
  Number: NumberField,
  Textarea: TextareaField,
  Select: SelectField,
  DateTime: DateTimeField,
  WallClock: WallClockField,
  Time: TimeField,
  Switch: SwitchField,
  Homepage: HomepageField,
  RichText: RichTextField,
  ImageUrl: ImageUrlField,
  Lookup: LookupField,
};

/**
 * The fields of a form whose values are `V`: the input of the schema the form is checked with,
 * the contract's request it sends (`const Field = fieldsFor<NewsRequest>()`), which also names the
 * rows of its lists (`blocks.${index}.title`). A name outside them would never reach the server.
 */
export const fieldsFor = <V extends FieldValues>() =>
  // Each is the component itself given `V`; TypeScript does not relate a generic component to its
  // instantiation across NoInfer (`FieldName`), so the object is declared to be what it is.
  FIELDS as FormFields<V>;
