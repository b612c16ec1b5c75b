import {
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
  type Photo,
  type PhotoAlbum,
} from '@cms/contract';
import { fakeArea, pageOf, resourceEndpoints, table } from '@/test/fake-api';
import { contentRowMaker, FAKE_STAMPS, rowMaker } from '@/test/fake-rows';

/* The photo albums and their photos on the fake API (test/fake-api.ts), as the server keeps them. */

export const makeAlbum = contentRowMaker<PhotoAlbum>((id) => ({
  name: `Album ${id}`,
  coverUrl: null,
  coverPhotoId: null,
  photoCount: 0,
}));

export const makePhoto = rowMaker<Photo>((id) => ({
  url: `https://cdn.example/photo-${id}.jpg`,
  caption: `Photo ${id}`,
  albumId: 1,
  orderNo: id,
  thumbnailUrl: null,
  webUrl: null,
  ...FAKE_STAMPS,
}));

/** Albums newest first, each with its cover and photo count; an album's photos, added, edited and deleted. */
const photoAlbumsFake = fakeArea(
  { 'photo albums': table<PhotoAlbum>('Album'), photos: table<Photo>('Photo') },
  ({ 'photo albums': albums, photos }) => {
    const withCover = (album: PhotoAlbum) => {
      const own = photos.all().filter((row) => row.albumId === album.id);
      return { ...album, photoCount: own.length, coverUrl: own[0] ? (own[0].thumbnailUrl ?? own[0].url) : null };
    };
    return [
      ...resourceEndpoints({
        table: albums,
        contract: photoAlbumsContract,
        show: withCover,
        make: makeAlbum,
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
  },
);

export default photoAlbumsFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    photoAlbums: typeof photoAlbumsFake;
  }
}
