import {
  pagePreview,
  pageRequest,
  pagesContract,
  pagesMessages,
  pagesPaths,
  type PageBody,
  type PagesListQuery,
} from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor, Trx } from '../../db/database.js';
import { requirePermission } from '../../platform/auth.js';
import { fileUseOf } from '../../platform/file-uses.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { nextVersion } from '../../platform/kit/versions.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import type { LiveSession } from '../../platform/sessions.js';
import {
  blockColumns,
  blockList,
  pagesTable,
  removeBlocks,
  requireFreeSlug,
  saveBlocks,
  toBlock,
  versionedPages,
  withBlocks,
} from './pages-repository.js';

const columns = (body: PageBody) => columnsFrom(body, ['title', 'slug', 'status', 'metaTitle', 'metaDescription']);

async function read(db: Executor, websiteId: number, id: number) {
  const [page] = await withBlocks(db, [await pagesTable.get(db, websiteId, id)]);
  return page!;
}

/** The page's blocks saved under its row as the body gives them, then the page as it now is. */
async function withSavedBlocks(trx: Trx, actor: Actor, row: { id: number }, body: PageBody) {
  await saveBlocks(trx, actor, row.id, body.blocks);
  return read(trx, actor.websiteId, row.id);
}

/**
 * Pages: each saved whole, with its blocks, in one transaction; the slug unique per website (a
 * clash is a 400 naming it). An update that sends the `version` it was made from is refused (409)
 * once the page has moved on; one that sends none saves.
 */
export const pages = {
  contract: pagesContract,
  conflict: pagesMessages.slugInUse,
  async list(db: Executor, auth: LiveSession, query: PagesListQuery) {
    const page = await pagesTable.page(db, auth.websiteId, query, { filters: { status: query.status } });
    return { ...page, content: await withBlocks(db, page.content) };
  },
  get: (db: Executor, auth: LiveSession, id: number) => read(db, auth.websiteId, id),
  async create(trx: Trx, actor: Actor, body: PageBody) {
    await requireFreeSlug(trx, actor.websiteId, body.slug);
    return withSavedBlocks(trx, actor, await pagesTable.insert(trx, actor, columns(body)), body);
  },
  async update(trx: Trx, actor: Actor, id: number, body: PageBody) {
    const version = await nextVersion(trx, versionedPages, actor.websiteId, id, body.version);
    await requireFreeSlug(trx, actor.websiteId, body.slug, id);
    return withSavedBlocks(trx, actor, await pagesTable.update(trx, actor, id, { ...columns(body), version }), body);
  },
  remove: (trx: Trx, auth: LiveSession, id: number) =>
    pagesTable.remove(trx, auth.websiteId, id, () => removeBlocks(trx, auth.websiteId, id)),
  files: fileUseOf(pagesTable.table, {
    kind: 'page',
    name: 'title',
    urls: ['image_url'],
    rich: ['html', 'table_data'],
    inChildren: blockList,
  }),
};

/** Pages (`/misc/cms/pgac/pages`, DESIGN §9.2), and the preview of a page as it would be saved. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, pages);

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
};
