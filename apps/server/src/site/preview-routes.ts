import { can, publicUrlOf, sitePreviewLink, sitePreviewPaths, sitePreviewRequest } from '@cms/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findWebsite } from '../areas/websites/websites-repository.js';
import type { Area } from '../platform/area.js';
import { badRequest, forbidden, notFound } from '../platform/errors.js';
import { PREVIEW_SECONDS, signPreview, type SitePreview } from '../platform/site/preview.js';

/** Every area's previews by their kind (the resource's tag). */
export function previewsOf(areas: readonly Area[]): ReadonlyMap<string, SitePreview> {
  return new Map(areas.flatMap((area) => area.site?.previews ?? []).map((preview) => [preview.kind(), preview]));
}

/**
 * `POST /misc/cms/preview` (docs/design.md §10): a preview link to one saved item of the user's
 * website, for anyone who may read that area's items (a VIEWER reads drafts in the console too).
 * An item of another website, or a deleted one, is the resource's 404; a kind without a preview a 400.
 * Registered in the API's scope, behind its authentication.
 */
export function registerPreviewLinks(fastify: FastifyInstance, areas: readonly Area[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const previews = previewsOf(areas);
  app.post(
    sitePreviewPaths.link,
    { schema: { tags: ['site'], body: sitePreviewRequest, response: { 200: sitePreviewLink } } },
    async (request) => {
      const { kind, id } = request.body;
      const preview = previews.get(kind);
      if (!preview) throw badRequest(`There is no preview of ${kind}`);
      const { contract, thing } = preview.resource();
      const { websiteId, roles } = request.auth;
      if (!can(roles, contract.permissions.read)) throw forbidden(contract.actions.read);
      const { db, tokens } = app.deps;
      if (!(await preview.exists(db, websiteId, id))) throw notFound(thing);
      const expiresAt = new Date((Math.floor(Date.now() / 1000) + PREVIEW_SECONDS) * 1000).toISOString();
      const token = await signPreview(tokens, { kind, id, websiteId });
      const website = await findWebsite(db, websiteId);
      // On the website's public host where it has one, else under /site on this server's address.
      return { url: publicUrlOf(website?.publicUrl, '', `/preview/${token}`), expiresAt };
    },
  );
}
