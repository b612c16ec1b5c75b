import type { FastifyRequest } from 'fastify';

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
