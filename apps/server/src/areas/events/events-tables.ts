import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** The school calendar's events: dates (all day) or dates and times on the school's clock. */
export interface EventsTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  all_day: number;
  start: string;
  end: string | null;
  location: string;
  category: string;
  description: string;
}
export type EventRow = Selectable<EventsTable>;

declare module '../../db/schema.js' {
  interface Database {
    events: EventsTable;
  }
}
