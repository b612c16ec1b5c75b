import { API_PREFIXES } from '@cms/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { encodingOf } from './site/site-cache.js';

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
 *
 * The build holds every text file compressed beside it (`x.js.br`, `x.js.gz`, apps/web/build.mjs):
 * the form the browser accepts is sent as it is, never compressed per request, with
 * `Vary: Accept-Encoding`. The hashed files of `assets/` are kept by browsers for a year; the rest
 * (index.html above all, which names them) is asked again each time.
 */
export async function registerWebConsole(app: FastifyInstance, webDist: string) {
  const root = existsSync(path.join(webDist, 'index.html')) ? realpathSync(webDist) : null;
  const index = root ? readIndex(root) : null;
  if (root)
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // '/' itself is a client route: the folder's index is the console.
      index: 'index.html',
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (index && request.method === 'GET' && !isApiPath(pathname) && !path.extname(pathname)) {
      const encoding = encodingOf(request.headers['accept-encoding']);
      const body = encoding ? index[encoding] : null;
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      return body ? reply.header('Content-Encoding', encoding).send(body) : reply.send(index.identity);
    }
    return reply
      .status(404)
      .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${pathname} not found` });
  });
}

/** The console's index.html as it is and in the compressed forms its build wrote beside it. */
function readIndex(root: string) {
  const file = path.join(root, 'index.html');
  const optional = (name: string) => (existsSync(name) ? readFileSync(name) : null);
  return { identity: readFileSync(file), br: optional(`${file}.br`), gzip: optional(`${file}.gz`) };
}
