import { PREVIEW_MINUTES, publicUrlOf, SITE_ASSETS, SITE_PREFIX, timeZoneOf, websiteDefaults } from '@cms/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { now, type Executor } from '../db/database.js';
import { liveAlerts } from '../areas/alerts/alerts-repository.js';
import { readTree } from '../areas/navigation/navigation-repository.js';
import { findWebsite } from '../areas/websites/websites-repository.js';
import type { Area } from '../platform/area.js';
import { HttpError } from '../platform/errors.js';
import { readPreview } from '../platform/site/preview.js';
import { answerOf, type SiteAnswer } from '../platform/site/site-cache.js';
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
import { addressed, NO_WEBSITE, type Addressed } from './addressed.js';
import { contentUntil, cookieKey, cookiesOf, pageKey, PRIVATE, sendAnswer, SHARED, UNCACHED } from './answers.js';
import { homePage } from './home.js';
import { previewsOf } from './preview-routes.js';
import { Document, stylesPath, themeOf, type Frame, type PageHead } from './layout.js';
import { SITE_CSS } from './site-css.js';

const HTML = 'text/html; charset=utf-8';

/** A rendered page as an answer, kept no longer than `until`. */
const pageAnswer = (status: number, html: string, until = Infinity) =>
  answerOf(status, HTML, `<!doctype html>${html}`, until);

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
  const styles = answerOf(200, 'text/css; charset=utf-8', SITE_CSS);
  const stylesVersion = createHash('sha256').update(styles.body).digest('hex').slice(0, 12);
  const cache = deps.siteCache;
  // What a write drops is dropped at once, not when it is next asked: its memory is free for what is.
  deps.siteVersions.onChange((websiteIds) => cache.drop(websiteIds));
  const siteCookies = [...new Set(areas.flatMap((area) => area.site?.cookies ?? []))];

  const untilOf = contentUntil(areas, deps.db);

  /**
   * What frames the website's pages, the time zone its dates are shown in, the site's absolute
   * address (its public URL, else this server's origin and the prefix), and until when it holds;
   * null for no website.
   */
  async function frameOf(request: FastifyRequest, where: Addressed, at: string, current: string) {
    const [website, menu, alerts] = await Promise.all([
      findWebsite(deps.db, where.websiteId),
      readTree(deps.db, where.websiteId),
      liveAlerts(deps.db, where.websiteId, at),
    ]);
    if (!website) return null;
    const siteUrl = publicUrlOf(website.publicUrl, `${isHttps(request) ? 'https' : 'http'}://${request.host}`, '');
    const theme = themeOf(website);
    const frame: Frame = {
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
    const timeZone = timeZoneOf(website.timeZone) ?? websiteDefaults.timeZone;
    return { frame, timeZone, siteUrl, school, until: await untilOf(where.websiteId, at, timeZone) };
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

  /** A preview's answer: for the one who has the link, never kept nor indexed. */
  const sendPreview = (request: FastifyRequest, reply: FastifyReply, status: number, html: string) =>
    sendAnswer(request, reply.header('X-Robots-Tag', 'noindex'), cache, pageAnswer(status, html), PRIVATE);

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
    const where = named ?? (await addressed(deps, request));
    if (!where) return noWebsite(reply);
    const at = now();
    const framed = await frameOf(request, where, at, '/preview');
    if (!framed) return noWebsite(reply);
    const { frame, timeZone, siteUrl, school } = framed;
    if (claims === 'expired') return sendPreview(request, reply, 410, expiredPage(frame));
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
    if (!view) return sendPreview(request, reply, 404, notFoundPage(frame, true));
    const html = renderToStaticMarkup(
      <Document frame={frame} title={view.title} description={view.description} noindex>
        {view.body}
      </Document>,
    );
    return sendPreview(request, reply, 200, html);
  }

  const noWebsite = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send(NO_WEBSITE);

  /**
   * The visit of a request to the website `where`: the moment it is answered at and the layout
   * around its page; null when the website is gone.
   */
  async function visitOf(request: FastifyRequest, where: Addressed) {
    const at = now();
    const url = request.url.split('?')[0]!;
    const current = where.base === '' ? url.slice(SITE_PREFIX.length) || '/' : url.replace(/\/$/, '') || '/';
    const framed = await frameOf(request, where, at, current);
    if (!framed) return null;
    const { frame, timeZone, siteUrl, school, until } = framed;
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
    return { frame, visit, until, path: current.slice(where.base.length) || '/' };
  }

  /** The request's website, its visit and layout; null when no website is served there. */
  async function seen(request: FastifyRequest) {
    const where = await addressed(deps, request);
    if (!where) return null;
    const visited = await visitOf(request, where);
    return visited && { where, ...visited };
  }

  /** A page's refusal as the visitor sees it: 400 for an address or a form not right, 429 for too many tries, 404. */
  function refusal(frame: Frame, error: unknown, title: string): SiteAnswer {
    if (error instanceof SiteRequestError) return pageAnswer(400, message(frame, title, <p>{error.message}</p>));
    if (error instanceof SiteLimitError) {
      const answer = pageAnswer(429, message(frame, 'Too many tries', <p>{error.message}</p>));
      return { ...answer, retryAfter: error.retryAfterSeconds };
    }
    if (error instanceof HttpError && error.statusCode === 404) return pageAnswer(404, notFoundPage(frame));
    throw error;
  }

  /** What is at the address: a page rendered in the layout, a file as it is, or the site's 404. */
  async function render(what: SitePage | SiteFile | null, request: FastifyRequest, where: Addressed) {
    const visited = await visitOf(request, where);
    if (!visited) return null;
    const { frame, visit, until, path } = visited;
    if (!what) return pageAnswer(404, notFoundPage(frame));
    try {
      if ('type' in what) {
        const text = await what.render(visit);
        return text === null ? pageAnswer(404, notFoundPage(frame)) : answerOf(200, what.type, text, until);
      }
      const view = await what.render(visit);
      if (!view) return pageAnswer(404, notFoundPage(frame));
      const html = renderToStaticMarkup(
        <Document frame={frame} title={view.title} description={view.description} head={headOf(view, path, visit)}>
          {view.body}
        </Document>,
      );
      return pageAnswer(200, html, until);
    } catch (error) {
      return refusal(frame, error, 'This address is not right');
    }
  }

  /**
   * A page or file of the site (docs/design.md §10 "Caching"): kept in memory per website and
   * address while the website's content version holds (`SiteCache`), so a kept one is answered
   * with no query at all. A visitor who sends a cookie the pages read is answered for them alone
   * (kept apart, `private, no-store`), as is a page shown differently to each (a poll).
   */
  async function answer(what: SitePage | SiteFile | null, request: FastifyRequest, reply: FastifyReply) {
    const where = await addressed(deps, request);
    if (!where) return noWebsite(reply);
    if (what && 'private' in what && what.private) {
      const rendered = await render(what, request, where);
      return rendered ? sendAnswer(request, reply, cache, rendered, PRIVATE) : noWebsite(reply);
    }
    const personal = cookieKey(request.headers.cookie, siteCookies);
    const key = pageKey(request.protocol, request.host, request.url, personal);
    const kept = cache.get(where.websiteId, key);
    const found =
      kept ?? (await cache.answer(where.websiteId, key, async () => (await render(what, request, where)) ?? GONE));
    if (found === GONE) return noWebsite(reply);
    if (found.status !== 200) {
      return sendAnswer(request, reply, cache, found, UNCACHED);
    }
    return sendAnswer(request, reply, cache, found, personal ? PRIVATE : SHARED);
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
    const send = (answer: SiteAnswer) => sendAnswer(request, reply, cache, answer, PRIVATE);
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      const text = <p>This form can only be sent from the school&apos;s own website.</p>;
      return send(pageAnswer(403, message(frame, FORM_REFUSED, text)));
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
      if (!done) return send(pageAnswer(404, notFoundPage(frame)));
      if (done.cookie) reply.header('Set-Cookie', cookieOf(done.cookie, isHttps(request)));
      return reply.header('Cache-Control', PRIVATE).redirect(`${where.base}${done.seeOther}`, 303);
    } catch (error) {
      return send(refusal(frame, error, FORM_REFUSED));
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
      const refused = pageAnswer(status, message(found.frame, title, <p>{formRefusal(error)}</p>));
      return sendAnswer(request, reply, cache, refused, UNCACHED);
    });
    site.get(`${SITE_ASSETS}/site.css`, options, (request, reply) =>
      sendAnswer(request, reply, cache, styles, 'public, max-age=31536000, immutable'),
    );
    site.get(`${SITE_PREFIX}/preview/:token`, options, answerPreview);
    for (const page of pages) {
      const paths = page.path === '/' ? [SITE_PREFIX, `${SITE_PREFIX}/`] : [`${SITE_PREFIX}${page.path}`];
      for (const path of paths) site.get(path, options, (request, reply) => answer(page, request, reply));
    }
    for (const file of files) {
      site.get(`${SITE_PREFIX}${file.path}`, options, (request, reply) => answer(file, request, reply));
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
  return siteCookies;
}

/** What a render answers for a website gone while it was asked: not kept, and answered as no website. */
const GONE = answerOf(404, 'text/plain; charset=utf-8', '');

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
