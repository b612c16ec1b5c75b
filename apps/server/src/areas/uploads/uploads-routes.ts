import { MAX_UPLOAD_BYTES, uploadResponse, uploadsMessages, uploadsPaths } from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { readImage } from '../../platform/image-type.js';

const tags = ['uploads'];
/** Content images live in their own folder of the uploads store, under server-made names. */
const FOLDER = 'content';

/**
 * Images for content: blog and news pictures and images inside rich text. The type is told from
 * the bytes, never from the name or the header; the answer is the URL to put in `imgUrl` or `<img>`.
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
      const { bytes, type } = await readImage(file, {
        tooLarge: uploadsMessages.fileTooLarge,
        wrongType: uploadsMessages.fileType,
      });
      const url = await deps.storage.put(FOLDER, type.ext, bytes);
      return reply.status(201).send({ url });
    },
  );
};
