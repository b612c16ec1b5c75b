import { spotlightCategory, spotlightStar } from '@cms/contract';
import type { SpotlightCategoryRow, SpotlightStarRow } from './spotlight-tables.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';

/** The one place a category row becomes its wire shape, with how many stars it has. */
const toCategory = rowMapping<SpotlightCategoryRow, [SpotlightStarRow[]]>()(spotlightCategory, {
  starCount: (_row, stars) => stars.length,
});

/** A website's spotlight categories, in `order_no` from 1 (docs/product/spotlight.md §4). */
export const categoriesTable = scopedTable('spotlight_categories', {
  thing: 'Spotlight category',
  toEntity: toCategory,
  ordered: { base: 1 },
});

/** The one place a star row becomes its wire shape; the percentage is kept in tenths. */
const toStar = rowMapping<SpotlightStarRow>()(spotlightStar, {
  percentage: (row) => row.percentage_tenths / 10,
});

/** Each category's stars, in `order_no` from 1. */
export const starsTable = scopedTable('spotlight_stars', {
  thing: 'Spotlight star',
  toEntity: toStar,
  parentColumn: 'category_id',
  ordered: { base: 1 },
});
