import { z } from 'zod';
import { contentEntity, entity, stamped } from './entities.js';
import { requiredContentUrl, requiredText } from './fields.js';
import { outcomeMessages, required } from './messages.js';
import { pageQuery } from './paging.js';
import { collectionPaths } from './paths.js';
import { resourceContract } from './resources.js';

/* Photo albums and photos (docs/product/photo-albums.md §2 "Photo albums", §3, §5, §7 "Photo albums and photos", §8). */

export const photoAlbumsPaths = {
  ...collectionPaths('photoAlbums', 'photoAlbum', '/misc/cms/paac/photo-albums'),
  /** GET with optional page and size: the album's photos. */
  albumPhotos: '/misc/cms/paac/photo-albums/:id/photos',
  /** POST `?albumId={id}` with `{url, caption}`. */
  photos: '/misc/cms/paac/photos',
  /** PUT and DELETE. */
  photo: '/misc/cms/paac/photos/:id',
  /** POST multipart `?albumId={id}` (`file`, `caption`, `orderNo`): the photo stored with its thumbnail. */
  upload: '/misc/cms/paac/photos/upload',
  /** PUT `[{id, orderNo}]`: the album's photos in a new order (from 0). */
  albumPhotosReorder: '/misc/cms/paac/photo-albums/:id/photos/reorder',
  /** PUT `{coverPhotoId}`: one of the album's own photos as its cover, or null for the first photo. */
  albumCover: '/misc/cms/paac/photo-albums/:id/cover',
} as const;

export const photoAlbumsMessages = {
  nameRequired: required('Album name'),
  notFound: 'Album not found',
  ...outcomeMessages('Photo album', 'photo albums', {
    loadFailed: 'Failed to fetch photo albums',
    deleteConfirm: 'Are you sure you want to delete this album? All photos in the album will also be deleted.',
  }),
} as const;

export const photosMessages = {
  urlRequired: required('Photo URL'),
  urlInvalid: 'Provide a valid URL',
  captionRequired: required('Caption'),
  albumIdInvalid: 'albumId must be the id of a photo album',
  fileMissing: 'Choose an image file to upload',
  fileType: 'The file must be a JPEG, PNG, WebP, GIF or AVIF image',
  orderNoInvalid: 'orderNo must be a whole number from 0',
  coverInvalid: 'The cover must be a photo of this album',
  coverSet: 'Cover photo set',
  reordered: 'Photos reordered successfully',
  ...outcomeMessages('Photo', 'photos', {
    loadFailed: 'Failed to fetch album photos',
    empty: 'No photos in this album yet',
  }),
} as const;

/** Create and update (docs/product/photo-albums.md §7: `{name}`); the name is required and trimmed (§5). */
export const photoAlbumRequest = z.object({
  name: requiredText(photoAlbumsMessages.nameRequired, 255),
});
export type PhotoAlbumRequest = z.input<typeof photoAlbumRequest>;

export const photoAlbum = contentEntity({
  name: z.string(),
  /** The cover photo's small copy (or its URL), else the first photo's; null for an empty album. */
  coverUrl: z.string().nullable(),
  /** The photo chosen as the album's cover (one of its own); null: the first photo is shown. */
  coverPhotoId: z.number().int().nullable(),
  photoCount: z.number().int(),
});
export type PhotoAlbum = z.infer<typeof photoAlbum>;

export const photoAlbumListQuery = pageQuery;

/** `{url, caption}`, both required and trimmed (docs/product/photo-albums.md §5). */
export const photoRequest = z.object({
  url: requiredContentUrl(photosMessages.urlRequired, photosMessages.urlInvalid),
  caption: requiredText(photosMessages.captionRequired, 500),
});
export type PhotoRequest = z.input<typeof photoRequest>;

/** An edit changes the caption; the URL may be sent again and must then be valid. */
export const photoUpdate = photoRequest.partial({ url: true });
export type PhotoUpdate = z.input<typeof photoUpdate>;

/** A photo's place in its album (from 0); a multipart field comes as text. */
const orderNo = z.coerce
  .number({ error: photosMessages.orderNoInvalid })
  .int(photosMessages.orderNoInvalid)
  .min(0, photosMessages.orderNoInvalid)
  .max(1_000_000, photosMessages.orderNoInvalid);

/**
 * The text fields of a photo upload (multipart), the file beside them: its caption and, optionally,
 * its place in the album as the user chose it (photos sent together keep the order they were
 * chosen in, whichever finishes first); without one, it goes last.
 */
export const photoUploadFields = z.object({
  caption: requiredText(photosMessages.captionRequired, 500),
  orderNo: z.preprocess((value) => (value === '' ? undefined : value), orderNo.optional()),
});

/** `{coverPhotoId}`: one of the album's own photos, or null for none (the first photo is shown). */
export const albumCoverRequest = z.object({
  coverPhotoId: z
    .number({ error: photosMessages.coverInvalid })
    .int(photosMessages.coverInvalid)
    .min(1, photosMessages.coverInvalid)
    .max(2_147_483_647, photosMessages.coverInvalid)
    .nullable(),
});
export type AlbumCoverRequest = z.input<typeof albumCoverRequest>;

/** `?albumId={id}` of a photo's create and upload. */
export const photoAlbumQuery = z.object({
  albumId: z.coerce
    .number({ error: photosMessages.albumIdInvalid })
    .int(photosMessages.albumIdInvalid)
    .min(1, photosMessages.albumIdInvalid)
    .max(2_147_483_647, photosMessages.albumIdInvalid),
});

export const photo = entity({
  url: z.string(),
  caption: z.string(),
  albumId: z.number().int(),
  /** Its place in the album, from 0. */
  orderNo: z.number().int(),
  /** The small (320 px) and web-sized (1600 px) copies of an uploaded photo; null for one by URL. */
  thumbnailUrl: z.string().nullable(),
  webUrl: z.string().nullable(),
  ...stamped,
});
export type Photo = z.infer<typeof photo>;

/** Photo albums (docs/product/photo-albums.md §7): list, create, get, update, delete; a delete takes the photos too. */
export const photoAlbumsContract = resourceContract('photo albums', {
  paths: { collection: photoAlbumsPaths.photoAlbums, item: photoAlbumsPaths.photoAlbum },
  schemas: { entity: photoAlbum, listQuery: photoAlbumListQuery, request: photoAlbumRequest },
  messages: photoAlbumsMessages,
});
