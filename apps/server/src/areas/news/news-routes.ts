import {
  lookupQuery,
  news,
  newsCategory,
  newsCategoryPage,
  newsCategoryRequest,
  newsCategoryUpdateRequest,
  newsListQuery,
  newsMessages,
  newsPage,
  newsPaths,
  newsRequest,
} from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors.js';
import { readsOf, registerResource } from '../../platform/kit/resource-routes.js';
import { publishedAt, registerPublishAction } from '../../platform/kit/publishing.js';
import { hasVisibleContent, sanitizeRichHtml } from '../../platform/sanitize.js';
import type { Trx } from '../../db/database.js';
import type { NewsRow } from '../../db/schema.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import {
  categoriesTable,
  getNews,
  listNews,
  newsCategories,
  newsTable,
  toNewsCategory,
  withCategories,
} from './news-repository.js';

/**
 * A news body as columns: the content sanitized (DESIGN §4) and still showing something; a client's
 * `author` is never read; `published_at` follows the status (ACTIVE is published).
 */
function newsColumns(body: z.output<typeof newsRequest>, current?: NewsRow) {
  const content = sanitizeRichHtml(body.content, 'content');
  if (!hasVisibleContent(content)) throw badRequest(newsMessages.contentRequired);
  return {
    title: body.title,
    content,
    summary: body.summary,
    creator_name: body.creator_name,
    img_url: body.imgUrl,
    status: body.status,
    show_on_home_page: body.showOnHomePage ? 1 : 0,
    published_at: publishedAt('ACTIVE', body.status, current),
  };
}

export async function createNews(trx: Trx, actor: Actor, body: z.output<typeof newsRequest>) {
  const row = await newsTable.insert(trx, actor, newsColumns(body));
  if (body.categoryIds?.length) await newsCategories.set(trx, actor.websiteId, row.id, body.categoryIds);
  return (await withCategories(trx, [row]))[0]!;
}

export async function createCategory(trx: Trx, actor: Actor, { name }: z.output<typeof newsCategoryRequest>) {
  await categoriesTable.requireFreeName(trx, actor.websiteId, name);
  return toNewsCategory(await categoriesTable.insert(trx, actor, { name }));
}

/** News (`/nms/cms/nac/news`) and news categories (`/nms/cms/cac/categories`), spec 01 §7. */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    tag: 'news',
    paths: { collection: newsPaths.news, item: newsPaths.newsItem },
    actions: { read: 'view news', write: 'edit news' },
    schemas: { entity: news, page: newsPage, listQuery: newsListQuery, request: newsRequest },
    deleted: newsMessages.newsDeleted,
    list: (db, auth, query) => listNews(db, auth.websiteId, query),
    get: (db, auth, id) => getNews(db, auth.websiteId, id),
    create: createNews,
    async update(trx, auth, id, body) {
      const current = await newsTable.get(trx, auth.websiteId, id);
      const row = await newsTable.update(trx, auth, id, newsColumns(body, current));
      if (body.categoryIds) await newsCategories.set(trx, auth.websiteId, id, body.categoryIds);
      return (await withCategories(trx, [row]))[0]!;
    },
    remove: (trx, auth, id) => newsTable.remove(trx, auth.websiteId, id, () => newsCategories.clearFrom(trx, id)),
  });

  registerPublishAction(app, {
    tag: 'news',
    path: newsPaths.publish,
    action: 'edit news',
    entity: news,
    table: newsTable,
    published: 'ACTIVE',
    get: getNews,
  });

  registerResource(app, {
    tag: 'news categories',
    paths: { collection: newsPaths.categories, item: newsPaths.category, byName: newsPaths.categoryByName },
    updateAt: 'collection',
    actions: { read: 'view news categories', write: 'edit news categories' },
    schemas: {
      entity: newsCategory,
      page: newsCategoryPage,
      listQuery: lookupQuery,
      request: newsCategoryRequest,
      update: newsCategoryUpdateRequest,
    },
    deleted: newsMessages.categoryDeleted,
    conflict: newsMessages.categoryNameTaken,
    ...readsOf(categoriesTable, toNewsCategory),
    create: createCategory,
    async update(trx, auth, id, { name }) {
      await categoriesTable.get(trx, auth.websiteId, id);
      await categoriesTable.requireFreeName(trx, auth.websiteId, name, id);
      return toNewsCategory(await categoriesTable.update(trx, auth, id, { name }));
    },
    remove: (trx, auth, id) => categoriesTable.remove(trx, auth.websiteId, id, () => newsCategories.clearTo(trx, id)),
  });
};
