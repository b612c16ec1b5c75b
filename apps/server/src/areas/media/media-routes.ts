import {
  idParams,
  MEDIA_TYPES,
  mediaContract,
  mediaItem,
  mediaMessages,
  mediaPaths,
  mediaReplaceFields,
  mediaUploadFields,
  mediaUsage,
  mediaRequest,
} from '@cms/contract';
import type { z } from 'zod';
import type { Trx } from '../../db/database.js';
import { areaRoutes } from '../../platform/area.js';
import { requirePermission } from '../../platform/auth.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { FileUses } from '../../platform/file-uses.js';
import { fileRows } from '../../platform/kit/file-rows.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { requireOwnUrl } from '../../platform/own-files.js';
import type { Storage } from '../../platform/storage.js';
import { NO_UPLOAD, uploadColumns, uploadWithRow, type StoredUpload } from '../../platform/uploads.js';
import { mediaTable, toMediaItem } from './media-repository.js';

type Body = z.output<typeof mediaRequest>;

const columns = (body: Body) => ({
  ...columnsFrom(body, ['title', 'mediaUrl', 'mediaType', 'field', 'altText']),
  decorative: body.decorative ? 1 : 0,
});

/**
 * The media library's calls, given the store its files are in and what shows files (`fileUses`;
 * without it, the demo seed's, an upload without a website folder is refused): the kit's, with the
 * URL checked to be the website's own upload when it is one (`requireOwnUrl`), and a file the library stored removed (after the commit) when its
 * item is deleted or pointed elsewhere.
 */
export function mediaResource(storage: Storage, fileUses = new FileUses()) {
  const kit = tableResource(mediaContract, mediaTable, {
    columns,
    list: ({ mediaType }) => ({ filters: { media_type: mediaType } }),
  });
  // An item the library stored a file for knows its type; one by URL does not.
  const files = fileRows(mediaTable, storage, {
    url: 'media_url',
    stored: (row) => row.mime_type !== null,
    cleared: NO_UPLOAD,
  });
  return {
    ...kit,
    async create(trx: Trx, actor: Actor, body: Body) {
      await requireOwnUrl(trx, fileUses, actor.websiteId, { url: body.mediaUrl, field: 'mediaUrl' });
      return kit.create(trx, actor, body);
    },
    async update(trx: Trx, actor: Actor, id: number, body: Body) {
      const current = (await mediaTable.get(trx, actor.websiteId, id)).media_url;
      await requireOwnUrl(trx, fileUses, actor.websiteId, { url: body.mediaUrl, field: 'mediaUrl', current });
      return toMediaItem(await files.update(trx, actor, id, columns(body)));
    },
    remove: (trx: Trx, actor: Actor, id: number) => files.remove(trx, actor.websiteId, id),
    /** An uploaded file's item: the file stored first, removed again if the row is refused. */
    async createUploaded(trx: Trx, actor: Actor, body: Body, stored: StoredUpload) {
      const row = await mediaTable.insert(trx, actor, { ...columns(body), ...uploadColumns(stored) });
      return toMediaItem(row);
    },
    /**
     * The item's file replaced by an upload (Edit Media): the item takes the new file's address,
     * type and copies, and the file it stored before goes after the commit.
     */
    async replaceFile(trx: Trx, actor: Actor, id: number, stored: StoredUpload, kind: Body['mediaType']) {
      const current = await mediaTable.get(trx, actor.websiteId, id);
      const row = await mediaTable.update(trx, actor, id, {
        media_url: stored.url,
        media_type: kind,
        ...uploadColumns(stored),
      });
      await files.removeFilesOf(trx, [current]);
      return toMediaItem(row);
    },
  };
}

/**
 * The media library (`/misc/cms/mdac/media`, docs/design.md §9.2): the five calls of its resource
 * (built with the app's file store), the upload of a file with its item, and what still uses an
 * item's file.
 */
export const mediaRoutes = areaRoutes({ media: { contract: mediaContract, table: mediaTable } }, async (app) => {
  const { db, storage } = app.deps;
  const media = mediaResource(storage, app.deps.fileUses);
  registerResource(app, media);
  // A media item's own file and copies: not a use the library lists, but never an orphan.
  app.deps.fileUses.keep({ table: 'media', urls: ['media_url', 'thumbnail_url', 'web_url'] });
  const tags = [mediaContract.tag];

  app.post(
    mediaPaths.upload,
    {
      preHandler: requirePermission('writeContent', mediaContract.actions.write),
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: mediaItem } },
    },
    async (request, reply) => {
      const upload = { area: 'media', fields: mediaUploadFields, kinds: MEDIA_TYPES, messages: mediaMessages };
      const created = await uploadWithRow(request, upload, (trx, stored, file) => {
        const body: Body = { ...file.fields, field: '', mediaType: file.type.kind, mediaUrl: stored.url };
        return media.createUploaded(trx, request.auth, body, stored);
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    mediaPaths.replaceFile,
    {
      preHandler: requirePermission('writeContent', mediaContract.actions.write),
      schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: { 200: mediaItem } },
    },
    async (request) => {
      const { id } = request.params;
      // The item is checked before any byte is stored, and again in the update's transaction.
      await mediaTable.get(db, request.auth.websiteId, id);
      const upload = { area: 'media', fields: mediaReplaceFields, kinds: MEDIA_TYPES, messages: mediaMessages };
      return uploadWithRow(request, upload, (trx, stored, file) =>
        media.replaceFile(trx, request.auth, id, stored, file.type.kind),
      );
    },
  );

  app.get(
    mediaPaths.usage,
    {
      preHandler: requirePermission('readContent', mediaContract.actions.read),
      schema: { tags, params: idParams, response: { 200: mediaUsage } },
    },
    async (request) => {
      const row = await mediaTable.get(db, request.auth.websiteId, request.params.id);
      const urls = [row.media_url, row.thumbnail_url, row.web_url].filter((url): url is string => Boolean(url));
      return { usedBy: await app.deps.fileUses.find(db, request.auth.websiteId, urls) };
    },
  );
});
