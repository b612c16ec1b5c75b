import { mediaContract, mediaPaths, mediaUsage, type MediaItem } from '@cms/contract';
import { fakeArea, resourceEndpoints } from './fake-api';
import { contentRowMaker, listing } from './fake-rows';

/* The media library on the fake API (test/fake-api.ts), as the server keeps it. */

export const makeMedia = contentRowMaker<MediaItem>((id) => ({
  title: `Media ${id}`,
  mediaUrl: `/uploads/media/1/0000000${id}-0000-4000-8000-000000000000.jpg`,
  mediaType: 'image',
  field: '',
  altText: '',
  decorative: false,
  mimeType: 'image/jpeg',
  size: 1000,
  width: 800,
  height: 600,
  thumbnailUrl: null,
  webUrl: null,
}));

export interface MediaRows {
  media?: MediaItem[];
  /** Where an item's file is used, by item id (the usage call's answer). */
  mediaUses?: Record<number, { kind: string; name: string }[]>;
}

/** Media newest first, searched by title and filtered by type, and where an item's file is used. */
export const mediaEndpoints = fakeArea<MediaRows>({ media: 'Media' }, ({ media }, rows) => [
  ...resourceEndpoints({
    table: media,
    contract: mediaContract,
    list: listing({ filters: ['mediaType'], search: 'title' }),
    make: makeMedia,
  }),
  {
    method: 'GET',
    path: mediaPaths.usage,
    response: mediaUsage,
    handle: ({ params }) => ({ usedBy: rows.mediaUses?.[media.get(params.id!).id] ?? [] }),
  },
]);
