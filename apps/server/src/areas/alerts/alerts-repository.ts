import { alert, ALERT_SEVERITIES, type AlertListQuery, type AlertSeverity, type AlertState } from '@cms/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import { now, type Executor } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { AlertRow } from './alerts-tables.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';

/** Where an alert stands at `at` (ISO UTC strings compare in time order). */
function stateOf(row: AlertRow, at: string): AlertState {
  if (!row.active) return 'off';
  if (row.ends_at && row.ends_at <= at) return 'expired';
  if (row.starts_at && row.starts_at > at) return 'scheduled';
  return 'live';
}

/** The same rule as `stateOf`, as SQL over the alerts table. */
function stateIs(state: AlertState, at: string): Expression<SqlBool> {
  switch (state) {
    case 'off':
      return sql<SqlBool>`active = 0`;
    case 'expired':
      return sql<SqlBool>`active = 1 and ends_at is not null and ends_at <= ${at}`;
    case 'scheduled':
      return sql<SqlBool>`active = 1 and (ends_at is null or ends_at > ${at}) and starts_at is not null and starts_at > ${at}`;
    case 'live':
      return sql<SqlBool>`active = 1 and (ends_at is null or ends_at > ${at}) and (starts_at is null or starts_at <= ${at})`;
  }
}

/** The one place an alert row becomes its wire shape, its state as it stands `at` (now unless given). */
const toAlert = rowMapping<AlertRow, [at?: string]>()(alert, {
  state: (row, at) => stateOf(row, at ?? now()),
});

/** Alerts, newest first; the unfiltered total from `row_counts`; one alert is answered as it stands now. */
export const alertsTable = scopedTable('alerts', {
  thing: 'Alert',
  toEntity: (row: AlertRow) => toAlert(row),
  order: [['id', 'desc']],
  counted: [],
});

/** A page of alerts, optionally only those in one state now. */
export async function listAlerts(db: Executor, websiteId: number, query: AlertListQuery) {
  const at = now();
  const { state } = query;
  const page = await alertsTable.page(db, websiteId, query, {
    where: state && ((rows) => rows.where(stateIs(state, at))),
  });
  return { ...page, content: page.content.map((row) => toAlert(row, at)) };
}

// Both read for every page of the public site it renders: compiled once (docs/design.md §8).
const liveRows = prepared({ websiteId: 0, at: '' }, (db, { websiteId, at }) =>
  alertsTable.rowsOf(db, websiteId).selectAll().where(stateIs('live', at)).orderBy('id', 'desc').limit(20),
);
const nextChanges = prepared({ websiteId: 0, at: '' }, (db, { websiteId, at }) =>
  alertsTable
    .rowsOf(db, websiteId)
    .select((eb) => [
      eb.fn.min(sql<string>`case when starts_at > ${at} then starts_at end`).as('start'),
      eb.fn.min(sql<string>`case when ends_at > ${at} then ends_at end`).as('end'),
    ])
    .where('active', '=', 1),
);

/**
 * The alerts live at `at`, most severe first, then newest: what the public site shows on every page
 * (docs/design.md §10). An alert before its start or past its end is not among them, at the moment
 * it is asked, with no save and no restart.
 */
export async function liveAlerts(db: Executor, websiteId: number, at: string) {
  const rows = await liveRows.execute(db, { websiteId, at });
  const rank = (row: AlertRow) => ALERT_SEVERITIES.length - ALERT_SEVERITIES.indexOf(row.severity as AlertSeverity);
  return (rows as AlertRow[]).sort((a, b) => rank(a) - rank(b)).map((row) => toAlert(row, at));
}

/**
 * The next moment after `at` at which the live alerts change by themselves (an active alert's start
 * or end), or null: what the site shows is kept no longer (docs/design.md §10 "Caching").
 */
export async function nextAlertChange(db: Executor, websiteId: number, at: string): Promise<string | null> {
  const row = await nextChanges.executeTakeFirst(db, { websiteId, at });
  const times = [row?.start, row?.end].filter((time): time is string => Boolean(time));
  return times.length === 0 ? null : times.sort()[0]!;
}
