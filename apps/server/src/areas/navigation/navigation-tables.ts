import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** Navigation menu items: top-level (`parent_id` null) or submenus of a top-level item. */
export interface NavItemsTable extends ContentAudit {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  route: string;
  order_no: number;
}
export type NavItemRow = Selectable<NavItemsTable>;

declare module '../../db/schema.js' {
  interface Database {
    nav_items: NavItemsTable;
  }
}
