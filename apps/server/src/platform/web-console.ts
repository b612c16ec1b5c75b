import { API_PREFIXES } from '@cms/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { existsSync, readFileSync, realpathSync } from 'node:fs';

const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/**
 * Where the console's build is when WEB_DIST does not say: `apps/web/dist`, beside the server's
 * package. That package is the first folder above this module with a package.json, whether the
 * module runs from `src/` (tsx) or bundled from `builds/<hash>/` (`dist` links there).
 */
export function defaultConsoleBuild(from = import.meta.dirname) {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.resolve(dir, '../web/dist');
}

/**
 * Serves the built console on the API's port. Client routes (GET, no file extension, not an API
 * path) answer index.html; everything else that is unknown stays a JSON 404.
 *
 * `webDist` is resolved to its real folder once, here: `apps/web/dist` is a link that the next build
 * points elsewhere (docs/design.md §3, Building), and this process keeps serving the build whose
 * index.html it hands out, so every script that page lists stays there. The index is read once too:
 * a client route never depends on a file read at request time.
 */
export async function registerWebConsole(app: FastifyInstance, webDist: string) {
  const root = existsSync(path.join(webDist, 'index.html')) ? realpathSync(webDist) : null;
  const index = root ? readFileSync(path.join(root, 'index.html')) : null;
  if (root)
    await app.register(fastifyStatic, {
      root,
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
    if (index && request.method === 'GET' && !isApiPath(pathname) && !path.extname(pathname)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(index);
    }
    return reply
      .status(404)
      .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${pathname} not found` });
  });
}
