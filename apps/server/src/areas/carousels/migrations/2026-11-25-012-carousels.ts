import { url, varchar } from '../../../db/migrations/columns.js';
import { documentTables } from '../../../db/migrations/helpers.js';

/**
 * Carousels and their elements (docs/product/carousels.md §3, docs/design.md §9.2): a carousel's status is active, inactive
 * or draft, listed newest first and by status; its elements are ordered from 1 and go with it on
 * delete (in its transaction).
 */
export const carousels = documentTables(
  {
    table: 'carousels',
    columns: { title: varchar(255), link: url(), status: varchar(16, 'draft') },
    filters: ['status'],
  },
  {
    table: 'carousel_elements',
    parentColumn: 'carousel_id',
    columns: { image: url(), description: varchar(1000, '') },
  },
);
