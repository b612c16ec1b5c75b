import { useWatch } from 'react-hook-form';
import { PlayCircle } from 'lucide-react';
import { videoThumbnail, type VideoRequest } from '@cms/contract';
import { ImageOrPlaceholder } from '@/components/image-or-placeholder';
import { cn } from '@/lib/utils';

/**
 * A video's still image (docs/product/videos.md §5: derived from its YouTube or Vimeo address), or a placeholder
 * icon where none can be derived or the image does not load.
 */
export function VideoThumbnail({ src, title, className }: { src: string | null; title: string; className?: string }) {
  return (
    <ImageOrPlaceholder
      src={src}
      of={['thumbnail', title]}
      icon={PlayCircle}
      className={cn('aspect-video w-32 rounded-md', className)}
    />
  );
}

/** The thumbnail of the address being typed in the video dialog. */
export function VideoUrlPreview() {
  const url = useWatch<VideoRequest, 'videoUrl'>({ name: 'videoUrl' }) ?? '';
  const title = useWatch<VideoRequest, 'name'>({ name: 'name' }) || 'this video';
  return <VideoThumbnail src={videoThumbnail(url.trim())} title={title} className="w-48" />;
}
