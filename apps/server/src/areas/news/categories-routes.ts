import {
  idParams,
  messageResponse,
  nameParams,
  newsCategory,
  newsCategoryPage,
  newsCategoryRequest,
  newsCategoryUpdateRequest,
  newsMessages,
  newsPaths,
  pageQuery,
} from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/database.js';
import { requirePermission } from '../../platform/auth.js';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors.js';
import {
  categoryNameTaken,
  deleteCategory,
  findCategoryByName,
  findCategoryRow,
  insertCategory,
  listCategories,
  toNewsCategory,
  updateCategory,
} from './categories-repository.js';

const tags = ['news categories'];

export const newsCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const read = requirePermission('readContent', 'view news categories');
  const write = requirePermission('writeContent', 'edit news categories');

  async function categoryOrThrow(db: Executor, websiteId: number, id: number) {
    const row = await findCategoryRow(db, websiteId, id);
    if (!row) throw notFound('Category');
    return toNewsCategory(row);
  }

  /** The name check runs in the transaction; the unique index answers a concurrent duplicate. */
  async function saving<T>(work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(newsMessages.categoryNameTaken);
      throw error;
    }
  }

  app.get(
    newsPaths.categories,
    { preHandler: read, schema: { tags, querystring: pageQuery, response: { 200: newsCategoryPage } } },
    async (request) => listCategories(deps.db, request.auth.websiteId, request.query),
  );

  app.get(
    newsPaths.category,
    { preHandler: read, schema: { tags, params: idParams, response: { 200: newsCategory } } },
    async (request) => categoryOrThrow(deps.db, request.auth.websiteId, request.params.id),
  );

  app.get(
    newsPaths.categoryByName,
    { preHandler: read, schema: { tags, params: nameParams, response: { 200: newsCategory } } },
    async (request) => {
      const row = await findCategoryByName(deps.db, request.auth.websiteId, request.params.name);
      if (!row) throw notFound('Category');
      return toNewsCategory(row);
    },
  );

  app.post(
    newsPaths.categories,
    { preHandler: write, schema: { tags, body: newsCategoryRequest, response: { 201: newsCategory } } },
    async (request, reply) => {
      const { websiteId, userId } = request.auth;
      const { name } = request.body;
      const created = await saving(() =>
        deps.db.transaction().execute(async (trx) => {
          if (await categoryNameTaken(trx, websiteId, name)) throw conflict(newsMessages.categoryNameTaken);
          return categoryOrThrow(trx, websiteId, await insertCategory(trx, websiteId, name, userId));
        }),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    newsPaths.categories,
    { preHandler: write, schema: { tags, body: newsCategoryUpdateRequest, response: { 200: newsCategory } } },
    async (request) => {
      const { websiteId, userId } = request.auth;
      const { id, name } = request.body;
      return saving(() =>
        deps.db.transaction().execute(async (trx) => {
          await categoryOrThrow(trx, websiteId, id);
          if (await categoryNameTaken(trx, websiteId, name, id)) throw conflict(newsMessages.categoryNameTaken);
          await updateCategory(trx, id, name, userId);
          return categoryOrThrow(trx, websiteId, id);
        }),
      );
    },
  );

  app.delete(
    newsPaths.category,
    { preHandler: write, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { websiteId } = request.auth;
      const { id } = request.params;
      await deps.db.transaction().execute(async (trx) => {
        await categoryOrThrow(trx, websiteId, id);
        await deleteCategory(trx, id);
      });
      return { message: newsMessages.categoryDeleted };
    },
  );
};
