import { Pencil, Plus } from 'lucide-react';
import { photoAlbumRequest, type PhotoAlbum, type PhotoAlbumRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { FormDialog } from '@/components/form/form-dialog';
import { photoAlbumsResource } from '../api';

const Field = fieldsFor<PhotoAlbumRequest>();

/** New Album and Rename: the album's name, required and trimmed (docs/product/photo-albums.md §5). */
export function AlbumDialog({ album }: { album?: PhotoAlbum }) {
  const create = photoAlbumsResource.useCreate();
  const update = photoAlbumsResource.useUpdate();
  return (
    <FormDialog
      trigger={album ? { label: `Rename ${album.name}`, icon: Pencil } : { label: 'New Album', icon: Plus }}
      title={album ? 'Rename Album' : 'New Album'}
      description={album ? 'Change the name of the album.' : 'Name the album; add its photos after.'}
      submitLabel={album ? 'Save' : 'Create Album'}
      schema={photoAlbumRequest}
      defaultValues={{ name: album?.name ?? '' }}
      idPrefix="album"
      onSubmit={(values) => (album ? update.mutateAsync({ id: album.id, body: values }) : create.mutateAsync(values))}
    >
      <Field.Text name="name" label="Album name" required />
    </FormDialog>
  );
}
