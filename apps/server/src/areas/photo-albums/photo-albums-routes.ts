import {
  albumCoverRequest,
  idParams,
  mediaMessages,
  messageResponse,
  pageOf,
  pageQuery,
  photo,
  photoAlbumQuery,
  photoAlbumsContract,
  photoAlbumsPaths,
  photoRequest,
  photosMessages,
  photoUpdate,
  photoUploadFields,
} from '@cms/contract';
import type { Trx } from '../../db/database.js';
import { areaRoutes } from '../../platform/area.js';
import { requirePermission } from '../../platform/auth.js';
import { readChildren, removeChildren } from '../../platform/kit/children.js';
import { fileRows } from '../../platform/kit/file-rows.js';
import { nextOrderNo, registerReorderRoute } from '../../platform/kit/ordering.js';
import { badRequest } from '../../platform/errors.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { requireOwnUrl } from '../../platform/own-files.js';
import type { Storage } from '../../platform/storage.js';
import { inTransaction } from '../../platform/transactions.js';
import { copyColumns, NO_COPIES, uploadWithRow } from '../../platform/uploads.js';
import { albumsTable, coversOf, photosOf, photosTable, toPhoto } from './photo-albums-repository.js';

const uploadMessages = { ...mediaMessages, fileMissing: photosMessages.fileMissing, fileType: photosMessages.fileType };

/** The photos' files: an uploaded photo (only an upload has copies) takes them with it. */
const photoFiles = (storage: Storage) =>
  fileRows(photosTable, storage, { url: 'url', stored: (row) => row.thumbnail_url !== null, cleared: NO_COPIES });

/** An album's photos: its delete takes them (and, after the commit, their files). */
const albumPhotos = { table: photosTable };

/** Each album with its cover and count of photos (`coversOf`). */
const albumCovers = { table: { of: coversOf } };

/**
 * The albums the public site shows (docs/design.md §10): an album has no draft state, so every album
 * of the website, newest first, with its cover. Reads only: the calls that write are the app's
 * (`photoAlbumsResource`, which needs its file store).
 */
export const publicAlbums = tableResource(photoAlbumsContract, albumsTable, {
  columns: ['name'],
  links: albumCovers,
  visible: {},
}).visible!;

/** The albums' calls: the kit's, each album with its cover; a delete takes its photos, their files after the commit. */
export function photoAlbumsResource(storage: Storage) {
  const files = photoFiles(storage);
  return tableResource(photoAlbumsContract, albumsTable, {
    columns: ['name'],
    links: albumCovers,
    async removing(trx, websiteId, id) {
      const photos = (await readChildren(trx, albumPhotos, [id])).get(id) ?? [];
      await removeChildren(trx, albumPhotos, websiteId, [id]);
      await files.removeFilesOf(trx, photos);
    },
    files: {
      kind: 'photo album',
      name: 'name',
      urls: ['url', 'thumbnail_url', 'web_url'],
      inChildren: photosTable,
    },
  });
}

/**
 * A photo of the website's album `albumId` (404 'Album not found' for any other), at the place
 * `orderNo` the user chose it for, or after the album's last photo.
 */
async function addPhoto(
  trx: Trx,
  actor: Actor,
  albumId: number,
  { orderNo, ...values }: { url: string; caption: string; orderNo?: number | undefined } & Partial<typeof NO_COPIES>,
) {
  await albumsTable.get(trx, actor.websiteId, albumId);
  const order_no = orderNo ?? (await nextOrderNo(trx, photosTable, actor.websiteId, albumId));
  return toPhoto(await photosTable.insert(trx, actor, { album_id: albumId, ...NO_COPIES, ...values, order_no }));
}

/**
 * Photo albums and photos (docs/product/photo-albums.md §7): the albums' five calls; an album's photos, paged; a photo
 * added by URL (`POST /photos?albumId=`) or uploaded (its file cleaned, with a thumbnail and a
 * web-sized copy), its caption edited, deleted with its files.
 */
export const photoAlbumsRoutes = areaRoutes(
  { photoAlbums: { contract: photoAlbumsContract, table: albumsTable } },
  async (app) => {
    const { db, storage } = app.deps;
    const files = photoFiles(storage);
    registerResource(app, photoAlbumsResource(storage));

    const tags = [photoAlbumsContract.tag];
    const read = requirePermission('readContent', photoAlbumsContract.actions.read);
    const write = requirePermission('writeContent', photoAlbumsContract.actions.write);
    const writing = <T>(work: (trx: Trx) => Promise<T>) =>
      inTransaction(db, work, (error) => app.log.error({ err: error }, 'removing files failed'));

    app.get(
      photoAlbumsPaths.albumPhotos,
      {
        preHandler: read,
        schema: { tags, params: idParams, querystring: pageQuery, response: { 200: pageOf(photo) } },
      },
      async (request) => {
        const { websiteId } = request.auth;
        await albumsTable.get(db, websiteId, request.params.id);
        return photosOf(db, websiteId, request.params.id, request.query);
      },
    );

    app.post(
      photoAlbumsPaths.photos,
      {
        preHandler: write,
        schema: { tags, querystring: photoAlbumQuery, body: photoRequest, response: { 201: photo } },
      },
      async (request, reply) => {
        const actor = request.auth;
        const created = await writing(async (trx) => {
          await requireOwnUrl(trx, app.deps.fileUses, actor.websiteId, { url: request.body.url, field: 'url' });
          return addPhoto(trx, actor, request.query.albumId, request.body);
        });
        return reply.status(201).send(created);
      },
    );

    app.post(
      photoAlbumsPaths.upload,
      {
        preHandler: write,
        schema: { tags, querystring: photoAlbumQuery, consumes: ['multipart/form-data'], response: { 201: photo } },
      },
      async (request, reply) => {
        const actor = request.auth;
        const { albumId } = request.query;
        // The album is checked before any byte is stored, and again in the insert's transaction.
        await albumsTable.get(db, actor.websiteId, albumId);
        const upload = {
          area: 'photos',
          fields: photoUploadFields,
          kinds: ['image'] as const,
          messages: uploadMessages,
        };
        const created = await uploadWithRow(request, upload, (trx, stored, file) =>
          addPhoto(trx, actor, albumId, {
            url: stored.url,
            caption: file.fields.caption,
            orderNo: file.fields.orderNo,
            ...copyColumns(stored),
          }),
        );
        return reply.status(201).send(created);
      },
    );

    app.put(
      photoAlbumsPaths.photo,
      { preHandler: write, schema: { tags, params: idParams, body: photoUpdate, response: { 200: photo } } },
      async (request) => {
        const actor = request.auth;
        const { url, caption } = request.body;
        // No address, or an empty one, keeps the photo's file.
        const values = url ? { caption, url } : { caption };
        return writing(async (trx) => {
          const current = (await photosTable.get(trx, actor.websiteId, request.params.id)).url;
          await requireOwnUrl(trx, app.deps.fileUses, actor.websiteId, { url, field: 'url', current });
          return toPhoto(await files.update(trx, actor, request.params.id, values));
        });
      },
    );

    app.delete(
      photoAlbumsPaths.photo,
      { preHandler: write, schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        const { websiteId } = request.auth;
        await writing(async (trx) => {
          // An album whose cover this was shows its first photo again.
          await trx
            .updateTable('photo_albums')
            .set({ cover_photo_id: null })
            .where('website_id', '=', websiteId)
            .where('cover_photo_id', '=', request.params.id)
            .execute();
          await files.remove(trx, websiteId, request.params.id);
        });
        return { message: photosMessages.deleted };
      },
    );

    // The album's photos in the order the user drags or moves them to (the kit's reorder).
    registerReorderRoute(app, {
      tag: photoAlbumsContract.tag,
      path: photoAlbumsPaths.albumPhotosReorder,
      list: photosTable,
      action: photoAlbumsContract.actions.write,
      message: photosMessages.reordered,
      parent: albumsTable,
    });

    app.put(
      photoAlbumsPaths.albumCover,
      {
        preHandler: write,
        schema: { tags, params: idParams, body: albumCoverRequest, response: { 200: messageResponse } },
      },
      async (request) => {
        const actor = request.auth;
        const { coverPhotoId } = request.body;
        await writing(async (trx) => {
          await albumsTable.get(trx, actor.websiteId, request.params.id);
          // Another website's photo is not found; another album's is not this album's cover.
          if (coverPhotoId !== null) {
            const photo = await photosTable.get(trx, actor.websiteId, coverPhotoId);
            if (photo.album_id !== request.params.id) throw badRequest(photosMessages.coverInvalid);
          }
          await albumsTable.update(trx, actor, request.params.id, { cover_photo_id: coverPhotoId });
        });
        return { message: photosMessages.coverSet };
      },
    );
  },
);
