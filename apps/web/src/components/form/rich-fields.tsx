import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import type { MediaItem } from '@cms/contract';
import { ImageField } from '@/components/image-field';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { ErrorText, useFieldError, useFieldId, type FieldName, type FieldProps } from './field-chrome';

/*
 * The fields whose control is a component of its own rather than an input: the rich-text editor
 * (loaded when first shown) and the image field (an address, an upload or the media library). Apart
 * from the plain inputs because they bring those components with them, and show their message
 * beneath the control themselves.
 */

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
