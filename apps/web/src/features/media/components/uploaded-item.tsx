import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Save } from 'lucide-react';
import type { MediaItem } from '@cms/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { mediaResource } from '../api';
import { MediaPreview } from './media-preview';

/**
 * A file just uploaded, as the library now has it: its thumbnail, a link to its page, and for an
 * image its alt text to write at once, saved on the item.
 */
export function UploadedItem({ item }: { item: MediaItem }) {
  const id = useId();
  const [altText, setAltText] = useState(item.altText);
  const [savedAlt, setSavedAlt] = useState(item.altText);
  const update = mediaResource.useUpdate();
  const save = () => {
    const body = {
      title: item.title,
      mediaUrl: item.mediaUrl,
      mediaType: item.mediaType,
      field: item.field,
      altText: altText.trim(),
      decorative: item.decorative,
    };
    void update.mutateAsync({ id: item.id, body }).then(() => setSavedAlt(body.altText));
  };
  return (
    <div className="flex flex-wrap items-start gap-3">
      <MediaPreview item={item} small />
      <div className="grid min-w-0 flex-1 basis-56 gap-2">
        <Link to={mediaResource.screens.itemPath(item.id)} className="font-medium underline underline-offset-4">
          {item.title}
        </Link>
        {item.mediaType === 'image' && (
          <form
            className="grid gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <Label htmlFor={`${id}-alt`}>
              Alt text<span className="sr-only"> for {item.title}</span>
            </Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id={`${id}-alt`}
                value={altText}
                maxLength={500}
                aria-describedby={`${id}-alt-description`}
                onChange={(event) => setAltText(event.target.value)}
                className="min-w-0 flex-1 basis-48"
              />
              <Button type="submit" variant="outline" disabled={update.isPending || altText.trim() === savedAlt}>
                <Save aria-hidden="true" />
                Save alt text<span className="sr-only"> for {item.title}</span>
              </Button>
            </div>
            <p id={`${id}-alt-description`} className="text-xs text-muted-foreground">
              What the image shows, for people who cannot see it.
            </p>
            {savedAlt && savedAlt === altText.trim() && (
              <p className="flex items-center gap-1 text-sm text-green-700" aria-live="polite">
                <CheckCircle2 className="size-4" aria-hidden="true" /> Alt text saved
              </p>
            )}
          </form>
        )}
      </div>
    </div>
  );
}
