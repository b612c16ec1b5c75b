import { idOf, integer, optional, ordered, url, varchar } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

/**
 * Spotlight: a website's categories, in `order_no` from 1, and each category's stars, in theirs,
 * served by `(website_id, order_no, id)` and `(website_id, category_id, order_no, id)`. A star's
 * percentage is kept in tenths (97.5 is 975), exactly as the spec's steps of 0.1 allow.
 */
export const spotlight = contentTables({
  spotlight_categories: {
    columns: { name: varchar(255), description: varchar(1000), ...ordered },
    ordered: true,
  },
  spotlight_stars: {
    columns: {
      category_id: idOf('spotlight_categories'),
      name: varchar(255),
      academic_class: varchar(100),
      percentage_tenths: integer(),
      year: integer(),
      description: varchar(1000),
      img_url: optional(url()),
      ...ordered,
    },
    ordered: 'category_id',
  },
});
