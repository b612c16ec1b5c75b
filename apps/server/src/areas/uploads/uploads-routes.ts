import { MAX_UPLOAD_BYTES, uploadResponse, uploadsMessages, uploadsPaths } from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { sniffImage } from '../../platform/file-type.js';
import { readImage } from '../../platform/image-type.js';
import { CONTENT_FOLDER, storeFile, websiteFolder } from '../../platform/uploads.js';

const tags = ['uploads'];

/**
 * Images for content: blog and news pictures and images inside rich text. The type is told from
 * the bytes, never from the name or the header, and no EXIF or GPS is kept; the answer is the URL
 * to put in `imgUrl` or `<img>`.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    uploadsPaths.uploads,
    {
      preHandler: requirePermission('writeContent', 'upload files'),
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadResponse } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(uploadsMessages.fileMissing);
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw badRequest(uploadsMessages.fileMissing);
      const { bytes } = await readImage(file, {
        tooLarge: uploadsMessages.fileTooLarge,
        wrongType: uploadsMessages.fileType,
      });
      // Cleaned of its EXIF and GPS, with a thumbnail and a web copy beside it (platform/uploads.ts).
      const { url } = await storeFile(
        deps.storage,
        websiteFolder(CONTENT_FOLDER, request.auth.websiteId),
        { bytes, type: sniffImage(bytes)! },
        {
          ...uploadsMessages,
          fileEmpty: uploadsMessages.fileType,
          imageUnreadable: uploadsMessages.fileUnreadable,
          fileTooLarge: () => uploadsMessages.fileTooLarge,
        },
        { websiteId: request.auth.websiteId },
      );
      return reply.status(201).send({ url });
    },
  );
};
