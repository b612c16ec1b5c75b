import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

/** A body already compressed both ways (the style sheet, a kept page), so that no request pays for it again. */
export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });

/**
 * A body answered compressed as the client accepts it: brotli, gzip, or as it is; a cache in
 * between keeps one copy per encoding (`Vary`).
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: Buffer, compressed?: Compressed) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(compressed?.br ?? brotli(body));
  if (/\bgzip\b/.test(accepts))
    return reply.header('Content-Encoding', 'gzip').send(compressed?.gzip ?? gzipSync(body));
  return reply.send(body);
}

/** A strong ETag of a body: the same bytes, the same tag, whichever process wrote them. */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Whether the client holds the body tagged `etag` already (`If-None-Match`, which may list several
 * tags, weak or strong, or be `*`): the answer is then a 304 without it.
 */
export function holds(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((listed) => {
    const tag = listed.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
