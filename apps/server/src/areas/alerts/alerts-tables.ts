import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

export interface AlertsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  header: string;
  body: string;
  footer: string;
  active: number;
  severity: string;
  starts_at: string | null;
  ends_at: string | null;
}
export type AlertRow = Selectable<AlertsTable>;

declare module '../../db/schema.js' {
  interface Database {
    alerts: AlertsTable;
  }
}
