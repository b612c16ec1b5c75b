import { FileText, ImageOff } from 'lucide-react';
import type { MediaItem } from '@cms/contract';
import { ImageOrPlaceholder } from '@/components/image-or-placeholder';
import { cn } from '@/lib/utils';

/**
 * What an item's file is, shown rather than its address: the picture (its small copy), the video or
 * the audio to play, or a link to open a document.
 */
export function MediaPreview({ item, small = false }: { item: MediaItem; small?: boolean }) {
  const size = small ? 'h-20 w-28' : 'max-h-80 w-full max-w-md';
  if (item.mediaType === 'image')
    return (
      <ImageOrPlaceholder
        src={small ? (item.thumbnailUrl ?? item.mediaUrl) : (item.webUrl ?? item.mediaUrl)}
        alt={item.altText || `Preview of ${item.title}`}
        missing={`No preview of ${item.title}`}
        icon={ImageOff}
        className={cn(size, 'rounded-md object-contain')}
      />
    );
  if (item.mediaType === 'video')
    return (
      <video controls preload="metadata" src={item.mediaUrl} className={cn(size, 'rounded-md bg-black')}>
        <track kind="captions" />
        Video: {item.title}
      </video>
    );
  if (item.mediaType === 'audio')
    return (
      <audio controls preload="metadata" src={item.mediaUrl} className="w-full max-w-md">
        Audio: {item.title}
      </audio>
    );
  return (
    <a
      href={item.mediaUrl}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-2 text-sm font-medium text-primary underline underline-offset-4"
    >
      <FileText className="size-5" aria-hidden="true" />
      Open {item.title}
    </a>
  );
}
