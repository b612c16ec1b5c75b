import { mediaContract, mediaPaths, mediaUsage, type MediaItem, type MediaUsage } from '@cms/contract';
import { fakeArea, resourceEndpoints, table } from '@/test/fake-api';
import { contentRowMaker, listing } from '@/test/fake-rows';

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

/** Where an item's file is used (the usage call's answer), kept under the item's id. */
type MediaUse = MediaUsage & { id: number };

/** Media newest first, searched by title and filtered by type, and where an item's file is used. */
const mediaFake = fakeArea(
  { media: table<MediaItem>('Media'), mediaUses: table<MediaUse>('Media') },
  ({ media, mediaUses }) => [
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
      handle: ({ params }) => {
        const { id } = media.get(params.id!);
        return { usedBy: mediaUses.all().find((use) => use.id === id)?.usedBy ?? [] };
      },
    },
  ],
);

export default mediaFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    media: typeof mediaFake;
  }
}
