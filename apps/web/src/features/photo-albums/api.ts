import { useQuery } from '@tanstack/react-query';
import {
  orderOf,
  photoAlbumsContract,
  photoAlbumsPaths,
  photosMessages,
  type Page,
  type Photo,
  type PhotoRequest,
} from '@cms/contract';
import { useAreaMutation } from '@/lib/area-mutation';
import { api, buildPath } from '@/lib/api-client';
import { defineResource } from '@/lib/resource';
import { uploadWithProgress } from '@/lib/upload';
import { photoAlbumsArea } from './area';

/** Photo albums (`/misc/cms/paac/photo-albums`, docs/product/photo-albums.md §7); an album is at `/photo-album/{albumId}`. */
export const photoAlbumsResource = defineResource({
  contract: photoAlbumsContract,
  screens: { ...photoAlbumsArea.menu, thing: ['Album', 'album', 'albums'], create: 'New Album' },
  site: { path: (album) => `/albums/${album.id}` },
});

/** An album's photos: under the albums' keys, so that every change to them refreshes the covers too. */
const photosKey = (albumId: number) => [...photoAlbumsResource.keys.all, 'photos', albumId];

/** The photos of an album, a page of 100 (the grid shows them all at once for a school's album). */
export const useAlbumPhotos = (albumId: number) =>
  useQuery({
    queryKey: photosKey(albumId),
    queryFn: () =>
      api.get<Page<Photo>>(buildPath(photoAlbumsPaths.albumPhotos, { id: albumId }), { query: { page: 0, size: 100 } }),
  });

const changed = (albumId: number) => [photosKey(albumId), photoAlbumsResource.keys.all];

/** Adds a photo by its URL (`POST /photos?albumId=`). */
export const useAddPhoto = (albumId: number) =>
  useAreaMutation(
    changed(albumId),
    (body: PhotoRequest) => api.post<Photo>(photoAlbumsPaths.photos, body, { query: { albumId } }),
    { meta: { errorTitle: photosMessages.saveFailed, successToast: () => ({ title: photosMessages.created }) } },
  );

/** Changes a photo's caption. */
export const useUpdatePhoto = (albumId: number) =>
  useAreaMutation(
    changed(albumId),
    ({ id, caption }: { id: number; caption: string }) =>
      api.put<Photo>(buildPath(photoAlbumsPaths.photo, { id }), { caption }),
    { meta: { errorTitle: photosMessages.saveFailed, successToast: () => ({ title: photosMessages.updated }) } },
  );

export const useDeletePhoto = (albumId: number) =>
  useAreaMutation(changed(albumId), (id: number) => api.delete(buildPath(photoAlbumsPaths.photo, { id })), {
    meta: { errorTitle: photosMessages.deleteFailed, successToast: () => ({ title: photosMessages.deleted }) },
  });

/** Saves the album's photos in the order given (from 0), through the kit's reorder call. */
export const useReorderPhotos = (albumId: number) =>
  useAreaMutation(
    changed(albumId),
    (ids: number[]) => api.put(buildPath(photoAlbumsPaths.albumPhotosReorder, { id: albumId }), orderOf(ids, 0)),
    { meta: { errorTitle: photosMessages.saveFailed } },
  );

/** Makes one of the album's photos its cover. */
export const useSetCover = (albumId: number) =>
  useAreaMutation(
    changed(albumId),
    (coverPhotoId: number | null) => api.put(buildPath(photoAlbumsPaths.albumCover, { id: albumId }), { coverPhotoId }),
    { meta: { errorTitle: photosMessages.saveFailed, successToast: () => ({ title: photosMessages.coverSet }) } },
  );

/**
 * Uploads one photo with its caption into the album, at the place it was chosen for: `firstPlace()`
 * (after the album's last photo when the first file goes) plus its place among the files chosen.
 */
export function uploadPhoto(albumId: number, firstPlace: () => number) {
  return (
    file: File,
    values: Record<string, string>,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
    chosen: number,
  ) => {
    const body = new FormData();
    body.append('caption', values.caption ?? '');
    body.append('orderNo', String(firstPlace() + chosen));
    body.append('file', file);
    const path = `${photoAlbumsPaths.upload}?albumId=${albumId}`;
    return uploadWithProgress<Photo>(path, body, { onProgress, signal, timeoutMs: 120_000 });
  };
}
