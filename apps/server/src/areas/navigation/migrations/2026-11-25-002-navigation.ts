import { idOf, optional, ordered, url, varchar } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

/**
 * The navigation menu: items of a website, top-level (`parent_id` null) or submenus of a top-level
 * item, each list ordered by `order_no` from 1. The tree is read whole, served by
 * `(website_id, parent_id, order_no)`; a submenu's parent must exist (its submenus go first on delete).
 */
export const navigation = contentTables({
  nav_items: {
    columns: { parent_id: optional(idOf('nav_items')), name: varchar(100), route: url(), ...ordered },
    indexes: { nav_items_website_parent_order: ['website_id', 'parent_id', 'order_no'] },
  },
});
