import { flag, isoTime, optional, text, varchar } from './columns.js';
import { contentTables } from './helpers.js';

/**
 * Alerts (with a severity and an optional window) and notice board messages. Both list newest
 * first, served by `(website_id, id)`; notices also by status, with their totals in `row_counts`.
 */
export const alertsNotices = contentTables({
  alerts: {
    columns: {
      title: varchar(255),
      header: varchar(255),
      body: varchar(2000),
      footer: varchar(500, ''),
      active: flag(1),
      severity: varchar(20, 'information'),
      starts_at: optional(isoTime()),
      ends_at: optional(isoTime()),
    },
    newestFirst: true,
    counted: true,
  },
  notices: {
    columns: { title: varchar(255), summary: varchar(1000, ''), content: text(''), status: varchar(20) },
    newestFirst: ['status'],
    counted: ['status'],
  },
});
