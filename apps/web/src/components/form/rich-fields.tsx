import { useFormContext, type FieldValues } from 'react-hook-form';
import type { MediaItem } from '@cms/contract';
import { ImageField } from '@/components/image-field';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { ControlledField, type FieldName, type FieldProps } from './field-chrome';

/*
 * The fields whose control is a component of its own rather than an input: the rich-text editor
 * (loaded when first shown) and the image field (an address, an upload or the media library). Apart
 * from the plain inputs because they bring those components with them, and show their message
 * beneath the control themselves.
 */

export function RichTextField<V extends FieldValues = never>({
  name,
  label,
  id,
  required,
  placeholder,
}: FieldProps<V> & { placeholder?: string }) {
  return (
    <ControlledField
      name={name}
      id={id}
      control={(bound) => <LazyRichTextEditor {...bound} label={label} required={required} placeholder={placeholder} />}
    />
  );
}

/**
 * An image's URL field. With `altFields`, an image chosen from the media library brings its alt
 * text (and whether it is decorative) into those fields, unless alt text was already written.
 */
export function ImageUrlField<V extends FieldValues = never>({
  name,
  label,
  id,
  altFields,
}: FieldProps<V> & { altFields?: { alt: FieldName<V>; decorative?: FieldName<V> } }) {
  const { getValues, setValue } = useFormContext();
  const takeAltText = (item: MediaItem) => {
    if (!altFields || String(getValues(altFields.alt) ?? '').trim()) return;
    // The form is read by name here, as react-hook-form's context holds it: untyped.
    setValue<string>(altFields.alt, item.altText, { shouldDirty: true, shouldValidate: true });
    if (altFields.decorative) setValue<string>(altFields.decorative, item.decorative, { shouldDirty: true });
  };
  return (
    <ControlledField
      name={name}
      id={id}
      control={(bound) => <ImageField {...bound} label={label} onPick={takeAltText} />}
    />
  );
}
