import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

const SECRET_NAME = /token|password|secret/i;

function decodedName(name: string) {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * A URL fit for the log: the values of query parameters whose names speak of a token, password or
 * secret are replaced (an old reset link, `/reset-password?token=...`), and a fragment, which no
 * browser sends, is dropped should a client send one anyway.
 */
export function redactUrl(url: string) {
  const hash = url.indexOf('#');
  const bare = hash === -1 ? url : url.slice(0, hash);
  const question = bare.indexOf('?');
  if (question === -1) return bare;
  const query = bare
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at === -1 ? pair : pair.slice(0, at);
      return SECRET_NAME.test(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${bare.slice(0, question)}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: request.headers?.['accept-version'] as string | undefined,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** Keys whose values never reach a log line, wherever they stand in a logged object. */
const SECRET_KEY = /^(authorization|cookie|password|newpassword|oldpassword|password_hash|token)$/i;
const CENSOR = '[redacted]';
/** How deep a logged object is searched; anything deeper is left out of the line. */
const MAX_DEPTH = 8;

function redacted(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redacted(item, depth + 1));
  if (value instanceof Error) return copyRedacted(stdSerializers.err(value), depth);
  // Buffers, dates and other class instances are logged the way pino would log them.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return copyRedacted(value, depth);
}

function copyRedacted(value: object, depth: number) {
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    copy[key] = SECRET_KEY.test(key) ? CENSOR : redacted(item, depth + 1);
  return copy;
}

/**
 * The line of every answered request (request-log.ts) holds only what the serializers above pick
 * from the request and the reply, so it is written as it is.
 */
const REQUEST_LINE_KEYS = new Set(['req', 'res', 'responseTime']);

/**
 * pino's `formatters.log`: every other logged object (an error, a plugin's options at trace level,
 * a mail's recipient) is copied with the values of secret-named keys replaced, at any depth. It
 * does what pino's `redact` paths did for the keys the server and its plugins log, at a fraction
 * of the cost on the request line (issue 9's profile: pino's redaction was most of a log line).
 */
export function redactLogObject(object: Record<string, unknown>) {
  let plain = true;
  for (const key in object) {
    if (!REQUEST_LINE_KEYS.has(key)) {
      plain = false;
      break;
    }
  }
  if (plain) return object;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    copy[key] = SECRET_KEY.test(key) ? CENSOR : key === 'req' || key === 'res' ? value : redacted(value, 0);
  }
  return copy;
}
