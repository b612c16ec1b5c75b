import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

export interface NoticesTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  status: string;
}

declare module '../../db/schema.js' {
  interface Database {
    notices: NoticesTable;
  }
}

export type NoticeRow = Selectable<NoticesTable>;
