import {
  adminHostFor,
  PREVIEW_MINUTES,
  publicUrlOf,
  SITE_ASSETS,
  SITE_PREFIX,
  timeZoneOf,
  websiteDefaults,
} from '@cms/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { now, type Executor } from '../db/database.js';
import { liveAlerts } from '../areas/alerts/alerts-repository.js';
import { readTree } from '../areas/navigation/navigation-repository.js';
import { findWebsite, findWebsiteByAdminUrl } from '../areas/websites/websites-repository.js';
import type { Area } from '../platform/area.js';
import { HttpError } from '../platform/errors.js';
import { readPreview } from '../platform/site/preview.js';
import { siteOf } from '../platform/site/site-hosts.js';
import { robotsFile, sitemapFiles } from '../platform/site/sitemap.js';
import {
  SiteLimitError,
  SiteRequestError,
  type SiteAction,
  type SiteActionVisit,
  type SiteCookie,
  type SiteFile,
  type SiteForm,
  type SitePage,
  type SiteView,
  type SiteVisit,
} from '../platform/site/site-page.js';
import { homePage } from './home.js';
import { previewsOf } from './preview-routes.js';
import { Document, stylesPath, themeOf, type Frame, type PageHead } from './layout.js';
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
  // A big body (a sitemap of 50,000 addresses) is compressed at the fastest level: a few milliseconds
  // rather than tens, for an answer of repeated text that compresses well at any level.
  const big = body.length > BIG_BODY;
  if (/\bbr\b/.test(accepts))
    return reply.header('Content-Encoding', 'br').send(compressed?.br ?? brotli(body, big ? 1 : 5));
  if (/\bgzip\b/.test(accepts))
    return reply.header('Content-Encoding', 'gzip').send(compressed?.gzip ?? gzipSync(body, { level: big ? 1 : 6 }));
  return reply.send(body);
}

/** The size from which a body is compressed at the fastest level. */
const BIG_BODY = 256 * 1024;

interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } });

/**
 * The public site of every website (docs/design.md §10), in the same process as the API: at `/`
 * on a website's public host (`SiteHosts` rewrites its requests to the site's prefix) and under
 * `/site` on the server's own address, for the website the console's host is. Each area's public
 * pages (its declaration's `site`) and the home page are rendered on the server from its
 * published-only reads, inside the layout (alerts, menu, footer); what an area has no public row
 * for is the site's own 404 page. The forms of its pages (its `actions`: a poll's vote) are posted
 * to the site and answered with a redirect.
 */
export function registerSite(app: FastifyInstance, areas: readonly Area[]) {
  const { deps } = app;
  const styles = Buffer.from(SITE_CSS);
  const stylesVersion = createHash('sha256').update(styles).digest('hex').slice(0, 12);
  const stylesCompressed = { br: brotliCompressSync(styles), gzip: gzipSync(styles, { level: 9 }) };

  async function addressed(request: FastifyRequest): Promise<Addressed | null> {
    const fromHost = siteOf(request.raw);
    if (fromHost !== undefined) return { websiteId: fromHost, base: '' };
    const website = await findWebsiteByAdminUrl(deps.db, adminHostFor(request.host, deps.config.defaultAdminHost));
    return website ? { websiteId: website.id, base: SITE_PREFIX } : null;
  }

  /**
   * What frames the website's pages, the time zone its dates are shown in and the site's absolute
   * address (its public URL, else this server's origin and the prefix); null for no website.
   */
  async function frameOf(
    request: FastifyRequest,
    where: Addressed,
    at: string,
    current: string,
  ): Promise<{ frame: Frame; timeZone: string; siteUrl: string; school: SiteVisit['school'] } | null> {
    const [website, menu, alerts] = await Promise.all([
      findWebsite(deps.db, where.websiteId),
      readTree(deps.db, where.websiteId),
      liveAlerts(deps.db, where.websiteId, at),
    ]);
    if (!website) return null;
    const siteUrl = publicUrlOf(website.publicUrl, `${isHttps(request) ? 'https' : 'http'}://${request.host}`, '');
    const theme = themeOf(website);
    const frame = {
      theme,
      menu,
      alerts,
      base: where.base,
      current,
      styles: stylesPath(stylesVersion),
      siteUrl,
    };
    const school = { name: theme.name, logoUrl: theme.logoUrl };
    // A zone the platform does not know (a row changed by other means) would fail every date.
    return { frame, timeZone: timeZoneOf(website.timeZone) ?? websiteDefaults.timeZone, siteUrl, school };
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
    if (!where) return noWebsite(reply);
    const at = now();
    const framed = await frameOf(request, where, at, '/preview');
    if (!framed) return noWebsite(reply);
    const { frame, timeZone, siteUrl, school } = framed;
    if (claims === 'expired') return sendPage(request, reply, 410, expiredPage(frame), true);
    const visit: SiteVisit = {
      db: deps.db,
      websiteId: where.websiteId,
      base: where.base,
      siteUrl,
      school,
      params: {},
      query: {},
      at,
      timeZone,
      cookies: {},
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

  const noWebsite = (reply: FastifyReply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('No website is served at this address');

  /** The request's website, the moment it is answered at and the layout around its page; null when no website is served there. */
  async function seen(request: FastifyRequest) {
    const where = await addressed(request);
    if (!where) return null;
    const at = now();
    const url = request.url.split('?')[0]!;
    const current = where.base === '' ? url.slice(SITE_PREFIX.length) || '/' : url.replace(/\/$/, '') || '/';
    const framed = await frameOf(request, where, at, current);
    if (!framed) return null;
    const { frame, timeZone, siteUrl, school } = framed;
    const visit: SiteVisit = {
      db: deps.db,
      websiteId: where.websiteId,
      base: where.base,
      siteUrl,
      school,
      params: request.params as Record<string, string>,
      query: request.query as Record<string, string | undefined>,
      at,
      timeZone,
      cookies: cookiesOf(request.headers.cookie),
    };
    return { where, frame, visit, path: current.slice(where.base.length) || '/' };
  }

  /** A page's refusal as the visitor sees it: 400 for an address or a form not right, 429 for too many tries, 404. */
  function refused(request: FastifyRequest, reply: FastifyReply, frame: Frame, error: unknown, refusal: string) {
    if (error instanceof SiteRequestError)
      return sendPage(request, reply, 400, message(frame, refusal, <p>{error.message}</p>));
    if (error instanceof SiteLimitError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendPage(request, reply, 429, message(frame, 'Too many tries', <p>{error.message}</p>));
    }
    if (error instanceof HttpError && error.statusCode === 404)
      return sendPage(request, reply, 404, notFoundPage(frame));
    throw error;
  }

  async function answer(page: SitePage | null, request: FastifyRequest, reply: FastifyReply) {
    const found = await seen(request);
    if (!found) return noWebsite(reply);
    const { frame, visit, path } = found;
    if (!page) return sendPage(request, reply, 404, notFoundPage(frame));
    try {
      const view = await page.render(visit);
      if (!view) return sendPage(request, reply, 404, notFoundPage(frame));
      const html = renderToStaticMarkup(
        <Document frame={frame} title={view.title} description={view.description} head={headOf(view, path, visit)}>
          {view.body}
        </Document>,
      );
      return sendPage(request, reply, 200, html);
    } catch (error) {
      return refused(request, reply, frame, error, 'This address is not right');
    }
  }

  /** A file of the site (a feed, a calendar): its text as `file` renders it, with a strong ETag, or the site's 404. */
  async function answerFile(file: SiteFile, request: FastifyRequest, reply: FastifyReply) {
    const found = await seen(request);
    if (!found) return noWebsite(reply);
    const { frame, visit } = found;
    try {
      const text = await file.render(visit);
      if (text === null) return sendPage(request, reply, 404, notFoundPage(frame));
      const body = Buffer.from(text);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.type(file.type).header('Cache-Control', 'no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return sendCompressed(request, reply, body);
    } catch (error) {
      return refused(request, reply, frame, error, 'This address is not right');
    }
  }

  /**
   * A form posted to the site: its action's answer is a redirect to a page (303, post-redirect-get),
   * with any cookie it keeps; a form it refuses is a page saying why. A form posted from another
   * website (a browser says so in `Sec-Fetch-Site`) is refused: a page of ours sends its own forms.
   */
  async function act(action: SiteAction, request: FastifyRequest, reply: FastifyReply) {
    const found = await seen(request);
    if (!found) return noWebsite(reply);
    const { where, frame } = found;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      const text = <p>This form can only be sent from the school&apos;s own website.</p>;
      return sendPage(request, reply, 403, message(frame, FORM_REFUSED, text));
    }
    const visit: SiteActionVisit = {
      ...found.visit,
      db: deps.db,
      client: request.ip,
      async limit(budget, key, text) {
        const attempt = await deps.attempts.limiter(budget).take(key);
        if (!attempt.allowed) throw new SiteLimitError(text, attempt.retryAfterSeconds);
      },
    };
    try {
      const done = await action.handle(visit, (request.body as SiteForm | undefined) ?? {});
      if (!done) return sendPage(request, reply, 404, notFoundPage(frame));
      if (done.cookie) reply.header('Set-Cookie', cookieOf(done.cookie, isHttps(request)));
      return reply.header('Cache-Control', 'no-store').redirect(`${where.base}${done.seeOther}`, 303);
    } catch (error) {
      return refused(request, reply, frame, error, FORM_REFUSED);
    }
  }

  const schoolOf = async (websiteId: number) => {
    const found = await findWebsite(deps.db, websiteId);
    return found ? themeOf(found) : null;
  };
  const pages: SitePage[] = [homePage(schoolOf), ...areas.flatMap((area) => area.site?.pages ?? [])];
  const options = { config: { public: true }, schema: { hide: true } };
  const actions = areas.flatMap((area) => area.site?.actions ?? []);
  // The sitemap: the home page, then every area's addresses in the list's order.
  const addresses = areas.flatMap((area) => area.site?.sitemap ?? []);
  const siteChanged = async (db: Executor, websiteId: number) =>
    (await findWebsite(db, websiteId))?.updatedDate ?? null;
  const files = [
    ...sitemapFiles(addresses, siteChanged),
    robotsFile,
    ...areas.flatMap((area) => area.site?.files ?? []),
  ];
  const previews = previewsOf(areas);
  // The site's own scope: a request the platform refuses before a page runs (a NUL in the address, a
  // body the forms do not read) is a page of the site saying why, not the API's JSON.
  void app.register(async (site) => {
    site.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) throw error;
      const found = await seen(request);
      if (!found) return noWebsite(reply);
      const title = request.method === 'POST' ? FORM_REFUSED : 'This address is not right';
      return sendPage(request, reply, status, message(found.frame, title, <p>{formRefusal(error)}</p>));
    });
    site.get(`${SITE_ASSETS}/site.css`, { config: { public: true }, schema: { hide: true } }, (request, reply) => {
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable');
      return sendCompressed(request, reply, styles, stylesCompressed);
    });
    site.get(`${SITE_PREFIX}/preview/:token`, options, answerPreview);
    for (const page of pages) {
      const paths = page.path === '/' ? [SITE_PREFIX, `${SITE_PREFIX}/`] : [`${SITE_PREFIX}${page.path}`];
      for (const path of paths) site.get(path, options, (request, reply) => answer(page, request, reply));
    }
    for (const file of files) {
      site.get(`${SITE_PREFIX}${file.path}`, options, (request, reply) => answerFile(file, request, reply));
    }
    site.get(`${SITE_PREFIX}/*`, options, (request, reply) => answer(null, request, reply));

    // The forms' own scope: only a URL-encoded form of a few kilobytes is read (any other body is
    // refused before its action runs).
    await site.register(async (forms) => {
      forms.removeAllContentTypeParsers();
      forms.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BYTES }, (_request, body, done) =>
        done(null, formOf(String(body))),
      );
      for (const action of actions) {
        forms.post(`${SITE_PREFIX}${action.path}`, options, (request, reply) => act(action, request, reply));
      }
    });
  });
}

/**
 * What the head says of a page (`Document`): its canonical address, the one the page gives or the
 * path it was asked at with its page number past the first (the kit's `?page=`), and how it is shared.
 */
function headOf(view: SiteView, path: string, visit: SiteVisit): PageHead {
  const { page } = visit.query;
  const numbered = page !== undefined && /^[1-9]\d{0,8}$/.test(page) && page !== '1';
  return {
    canonical: view.canonical ?? (numbered ? `${path}?page=${page}` : path),
    image: view.image,
    kind: view.kind,
    data: view.data,
    feeds: view.feeds,
  };
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** The most a form of the site may send: its fields are a few choices, never text of any length. */
const FORM_BYTES = 4096;
const FORM_REFUSED = 'The form could not be sent';

/** Why a form's body was refused before its action saw it, in the visitor's words. */
function formRefusal(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The form sent more than it should. Go back to the page and try again.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The form was not sent as a web form. Go back to the page and try again.';
    default:
      return error instanceof HttpError
        ? error.message
        : 'The form was not sent right. Go back to the page and try again.';
  }
}

/** A URL-encoded body's fields, by name; a name sent twice is a list. No name reaches an object's prototype. */
function formOf(body: string): SiteForm {
  const form: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const before = form[name];
    form[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return form;
}

/** The `Cookie` header's cookies, by name (the first of a name wins); a malformed pair is passed over. */
function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (at > 0 && !(name in cookies)) cookies[name] = pair.slice(at + 1).trim();
  }
  return cookies;
}

const COOKIE_VALUE = /^[\w.-]*$/;

/** A `Set-Cookie` value for the whole site, out of scripts' reach, sent on links from elsewhere but not on their forms. */
function cookieOf(cookie: SiteCookie, https: boolean) {
  if (!COOKIE_VALUE.test(cookie.name) || !COOKIE_VALUE.test(cookie.value))
    throw new Error(`A site cookie is letters, digits and .-_ only: ${cookie.name}`);
  const attributes = ['Path=/', `Max-Age=${cookie.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (https) attributes.push('Secure');
  return `${cookie.name}=${cookie.value}; ${attributes.join('; ')}`;
}

/** Whether the browser reached us over https: directly, or through a proxy that ends TLS and says so. */
const isHttps = (request: FastifyRequest) =>
  request.protocol === 'https' || /^https\b/i.test(String(request.headers['x-forwarded-proto'] ?? ''));
