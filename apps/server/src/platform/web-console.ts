import { API_PREFIXES } from '@cms/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { existsSync } from 'node:fs';

const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/**
 * Serves the built console on the API's port. Client routes (GET, no file extension, not an API
 * path) answer index.html; everything else that is unknown stays a JSON 404.
 */
export async function registerWebConsole(app: FastifyInstance, webDist: string) {
  const hasConsole = existsSync(path.join(webDist, 'index.html'));
  if (hasConsole)
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // '/' itself is a client route: the folder's index is the console.
      index: 'index.html',
      wildcard: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (hasConsole && request.method === 'GET' && !isApiPath(pathname) && !path.extname(pathname)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply
      .status(404)
      .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${pathname} not found` });
  });
}
