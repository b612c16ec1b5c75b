import { adminHostFor, PREVIEW_MINUTES, SITE_ASSETS, SITE_PREFIX } from '@cms/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { now } from '../db/database.js';
import { liveAlerts } from '../areas/alerts/alerts-repository.js';
import { readTree } from '../areas/navigation/navigation-repository.js';
import { findWebsite, findWebsiteByAdminUrl } from '../areas/websites/websites-repository.js';
import type { Area } from '../platform/area.js';
import { HttpError } from '../platform/errors.js';
import { readPreview } from '../platform/site/preview.js';
import { siteOf } from '../platform/site/site-hosts.js';
import { SiteRequestError, type SitePage, type SiteVisit } from '../platform/site/site-page.js';
import { homePage } from './home.js';
import { previewsOf } from './preview-routes.js';
import { DEFAULT_THEME, Document, stylesPath, type Frame } from './layout.js';
import { SITE_CSS } from './site-css.js';

/** Where a site request is for: its website and the start of its links. */
interface Addressed {
  websiteId: number;
  base: string;
}

/** A body answered compressed as the client accepts it: brotli, gzip, or as it is. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: Buffer, compressed?: Compressed) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(compressed?.br ?? brotli(body));
  if (/\bgzip\b/.test(accepts))
    return reply.header('Content-Encoding', 'gzip').send(compressed?.gzip ?? gzipSync(body));
  return reply.send(body);
}

interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });

/**
 * The public site of every website (docs/design.md §10), in the same process as the API: at `/`
 * on a website's public host (`SiteHosts` rewrites its requests to the site's prefix) and under
 * `/site` on the server's own address, for the website the console's host is. Each area's public
 * pages (its declaration's `site`) and the home page are rendered on the server from its
 * published-only reads, inside the layout (alerts, menu, footer); what an area has no public row
 * for is the site's own 404 page.
 */
export function registerSite(app: FastifyInstance, areas: readonly Area[]) {
  const { deps } = app;
  const styles = Buffer.from(SITE_CSS);
  const stylesVersion = createHash('sha256').update(styles).digest('hex').slice(0, 12);
  const stylesCompressed = { br: brotliCompressSync(styles), gzip: gzipSync(styles, { level: 9 }) };

  app.get(`${SITE_ASSETS}/site.css`, { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable');
    return sendCompressed(request, reply, styles, stylesCompressed);
  });

  async function addressed(request: FastifyRequest): Promise<Addressed | null> {
    const fromHost = siteOf(request.raw);
    if (fromHost !== undefined) return { websiteId: fromHost, base: '' };
    const website = await findWebsiteByAdminUrl(deps.db, adminHostFor(request.host, deps.config.defaultAdminHost));
    return website ? { websiteId: website.id, base: SITE_PREFIX } : null;
  }

  async function frameOf(where: Addressed, at: string, current: string): Promise<Frame | null> {
    const [website, menu, alerts] = await Promise.all([
      findWebsite(deps.db, where.websiteId),
      readTree(deps.db, where.websiteId),
      liveAlerts(deps.db, where.websiteId, at),
    ]);
    if (!website) return null;
    return {
      theme: { ...DEFAULT_THEME, name: website.name, logoUrl: null },
      menu,
      alerts,
      base: where.base,
      current,
      styles: stylesPath(stylesVersion),
    };
  }

  /**
   * A rendered page: its HTML with a strong ETag, answered 304 when the client holds it already; a
   * preview's is never stored nor indexed, and has no ETag.
   */
  function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, html: string, preview = false) {
    const body = Buffer.from(`<!doctype html>${html}`);
    if (preview) {
      reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      return sendCompressed(request, reply.header('X-Robots-Tag', 'noindex'), body);
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('ETag', etag);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
    return sendCompressed(request, reply, body);
  }

  const message = (frame: Frame, title: string, text: ReactNode, noindex = false) =>
    renderToStaticMarkup(
      <Document frame={frame} title={title} noindex={noindex}>
        <div className="not-found">
          <h1>{title}</h1>
          {text}
          <p>
            <a href={frame.base || '/'}>Go to the home page</a>
          </p>
        </div>
      </Document>,
    );

  const notFoundPage = (frame: Frame, noindex = false) =>
    message(
      frame,
      'Page not found',
      <p>There is no page at this address. It may have moved or been taken down.</p>,
      noindex,
    );

  const expiredPage = (frame: Frame) =>
    message(
      frame,
      'This preview link has expired',
      <p>
        A preview link works for {PREVIEW_MINUTES} minutes. Open the preview again from the console to get a new link.
      </p>,
      true,
    );

  /**
   * `/preview/{token}` (docs/design.md §10): the item the token names, whatever its status, as its
   * public page shows it, inside the layout of the token's website (on that website's public host,
   * or under /site on the server's own address), never indexed nor stored. An expired link is a 410
   * saying so; a tampered one, another host's, or one whose item is gone is the site's 404.
   */
  async function answerPreview(request: FastifyRequest, reply: FastifyReply) {
    const { token } = request.params as { token: string };
    const claims = await readPreview(deps.tokens, token);
    const preview = claims && claims !== 'expired' ? previews.get(claims.kind) : undefined;
    const fromHost = siteOf(request.raw);
    const named =
      claims && claims !== 'expired' && preview && (fromHost === undefined || fromHost === claims.websiteId)
        ? { websiteId: claims.websiteId, base: fromHost === undefined ? SITE_PREFIX : '' }
        : null;
    const where = named ?? (await addressed(request));
    if (!where) return reply.status(404).type('text/plain; charset=utf-8').send('No website is served at this address');
    const at = now();
    const frame = await frameOf(where, at, '/preview');
    if (!frame) return reply.status(404).type('text/plain; charset=utf-8').send('No website is served at this address');
    if (claims === 'expired') return sendPage(request, reply, 410, expiredPage(frame), true);
    const visit: SiteVisit = {
      db: deps.db,
      websiteId: where.websiteId,
      base: where.base,
      params: {},
      query: {},
      at,
      timeZone: 'UTC',
    };
    const view = named && preview && claims ? await preview.render(visit, claims.id) : null;
    if (!view) return sendPage(request, reply, 404, notFoundPage(frame, true), true);
    const html = renderToStaticMarkup(
      <Document frame={frame} title={view.title} description={view.description} noindex>
        {view.body}
      </Document>,
    );
    return sendPage(request, reply, 200, html, true);
  }

  async function answer(page: SitePage | null, request: FastifyRequest, reply: FastifyReply) {
    const where = await addressed(request);
    if (!where) return reply.status(404).type('text/plain; charset=utf-8').send('No website is served at this address');
    const at = now();
    const url = request.url.split('?')[0]!;
    const current = where.base === '' ? url.slice(SITE_PREFIX.length) || '/' : url.replace(/\/$/, '') || '/';
    const frame = await frameOf(where, at, current);
    if (!frame) return reply.status(404).type('text/plain; charset=utf-8').send('No website is served at this address');
    if (!page) return sendPage(request, reply, 404, notFoundPage(frame));
    const visit: SiteVisit = {
      db: deps.db,
      websiteId: where.websiteId,
      base: where.base,
      params: request.params as Record<string, string>,
      query: request.query as Record<string, string | undefined>,
      at,
      timeZone: 'UTC',
    };
    try {
      const view = await page.render(visit);
      if (!view) return sendPage(request, reply, 404, notFoundPage(frame));
      const html = renderToStaticMarkup(
        <Document frame={frame} title={view.title} description={view.description}>
          {view.body}
        </Document>,
      );
      return sendPage(request, reply, 200, html);
    } catch (error) {
      if (error instanceof SiteRequestError)
        return sendPage(request, reply, 400, message(frame, 'This address is not right', <p>{error.message}</p>));
      if (error instanceof HttpError && error.statusCode === 404)
        return sendPage(request, reply, 404, notFoundPage(frame));
      throw error;
    }
  }

  const schoolName = async (websiteId: number) => (await findWebsite(deps.db, websiteId))?.name ?? '';
  const pages: SitePage[] = [homePage(schoolName), ...areas.flatMap((area) => area.site?.pages ?? [])];
  const options = { config: { public: true }, schema: { hide: true } };
  const previews = previewsOf(areas);
  app.get(`${SITE_PREFIX}/preview/:token`, options, answerPreview);
  for (const page of pages) {
    const paths = page.path === '/' ? [SITE_PREFIX, `${SITE_PREFIX}/`] : [`${SITE_PREFIX}${page.path}`];
    for (const path of paths) app.get(path, options, (request, reply) => answer(page, request, reply));
  }
  app.get(`${SITE_PREFIX}/*`, options, (request, reply) => answer(null, request, reply));
}
