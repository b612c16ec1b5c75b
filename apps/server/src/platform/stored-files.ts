import type { FastifyInstance } from 'fastify';
import { typeOfExtension } from './file-type.js';
import { notFound } from './errors.js';
import { UPLOADS_PREFIX, type Storage } from './storage.js';

/** Shown in the browser: images, audio and video. Anything else (a PDF) is only ever downloaded. */
const INLINE = new Set(['image', 'audio', 'video']);

/**
 * Serves stored files at their URL paths (`/uploads/...`) from the storage in use, disk or S3, so
 * any server process serves any other's uploads. The type is the one told from the bytes at upload
 * (the server chose the extension), never guessed by the browser (`nosniff`); a file is sandboxed
 * with no scripts even if opened on its own, and whatever is not media is a download.
 */
export function registerStoredFiles(app: FastifyInstance, storage: Storage) {
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const type = typeOfExtension(url.slice(url.lastIndexOf('.') + 1));
    const file = type ? await storage.read(url) : null;
    if (!type || !file) throw notFound('File');
    reply
      .header('content-type', type.mime)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'public, max-age=3600');
    if (!INLINE.has(type.kind)) reply.header('content-disposition', 'attachment');
    return reply.send(file.body);
  });
}
