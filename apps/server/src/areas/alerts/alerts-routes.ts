import { alertsContract } from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../../platform/kit/resource-routes.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { alertsTable, listAlerts, toAlert } from './alerts-repository.js';

export const alerts = tableResource(alertsContract, alertsTable, {
  toEntity: (row) => toAlert(row),
  columns: (body) => ({
    ...columnsFrom(body, ['title', 'header', 'body', 'footer', 'severity', 'startsAt', 'endsAt']),
    active: body.active ? 1 : 0,
  }),
});

/** Alerts (`/misc/cms/aac/alerts`), docs/product/alerts.md §7, with docs/design.md §9.3's real delete; listed by state. */
export const alertsRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    ...alerts,
    list: (db, auth, query) => listAlerts(db, auth.websiteId, query),
  });
};
