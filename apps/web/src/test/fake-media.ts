import {
  mediaContract,
  mediaPaths,
  mediaUsage,
  messageResponse,
  pageOf as pageSchema,
  pageQuery,
  photo,
  photoAlbumQuery,
  photoAlbumsContract,
  photoAlbumsPaths,
  photoRequest,
  photosMessages,
  photoUpdate,
  type MediaItem,
  type Photo,
  type PhotoAlbum,
} from '@cms/contract';
import type { z } from 'zod';
import { FAKE_STAMPS, FakeTable, pageOf, resourceEndpoints, type Endpoint } from './fake-api';

/* The media library and the photo albums on the fake API (test/fake-api.ts), as the server keeps them. */

export function makeMedia(id: number, fields: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    assetOwnerId: 1,
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
    ...FAKE_STAMPS,
    ...fields,
  };
}

export function makeAlbum(id: number, fields: Partial<PhotoAlbum> = {}): PhotoAlbum {
  return { id, assetOwnerId: 1, name: `Album ${id}`, coverUrl: null, photoCount: 0, ...FAKE_STAMPS, ...fields };
}

export function makePhoto(id: number, fields: Partial<Photo> = {}): Photo {
  return {
    id,
    url: `https://cdn.example/photo-${id}.jpg`,
    caption: `Photo ${id}`,
    albumId: 1,
    thumbnailUrl: null,
    webUrl: null,
    ...FAKE_STAMPS,
    ...fields,
  };
}

export interface MediaRows {
  media?: MediaItem[];
  /** Where an item's file is used, by item id (the usage call's answer). */
  mediaUses?: Record<number, { kind: string; name: string }[]>;
  /** The photo albums (the resource's key). */
  'photo-albums'?: PhotoAlbum[];
  photos?: Photo[];
}

/** Media newest first, searched by title and filtered by type; albums with their photos. */
export function mediaEndpoints(rows: MediaRows) {
  const media = new FakeTable(rows.media ?? [], 'Media');
  const albums = new FakeTable(rows['photo-albums'] ?? [], 'Album');
  const photos = new FakeTable(rows.photos ?? [], 'Photo');
  const withCover = (album: PhotoAlbum) => {
    const own = photos.all().filter((row) => row.albumId === album.id);
    return { ...album, photoCount: own.length, coverUrl: own[0] ? (own[0].thumbnailUrl ?? own[0].url) : null };
  };
  const endpoints: Endpoint[] = [
    ...resourceEndpoints({
      table: media,
      contract: mediaContract,
      list: (all, query) =>
        all
          .filter((row) => !query.mediaType || row.mediaType === query.mediaType)
          .filter((row) => !query.search || row.title.toLowerCase().includes(String(query.search).toLowerCase()))
          .sort((a, b) => b.id - a.id),
      build: (body: z.output<typeof mediaContract.schemas.request>, id, current) =>
        makeMedia(id, { ...current, ...body }),
    }),
    {
      method: 'GET',
      path: mediaPaths.usage,
      response: mediaUsage,
      handle: ({ params }) => ({ usedBy: rows.mediaUses?.[media.get(params.id!).id] ?? [] }),
    },
    ...resourceEndpoints({
      table: albums,
      contract: photoAlbumsContract,
      list: (all) => [...all].sort((a, b) => b.id - a.id).map(withCover),
      show: withCover,
      build: (body: z.output<typeof photoAlbumsContract.schemas.request>, id, current) =>
        makeAlbum(id, { ...current, ...body }),
      onDelete: (album) => photos.all().forEach((row) => row.albumId === album.id && photos.remove(row.id)),
    }),
    {
      method: 'GET',
      path: photoAlbumsPaths.albumPhotos,
      query: pageQuery,
      response: pageSchema(photo),
      handle: ({ params, query }) => {
        const album = albums.get(params.id!);
        return pageOf(
          photos.all().filter((row) => row.albumId === album.id),
          query,
        );
      },
    },
    {
      method: 'POST',
      path: photoAlbumsPaths.photos,
      query: photoAlbumQuery,
      body: photoRequest,
      response: photo,
      status: 201,
      handle: ({ query, body }) => {
        const album = albums.get(Number(query.albumId));
        return photos.insert((id) => makePhoto(id, { ...(body as object), albumId: album.id }));
      },
    },
    {
      method: 'PUT',
      path: photoAlbumsPaths.photo,
      body: photoUpdate,
      response: photo,
      handle: ({ params, body }) => photos.put({ ...photos.get(params.id!), ...(body as object) }),
    },
    {
      method: 'DELETE',
      path: photoAlbumsPaths.photo,
      response: messageResponse,
      handle: ({ params }) => {
        photos.remove(params.id!);
        return { message: photosMessages.deleted };
      },
    },
  ];
  return { endpoints, tables: { media, 'photo-albums': albums, photos } };
}
