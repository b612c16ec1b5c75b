import { alertsContract, type AlertListQuery } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import { areaRoutes } from '../../platform/area.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { alertsTable, listAlerts } from './alerts-repository.js';

/** Alerts on the kit's resource, listed by state (`listAlerts`). */
export const alerts = {
  ...tableResource(alertsContract, alertsTable, {
    columns: (body) => ({
      ...columnsFrom(body, ['title', 'header', 'body', 'footer', 'severity', 'startsAt', 'endsAt']),
      active: body.active ? 1 : 0,
    }),
  }),
  list: (db: Executor, auth: Actor, query: AlertListQuery) => listAlerts(db, auth.websiteId, query),
};

/** Alerts (`/misc/cms/aac/alerts`), docs/product/alerts.md §7, with docs/design.md §9.3's real delete. */
export const alertsRoutes = areaRoutes({ alerts });
