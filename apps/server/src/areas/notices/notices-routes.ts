import { notice, noticeListQuery, noticePage, noticeRequest, noticesMessages, noticesPaths } from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Trx } from '../../db/database.js';
import { mapPage } from '../../platform/paging.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { sanitizeRichHtml } from '../../platform/sanitize.js';
import { noticesTable, toNotice } from './notices-repository.js';

/** A notice body as columns, its rich content sanitized (DESIGN §4). */
const noticeColumns = (body: z.output<typeof noticeRequest>) => ({
  title: body.title,
  summary: body.summary,
  content: sanitizeRichHtml(body.content, 'content'),
  status: body.status,
});

export async function createNotice(trx: Trx, actor: Actor, body: z.output<typeof noticeRequest>) {
  return toNotice(await noticesTable.insert(trx, actor, noticeColumns(body)));
}

/**
 * The notice board (`/misc/cms/bbmac/bbmessages`), spec 02 §7, with DESIGN §9.3: paged and searchable
 * by title, and an edit that updates the notice instead of creating a second one.
 */
export const noticesRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    tag: 'notices',
    paths: { collection: noticesPaths.notices, item: noticesPaths.notice },
    actions: { read: 'view notices', write: 'edit notices' },
    schemas: { entity: notice, page: noticePage, listQuery: noticeListQuery, request: noticeRequest },
    deleted: noticesMessages.deleted,
    list: async (db, auth, query) =>
      mapPage(await noticesTable.page(db, auth.websiteId, query, { filters: { status: query.status } }), toNotice),
    get: async (db, auth, id) => toNotice(await noticesTable.get(db, auth.websiteId, id)),
    create: createNotice,
    update: async (trx, auth, id, body) => toNotice(await noticesTable.update(trx, auth, id, noticeColumns(body))),
    remove: (trx, auth, id) => noticesTable.remove(trx, auth.websiteId, id),
  });
};
