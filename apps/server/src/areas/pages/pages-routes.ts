import { pagePreview, pageRequest, pagesContract, pagesMessages, pagesPaths, SITE_ROUTES } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { requirePermission } from '../../platform/auth.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { blockColumns, blocksTable, pagesTable, requireFreeSlug, toBlock } from './pages-repository.js';

/**
 * Pages: each saved whole, with its blocks (each block's columns by its type, sanitized), in one
 * transaction; the slug unique per website (a clash is a 400 naming it, a racing one the 409 of
 * its unique index). An update that sends the `version` it was made from is refused (409) once the
 * page has moved on; one that sends none saves.
 */
export const pages = {
  ...tableResource(pagesContract, pagesTable, {
    columns: ['title', 'slug', 'status', 'metaTitle', 'metaDescription'],
    children: {
      table: blocksTable,
      of: (body) => body.blocks.map((block, index) => ({ id: block.id, values: blockColumns(block, index) })),
    },
    versioned: true,
    checks: (trx, websiteId, body, id) => requireFreeSlug(trx, websiteId, body.slug, id),
    list: (query) => ({ filters: { status: query.status } }),
    // The public site shows published pages only (docs/design.md §10), and none at the address of
    // one of its own pages (a slug saved before the site took it).
    visible: { filters: { status: 'published' }, where: (rows) => rows.where('slug', 'not in', SITE_ROUTES) },
    files: { kind: 'page', name: 'title', urls: ['image_url'], rich: ['html', 'table_data'], inChildren: blocksTable },
  }),
  conflict: pagesMessages.slugInUse,
};

/** Pages (`/misc/cms/pgac/pages`, docs/design.md §9.2), and the preview of a page as it would be saved. */
export const pagesRoutes = areaRoutes({ pages }, async (app) => {
  // Renders nothing and saves nothing: what the editor holds, sanitized as a save would store it,
  // so the preview shows a visitor's page from the same HTML. Only an editor has unsaved work to
  // preview, so it asks for the write permission (a VIEWER's POST changes nothing and is refused).
  app.post(
    pagesPaths.preview,
    {
      preHandler: requirePermission('writeContent', pagesContract.actions.write),
      schema: { tags: [pagesContract.tag], body: pageRequest, response: { 200: pagePreview } },
    },
    async (request) => {
      const { title, slug, blocks } = request.body;
      return {
        title,
        slug,
        blocks: blocks.map((block, index) => ({ ...toBlock(blockColumns(block, index), index), id: block.id })),
      };
    },
  );
});
