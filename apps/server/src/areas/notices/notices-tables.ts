import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

export interface NoticesTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  status: string;
}
export type NoticeRow = Selectable<NoticesTable>;

declare module '../../db/schema.js' {
  interface Database {
    notices: NoticesTable;
  }
}
