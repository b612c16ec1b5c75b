import type { SpotlightCategory, SpotlightStar } from '@cms/contract';
import type { SpotlightCategoryRow, SpotlightStarRow } from '../../db/schema.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { contentRowOf } from '../../platform/kit/stamps.js';
import { fieldsOf } from '../../platform/kit/wire-names.js';

/** A website's spotlight categories, in `order_no` from 1 (spec 02 §4). */
export const categoriesTable = scopedTable('spotlight_categories', {
  thing: 'Spotlight category',
  ordered: { base: 1 },
});

/** Each category's stars, in `order_no` from 1. */
export const starsTable = scopedTable('spotlight_stars', {
  thing: 'Spotlight star',
  ordered: { base: 1, parentColumn: 'category_id' },
});

/** The one place a category row becomes its wire shape, with how many stars it has. */
export const toCategory = (row: SpotlightCategoryRow, stars: SpotlightStarRow[]): SpotlightCategory => ({
  ...fieldsOf(row, ['name', 'description', 'order_no']),
  starCount: stars.length,
  ...contentRowOf(row),
});

/** The one place a star row becomes its wire shape; the percentage is kept in tenths. */
export const toStar = (row: SpotlightStarRow): SpotlightStar => ({
  ...fieldsOf(row, ['category_id', 'name', 'img_url', 'academic_class', 'description', 'year', 'order_no']),
  percentage: row.percentage_tenths / 10,
  ...contentRowOf(row),
});
