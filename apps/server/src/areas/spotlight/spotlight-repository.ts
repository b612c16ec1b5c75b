import type { SpotlightCategory, SpotlightStar } from '@cms/contract';
import type { SpotlightCategoryRow, SpotlightStarRow } from '../../db/schema.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { contentRowOf } from '../../platform/kit/stamps.js';

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
  name: row.name,
  description: row.description,
  orderNo: row.order_no,
  starCount: stars.length,
  ...contentRowOf(row),
});

/** The one place a star row becomes its wire shape; the percentage is kept in tenths. */
export const toStar = (row: SpotlightStarRow): SpotlightStar => ({
  categoryId: row.category_id,
  name: row.name,
  imgUrl: row.img_url,
  academicClass: row.academic_class,
  description: row.description,
  year: row.year,
  orderNo: row.order_no,
  percentage: row.percentage_tenths / 10,
  ...contentRowOf(row),
});
