import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ImageOff, Link2, Pencil, Star, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { photoRequest, photosMessages, type Photo, type PhotoAlbum, type PhotoRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { FormDialog } from '@/components/form/form-dialog';
import { ImageOrPlaceholder } from '@/components/image-or-placeholder';
import { ItemGate, itemRouteOf } from '@/components/item-gate';
import { BackLink } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { ViewOnSiteLink } from '@/components/public-site';
import { LoadError } from '@/components/load-error';
import { SortableList } from '@/components/sortable-list';
import { UploadQueue } from '@/components/upload-queue';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import {
  photoAlbumsResource,
  uploadPhoto,
  useAddPhoto,
  useAlbumPhotos,
  useDeletePhoto,
  useReorderPhotos,
  useSetCover,
  useUpdatePhoto,
} from '../api';

const route = itemRouteOf(photoAlbumsResource);

/** /photo-album/{albumId}: the album's photos; a missing album says 'Album not found' (docs/product/photo-albums.md §2). */
export function PhotoAlbumScreen() {
  return (
    <div>
      <BackLink {...route.back} />
      <ItemGate {...route}>{(album) => <AlbumPhotos album={album} />}</ItemGate>
    </div>
  );
}

const captionOnly = photoRequest.pick({ caption: true });

const PhotoField = fieldsFor<PhotoRequest>();
const CaptionField = fieldsFor<z.input<typeof captionOnly>>();

function AlbumPhotos({ album }: { album: PhotoAlbum }) {
  const canWrite = useCan('writeContent');
  const photos = useAlbumPhotos(album.id);
  const add = useAddPhoto(album.id);
  const update = useUpdatePhoto(album.id);
  const remove = useDeletePhoto(album.id);
  const queryClient = useQueryClient();

  const reorder = useReorderPhotos(album.id);
  const setCover = useSetCover(album.id);
  // Photos chosen for upload are placed after the album's last photo as it was when the first went.
  const firstPlace = useRef<number | null>(null);
  const placeAfterLast = () => {
    firstPlace.current ??= Math.max(-1, ...(photos.data?.content ?? []).map((photo) => photo.orderNo)) + 1;
    return firstPlace.current;
  };

  let grid;
  if (photos.isPending) grid = <LoadingState label="Loading photos..." />;
  else if (photos.isError)
    grid = <LoadError title={photosMessages.loadFailed} error={photos.error} onRetry={() => void photos.refetch()} />;
  else if (!photos.data.content.length) grid = <p className="py-6 text-muted-foreground">{photosMessages.empty}</p>;
  else {
    const coverId = album.coverPhotoId ?? photos.data.content[0]?.id;
    grid = (
      <SortableList
        items={photos.data.content}
        label={`Photos of ${album.name}`}
        rowLabel={(photo: Photo) => photo.caption}
        disabled={!canWrite}
        testId="album-photos"
        onReorder={(ids) => reorder.mutateAsync(ids)}
        renderItem={(photo: Photo, handle) => (
          <div data-testid={`photo-${photo.id}`} className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
            {handle}
            <ImageOrPlaceholder
              src={photo.thumbnailUrl ?? photo.url}
              alt={photo.caption}
              missing={`The photo "${photo.caption}" could not be loaded`}
              icon={ImageOff}
              className="aspect-[4/3] w-28 shrink-0 rounded-md object-cover sm:w-36"
            />
            <div className="grid min-w-0 flex-1 basis-40 gap-2">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <p className="min-w-0 text-sm font-medium break-words">{photo.caption}</p>
                {photo.id === coverId && <Badge variant="secondary">Cover</Badge>}
              </div>
              {canWrite && (
                <div className="flex min-w-0 flex-wrap gap-1">
                  {photo.id !== coverId && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Make ${photo.caption} the cover`}
                      disabled={setCover.isPending}
                      onClick={() => void setCover.mutateAsync(photo.id)}
                    >
                      <Star aria-hidden="true" />
                      Make cover
                    </Button>
                  )}
                  <FormDialog
                    trigger={{
                      label: 'Edit caption',
                      name: `Edit caption of ${photo.caption}`,
                      icon: Pencil,
                      small: true,
                    }}
                    title="Edit Caption"
                    description="Change what the photo's caption says."
                    submitLabel="Save"
                    schema={captionOnly}
                    defaultValues={{ caption: photo.caption }}
                    idPrefix={`photo-${photo.id}`}
                    onSubmit={(values) => update.mutateAsync({ id: photo.id, caption: values.caption })}
                  >
                    <CaptionField.Text name="caption" label="Caption" required />
                  </FormDialog>
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive"
                        aria-label={`Delete ${photo.caption}`}
                      >
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Button>
                    }
                    title="Delete photo?"
                    description={`"${photo.caption}" will be removed from the album for good.`}
                    onConfirm={() => remove.mutateAsync(photo.id)}
                  />
                </div>
              )}
            </div>
          </div>
        )}
      />
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={album.name}
        description={`${album.photoCount} ${album.photoCount === 1 ? 'photo' : 'photos'}`}
        actions={
          <>
            <ViewOnSiteLink resource={photoAlbumsResource} item={album} title={album.name} />
            {canWrite && (
              <FormDialog
                trigger={{ label: 'Add by URL', icon: Link2 }}
                title="Add Photo by URL"
                description="A photo already on the web, with its caption."
                submitLabel="Add Photo"
                schema={photoRequest}
                defaultValues={{ url: '', caption: '' }}
                idPrefix="photo"
                onSubmit={(values) => add.mutateAsync(values)}
              >
                <PhotoField.Text name="url" label="Photo URL" required />
                <PhotoField.Text name="caption" label="Caption" required />
              </FormDialog>
            )}
          </>
        }
      />
      {canWrite && (
        <UploadQueue
          label="Upload photos"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          hint="JPEG, PNG, WebP, GIF or AVIF, up to 15 MB each. Each photo needs a caption."
          fields={[{ name: 'caption', label: 'Caption', required: photosMessages.captionRequired }]}
          send={(...sent) => uploadPhoto(album.id, placeAfterLast)(...sent)}
          onSent={() => void queryClient.invalidateQueries({ queryKey: photoAlbumsResource.keys.all })}
        />
      )}
      {grid}
    </div>
  );
}
