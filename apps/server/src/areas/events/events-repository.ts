import { event } from '@cms/contract';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import type { EventRow } from './events-tables.js';

/** The one place an event row becomes its wire shape. */
const toEvent = rowMapping<EventRow>()(event);

/** Events by start, then id; `search` looks in the title. */
export const eventsTable = scopedTable('events', {
  thing: 'Event',
  toEntity: toEvent,
  sorts: { start: 'start' },
  order: [
    ['start', 'asc'],
    ['id', 'asc'],
  ],
  search: ['title'],
});
