import { alertsContract } from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../../platform/kit/resource-routes.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { alertsTable, listAlerts, toAlert } from './alerts-repository.js';

export const alerts = tableResource(alertsContract, alertsTable, {
  toEntity: (row) => toAlert(row),
  columns: (body) => ({
    title: body.title,
    header: body.header,
    body: body.body,
    footer: body.footer,
    active: body.active ? 1 : 0,
    severity: body.severity,
    starts_at: body.startsAt,
    ends_at: body.endsAt,
  }),
});

/** Alerts (`/misc/cms/aac/alerts`), spec 02 §7, with DESIGN §9.3's real delete; listed by state. */
export const alertsRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    ...alerts,
    list: (db, auth, query) => listAlerts(db, auth.websiteId, query),
  });
};
