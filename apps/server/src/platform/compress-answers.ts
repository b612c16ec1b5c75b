import type { FastifyInstance } from 'fastify';
import { compress, encodingOf } from './site/site-cache.js';

/** A JSON answer up to this many bytes goes as it is: a packet holds it, compressed or not. */
export const COMPRESS_FROM = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The API's JSON answers over `COMPRESS_FROM` bytes compressed as the client accepts (brotli, else
 * gzip, else as they are; `compress` of the public site, at its quick levels), with
 * `Vary: Accept-Encoding` on every answer that size whether compressed or not. An answer that is
 * already encoded (the public site's and its content API's, compressed once and kept), a stream (a
 * file download), a smaller one or one of another type is left as it is; a 304 or 204 has no body.
 * A HEAD answer carries the headers and length its GET would.
 */
export function registerAnswerCompression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !JSON_TYPE.test(type)) return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size <= COMPRESS_FROM) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('Vary', 'Accept-Encoding');
    else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('Vary', `${String(vary)}, Accept-Encoding`);
    const encoding = encodingOf(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('Content-Encoding', encoding).removeHeader('content-length');
    done(null, compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding));
  });
}
