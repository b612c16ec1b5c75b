import { alert, alertListQuery, alertPage, alertRequest, alertsMessages, alertsPaths } from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Trx } from '../../db/database.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { alertsTable, listAlerts, toAlert } from './alerts-repository.js';

const alertColumns = (body: z.output<typeof alertRequest>) => ({
  title: body.title,
  header: body.header,
  body: body.body,
  footer: body.footer,
  active: body.active ? 1 : 0,
  severity: body.severity,
  starts_at: body.startsAt,
  ends_at: body.endsAt,
});

export async function createAlert(trx: Trx, actor: Actor, body: z.output<typeof alertRequest>) {
  return toAlert(await alertsTable.insert(trx, actor, alertColumns(body)));
}

/** Alerts (`/misc/cms/aac/alerts`), spec 02 §7, with DESIGN §9.3's real delete. */
export const alertsRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    tag: 'alerts',
    paths: { collection: alertsPaths.alerts, item: alertsPaths.alert },
    actions: { read: 'view alerts', write: 'edit alerts' },
    schemas: { entity: alert, page: alertPage, listQuery: alertListQuery, request: alertRequest },
    deleted: alertsMessages.deleted,
    list: (db, auth, query) => listAlerts(db, auth.websiteId, query),
    get: async (db, auth, id) => toAlert(await alertsTable.get(db, auth.websiteId, id)),
    create: createAlert,
    update: async (trx, auth, id, body) => toAlert(await alertsTable.update(trx, auth, id, alertColumns(body))),
    remove: (trx, auth, id) => alertsTable.remove(trx, auth.websiteId, id),
  });
};
