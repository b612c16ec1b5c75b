import { useQuery } from '@tanstack/react-query';
import { MEDIA_LIMITS, mediaContract, mediaPaths, type MediaItem, type MediaUsage } from '@cms/contract';
import { api, buildPath } from '@/lib/api-client';
import { defineResource } from '@/lib/resource';
import { uploadWithProgress } from '@/lib/upload';
import { mediaArea } from './area';

/**
 * The media library (`/misc/cms/mdac/media`, docs/design.md §9.2): newest first, searched by title and
 * filtered by type; an item is edited at `/media/{id}` (docs/product/media.md §2), a new one made at `/media/new`.
 */
export const mediaResource = defineResource({
  contract: mediaContract,
  screens: {
    ...mediaArea.menu,
    thing: ['Media', 'media item', 'media items'],
    create: 'Add Media',
    item: { path: (id) => `/media/${id}`, create: '/media/new' },
  },
});

/** What still shows an item's file, asked before its delete. */
export const useMediaUsage = (id: number) =>
  useQuery({
    queryKey: [...mediaResource.keys.detail(id), 'usage'],
    queryFn: () => api.get<MediaUsage>(buildPath(mediaPaths.usage, { id })),
    staleTime: 0,
  });

/** Uploads one file with its title and alt text; the answer is the library's new item. */
export function uploadMedia(
  file: File,
  values: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) {
  const body = new FormData();
  body.append('title', values.title ?? '');
  body.append('altText', values.altText ?? '');
  body.append('file', file);
  return uploadWithProgress<MediaItem>(mediaPaths.upload, body, { onProgress, signal, timeoutMs: 120_000 });
}

const MB = 1024 * 1024;
/** What the library takes, as the file chooser offers it (the server checks the bytes again). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf,audio/*,video/*';
export const MEDIA_HINT = `Images up to ${MEDIA_LIMITS.image / MB} MB, PDFs up to ${MEDIA_LIMITS.document / MB} MB, audio up to ${MEDIA_LIMITS.audio / MB} MB and video up to ${MEDIA_LIMITS.video / MB} MB.`;
