import { event } from '@cms/contract';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import type { EventRow } from './events-tables.js';

/** Events by start, then id; `search` looks in the title. */
export const eventsTable = scopedTable('events', {
  thing: 'Event',
  order: [
    ['start', 'asc'],
    ['id', 'asc'],
  ],
  search: ['title'],
});

/** The one place an event row becomes its wire shape. */
export const toEvent = rowMapping<EventRow>()(event);
