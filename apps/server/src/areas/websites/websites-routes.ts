import {
  contrastFailures,
  idParams,
  messageResponse,
  pageQuery,
  website,
  websiteFindQuery,
  websitePage,
  websiteRequest,
  websitesMessages,
  websiteDefaults,
  websitesPaths,
  type ThemeColors,
  type WebsiteBody,
} from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/auth.js';
import type { Executor } from '../../db/database.js';
import { requireOwnUrl } from '../../platform/own-files.js';
import type { LiveSession } from '../../platform/sessions.js';
import { badRequest, conflict, invalidField, isUniqueViolation, notFound } from '../../platform/errors.js';
import {
  adminUrlTaken,
  findWebsite,
  findWebsiteByAdminUrl,
  homeWebsiteIdOf,
  insertWebsite,
  listWebsites,
  softDeleteWebsite,
  updateWebsite,
} from './websites-repository.js';

const tags = ['websites'];
const isSuperAdmin = (auth: LiveSession) => auth.roles.includes('SUPER_ADMIN');
/** The check before a write can race with another request; the unique index has the last word. */
const adminUrlConflict = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(websitesMessages.adminUrlTaken) : error;
};

const COLORS = ['primaryColor', 'onPrimaryColor', 'accentColor'] as const;

/**
 * A colour pair that a body completes with the saved colours (a new website's defaults) passes WCAG
 * AA too: a 400 at its field, as the contract's check of a pair sent whole answers. A body that
 * sends no colour changes none and is not judged.
 */
function checkContrast(saved: ThemeColors, body: WebsiteBody) {
  if (COLORS.every((field) => body[field] === undefined)) return;
  const colors = { ...saved };
  for (const field of COLORS) colors[field] = body[field] ?? saved[field];
  const [failure] = contrastFailures(colors);
  if (failure) throw invalidField(failure.field, failure.message);
}

export const websitesRoutes: FastifyPluginAsyncZod = async (app) => {
  // A website's logo may be an upload (the orphan sweep keeps it).
  app.deps.fileUses.keep({ table: 'websites', urls: ['logo_url'] });
  const { deps } = app;

  /** A logo that is an upload is one of the website's own files (`requireOwnUrl`); the one it has stays. */
  const requireOwnLogo = (trx: Executor, websiteId: number, url: string | null | undefined, current?: string | null) =>
    requireOwnUrl(trx, deps.fileUses, websiteId, { url, field: 'logoUrl', current });

  /** Everyone signed in sees its own website; a SUPER_ADMIN sees them all. */
  async function visibleWebsite(auth: LiveSession, id: number) {
    const found = (isSuperAdmin(auth) || id === auth.websiteId) && (await findWebsite(deps.db, id));
    if (!found) throw notFound('Website');
    return found;
  }

  app.get(
    websitesPaths.find,
    {
      config: { public: true },
      schema: { tags, security: [], querystring: websiteFindQuery, response: { 200: website.nullable() } },
    },
    async (request) => (await findWebsiteByAdminUrl(deps.db, request.query.adminUrl)) ?? null,
  );

  app.get(
    websitesPaths.websites,
    { schema: { tags, querystring: pageQuery, response: { 200: websitePage } } },
    async (request) =>
      listWebsites(deps.db, request.query, isSuperAdmin(request.auth) ? undefined : request.auth.websiteId),
  );

  app.get(websitesPaths.website, { schema: { tags, params: idParams, response: { 200: website } } }, async (request) =>
    visibleWebsite(request.auth, request.params.id),
  );

  app.post(
    websitesPaths.websites,
    {
      preHandler: requirePermission('manageWebsites', 'manage websites'),
      schema: { tags, body: websiteRequest, response: { 201: website } },
    },
    async (request, reply) => {
      checkContrast(websiteDefaults, request.body);
      const id = await deps.db
        .transaction()
        .execute(async (trx) => {
          // A new website has no files yet: its logo is one the signed-in website's staff uploaded.
          await requireOwnLogo(trx, request.auth.websiteId, request.body.logoUrl);
          if (await adminUrlTaken(trx, request.body.adminUrl)) throw conflict(websitesMessages.adminUrlTaken);
          return insertWebsite(trx, request.body, request.auth.userId);
        })
        .catch(adminUrlConflict);
      return reply.status(201).send(await visibleWebsite(request.auth, id));
    },
  );

  app.put(
    websitesPaths.website,
    {
      preHandler: requirePermission('editOwnWebsite', 'edit this website'),
      schema: { tags, params: idParams, body: websiteRequest, response: { 200: website } },
    },
    async (request) => {
      const { id } = request.params;
      const saved = await visibleWebsite(request.auth, id);
      checkContrast(saved, request.body);
      await deps.db
        .transaction()
        .execute(async (trx) => {
          await requireOwnLogo(trx, id, request.body.logoUrl, saved.logoUrl);
          if (await adminUrlTaken(trx, request.body.adminUrl, id)) throw conflict(websitesMessages.adminUrlTaken);
          await updateWebsite(trx, id, request.body, request.auth.userId);
        })
        .catch(adminUrlConflict);
      return visibleWebsite(request.auth, id);
    },
  );

  app.delete(
    websitesPaths.website,
    {
      preHandler: requirePermission('manageWebsites', 'manage websites'),
      schema: { tags, params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await visibleWebsite(request.auth, id);
      if (id === request.auth.websiteId) throw badRequest(websitesMessages.cannotDeleteOwn);
      // Deleting its own home website from another one would lock the SUPER_ADMIN out for good.
      if (id === (await homeWebsiteIdOf(deps.db, request.auth.userId)))
        throw badRequest(websitesMessages.cannotDeleteHome);
      await softDeleteWebsite(deps.db, id, request.auth.userId);
      deps.sessions.forgetWebsite(id);
      return { message: 'Website deleted successfully' };
    },
  );
};
