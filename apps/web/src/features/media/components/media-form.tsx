import type { MediaItem, MediaRequest, MediaType } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { emptyText } from '@/components/form/use-resource-form';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { mediaResource } from '../api';
import { MEDIA_TYPE_OPTIONS } from './media-columns';
import { MediaFilePreview } from './replace-file';

const Field = fieldsFor<MediaRequest>();

const MEDIA_FIELDS = {
  ...emptyText('title', 'mediaUrl', 'altText', 'field'),
  mediaType: 'image' as MediaType,
};

/**
 * Add Media (by URL) and Edit Media: title, URL, type (docs/product/media.md §5), alt text,
 * decorative. Editing shows the file itself; a file the library stored is replaced by an upload,
 * so its URL and type (told by its bytes) are not fields to type over.
 */
export function MediaForm(props: ItemFormProps<MediaItem, MediaRequest>) {
  const byUrl = !props.item || props.item.mimeType === null;
  const aside = (
    <>
      {byUrl && <Field.Select name="mediaType" label="Type" options={MEDIA_TYPE_OPTIONS} />}
      <Field.Switch name="decorative" label="Decorative (no alt text needed)" />
    </>
  );
  return (
    <ItemPageForm {...props} resource={mediaResource} empty={MEDIA_FIELDS} aside={aside}>
      {props.item && <MediaFilePreview item={props.item} />}
      <Field.Text name="title" label="Title" required />
      {byUrl && (
        <Field.Text
          name="mediaUrl"
          label="URL"
          required
          description="A web address (https://...) or a file of the library."
        />
      )}
      <Field.Text
        name="altText"
        label="Alt text"
        description="What the image shows, for people who cannot see it. Required on published pages unless decorative."
      />
    </ItemPageForm>
  );
}
