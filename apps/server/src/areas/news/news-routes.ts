import {
  idParams,
  messageResponse,
  news,
  newsListQuery,
  newsMessages,
  newsPage,
  newsPaths,
  newsRequest,
} from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { requirePermission } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { hasVisibleContent, sanitizeRichHtml } from '../../platform/sanitize.js';
import { categoriesOfNews, existingCategoryIds, findCategoryRow, setNewsCategories } from './categories-repository.js';
import {
  deleteNews,
  findNews,
  findNewsRow,
  insertNews,
  listNews,
  publishNews,
  toNews,
  updateNews,
  type NewsFields,
} from './news-repository.js';

const tags = ['news'];

/**
 * The editable fields of a news body. The content is sanitized (DESIGN §4) and must still show
 * something afterwards; a client's `author` is never read.
 */
function newsFields(body: z.output<typeof newsRequest>): NewsFields {
  const content = sanitizeRichHtml(body.content);
  if (!hasVisibleContent(content)) throw badRequest(newsMessages.contentRequired);
  return {
    title: body.title,
    content,
    summary: body.summary,
    creatorName: body.creator_name,
    imgUrl: body.imgUrl,
    status: body.status,
    showOnHomePage: body.showOnHomePage,
  };
}

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const read = requirePermission('readContent', 'view news');
  const write = requirePermission('writeContent', 'edit news');

  async function newsOrThrow(websiteId: number, id: number) {
    const found = await findNews(deps.db, websiteId, id);
    if (!found) throw notFound('News');
    return found;
  }

  async function newsRowOrThrow(db: Executor, websiteId: number, id: number) {
    const row = await findNewsRow(db, websiteId, id);
    if (!row) throw notFound('News');
    return row;
  }

  /** A news item may only carry categories of its own website. */
  async function setCategories(db: Executor, websiteId: number, newsId: number, categoryIds: number[]) {
    const found = await existingCategoryIds(db, websiteId, categoryIds);
    if (categoryIds.some((id) => !found.has(id))) throw notFound('Category');
    await setNewsCategories(db, newsId, categoryIds);
  }

  app.get(
    newsPaths.news,
    { preHandler: read, schema: { tags, querystring: newsListQuery, response: { 200: newsPage } } },
    async (request) => {
      const { websiteId } = request.auth;
      const { categoryId } = request.query;
      if (categoryId !== undefined && !(await findCategoryRow(deps.db, websiteId, categoryId)))
        throw notFound('Category');
      return listNews(deps.db, websiteId, request.query);
    },
  );

  app.get(
    newsPaths.newsItem,
    { preHandler: read, schema: { tags, params: idParams, response: { 200: news } } },
    async (request) => newsOrThrow(request.auth.websiteId, request.params.id),
  );

  app.post(
    newsPaths.news,
    { preHandler: write, schema: { tags, body: newsRequest, response: { 201: news } } },
    async (request, reply) => {
      const { websiteId, userId } = request.auth;
      const fields = newsFields(request.body);
      const categoryIds = request.body.categoryIds ?? [];
      // The answer is the row as inserted (and its categories as linked, read in the same transaction).
      // Without categories the one INSERT is atomic by itself and needs no transaction around it.
      const created =
        categoryIds.length === 0
          ? toNews(await insertNews(deps.db, websiteId, fields, userId), [])
          : await deps.db.transaction().execute(async (trx) => {
              const row = await insertNews(trx, websiteId, fields, userId);
              await setCategories(trx, websiteId, row.id, categoryIds);
              return toNews(row, (await categoriesOfNews(trx, [row.id])).get(row.id) ?? []);
            });
      return reply.status(201).send(created);
    },
  );

  app.put(
    newsPaths.newsItem,
    { preHandler: write, schema: { tags, params: idParams, body: newsRequest, response: { 200: news } } },
    async (request) => {
      const { websiteId, userId } = request.auth;
      const { id } = request.params;
      const fields = newsFields(request.body);
      await deps.db.transaction().execute(async (trx) => {
        const current = await newsRowOrThrow(trx, websiteId, id);
        await updateNews(trx, current, fields, userId);
        if (request.body.categoryIds) await setCategories(trx, websiteId, id, request.body.categoryIds);
      });
      return newsOrThrow(websiteId, id);
    },
  );

  app.patch(
    newsPaths.publish,
    { preHandler: write, schema: { tags, params: idParams, response: { 200: news } } },
    async (request) => {
      const { websiteId, userId } = request.auth;
      const { id } = request.params;
      await deps.db.transaction().execute(async (trx) => {
        await publishNews(trx, await newsRowOrThrow(trx, websiteId, id), userId);
      });
      return newsOrThrow(websiteId, id);
    },
  );

  app.delete(
    newsPaths.newsItem,
    { preHandler: write, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { websiteId } = request.auth;
      const { id } = request.params;
      await deps.db.transaction().execute(async (trx) => {
        await newsRowOrThrow(trx, websiteId, id);
        await deleteNews(trx, id);
      });
      return { message: newsMessages.newsDeleted };
    },
  );
};
