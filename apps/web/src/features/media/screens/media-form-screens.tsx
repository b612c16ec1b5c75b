import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { mediaMessages, type MediaItem } from '@cms/contract';
import { itemFormScreens } from '@/components/item-screens';
import { BackLink, WriteDenied } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { baseName, UploadQueue } from '@/components/upload-queue';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { MEDIA_ACCEPT, MEDIA_HINT, mediaResource, uploadMedia } from '../api';
import { MediaForm } from '../components/media-form';
import { UploadedItem } from '../components/uploaded-item';

/** /media/{id}: the item's form; an unknown id goes back to /media (docs/product/media.md §8). */
export const { EditScreen: MediaEditScreen } = itemFormScreens(mediaResource, MediaForm, undefined, {
  missingToList: true,
});

/**
 * /media/new: files chosen or dropped go at once (several, each with its progress); each new item
 * shows its thumbnail and its alt text to write. Adding one by its address is behind its own button.
 */
export function MediaCreateScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan('writeContent');
  const [byUrl, setByUrl] = useState(false);
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
            fields={[{ name: 'title', label: 'Title', required: mediaMessages.titleRequired, initial: baseName }]}
            send={uploadMedia}
            sendAtOnce
            renderSent={(item) => <UploadedItem item={item as MediaItem} />}
            onSent={() => void queryClient.invalidateQueries({ queryKey: mediaResource.keys.all })}
          />
          <section aria-label="Add by URL" className="grid gap-2">
            <div>
              <Button
                variant="outline"
                aria-expanded={byUrl}
                aria-controls="media-by-url"
                onClick={() => setByUrl((open) => !open)}
              >
                <Link2 aria-hidden="true" />
                Add by URL
              </Button>
            </div>
            {byUrl && (
              <div id="media-by-url">
                <MediaForm onSubmit={(values) => create.mutateAsync(values)} />
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
