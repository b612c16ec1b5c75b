import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ImageOff, Images } from 'lucide-react';
import { mediaPaths, type MediaItem, type Page } from '@cms/contract';
import { ImageOrPlaceholder } from '@/components/image-or-placeholder';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';

/** The address a chosen library image is used by: its web-sized copy where it has one. */
export const pickedUrl = (item: MediaItem) => item.webUrl ?? item.mediaUrl;

/**
 * The library's images, searched by title, each a button that chooses it. Its query is under the
 * media library's key, so an upload there shows here at once.
 */
function LibraryImages({ onChoose }: { onChoose: (item: MediaItem) => void }) {
  const [search, setSearch] = useState('');
  const images = useQuery({
    queryKey: ['media', 'picker', search.trim()],
    queryFn: () =>
      api.get<Page<MediaItem>>(mediaPaths.media, {
        query: { mediaType: 'image', size: 48, search: search.trim() || undefined },
      }),
  });
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <Label htmlFor="media-picker-search">Search the library by title</Label>
        <Input id="media-picker-search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {images.isPending ? (
        <LoadingState label="Loading the library..." />
      ) : images.isError ? (
        <LoadError title="Failed to load media" error={images.error} onRetry={() => void images.refetch()} />
      ) : images.data.content.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">No images in the library match.</p>
      ) : (
        <ul aria-label="Library images" className="grid max-h-96 grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
          {images.data.content.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-label={`Choose ${item.title}`}
                onClick={() => onChoose(item)}
                className="grid w-full gap-1 rounded-md border p-1 text-left hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <ImageOrPlaceholder
                  src={item.thumbnailUrl ?? item.mediaUrl}
                  alt=""
                  missing={`No preview of ${item.title}`}
                  icon={ImageOff}
                  className="aspect-[4/3] w-full rounded-sm"
                />
                <span className="truncate text-sm">{item.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Choose from library': a dialog of the library's images; choosing one closes it. */
export function MediaPickerButton({ onChoose, disabled }: { onChoose: (item: MediaItem) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" aria-haspopup="dialog" disabled={disabled} onClick={() => setOpen(true)}>
        <Images aria-hidden="true" />
        Choose from library
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Choose from the media library</DialogTitle>
          <DialogDescription>Pick an image the school has already uploaded.</DialogDescription>
        </DialogHeader>
        {open && (
          <LibraryImages
            onChoose={(item) => {
              setOpen(false);
              onChoose(item);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
