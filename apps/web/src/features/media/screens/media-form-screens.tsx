import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { mediaMessages } from '@cms/contract';
import { itemFormScreens } from '@/components/item-screens';
import { BackLink, WriteDenied } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { baseName, UploadQueue } from '@/components/upload-queue';
import { useCan } from '@/lib/permissions';
import { MEDIA_ACCEPT, MEDIA_HINT, mediaResource, uploadMedia } from '../api';
import { MediaForm } from '../components/media-form';

/** /media/{id}: the item's form; an unknown id goes back to /media (docs/product/media.md §8). */
export const { EditScreen: MediaEditScreen } = itemFormScreens(mediaResource, MediaForm, undefined, {
  missingToList: true,
});

/** /media/new: upload files (several at once, each with its alt text and progress), or add one by URL. */
export function MediaCreateScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan('writeContent');
  const create = mediaResource.useCreate({ onSuccess: () => navigate('/media') });
  const { screens } = mediaResource;
  return (
    <div className="grid gap-6">
      <div>
        <BackLink {...screens.back} />
        <PageHeader title={screens.create} description="Upload files to the library, or add one by its address." />
      </div>
      {!canWrite ? (
        <WriteDenied action="edit media" back={screens.back} />
      ) : (
        <>
          <UploadQueue
            label="Upload files"
            accept={MEDIA_ACCEPT}
            hint={MEDIA_HINT}
            fields={[
              { name: 'title', label: 'Title', required: mediaMessages.titleRequired, initial: baseName },
              { name: 'altText', label: 'Alt text', description: 'What the image shows; leave empty for a document.' },
            ]}
            send={uploadMedia}
            onSent={() => void queryClient.invalidateQueries({ queryKey: mediaResource.keys.all })}
          />
          <section aria-labelledby="media-by-url" className="grid gap-2">
            <h2 id="media-by-url" className="text-lg font-semibold">
              Add by URL
            </h2>
            <MediaForm onSubmit={(values) => create.mutateAsync(values)} />
          </section>
        </>
      )}
    </div>
  );
}
