import { spotlightCategory, spotlightStar } from '@cms/contract';
import type { SpotlightCategoryRow, SpotlightStarRow } from './spotlight-tables.js';
import type { Executor } from '../../db/database.js';
import { latestOf } from '../../platform/site/sitemap.js';
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

/**
 * The public site's read (docs/design.md §10): the website's categories in their order, each with
 * its stars in theirs; a category without stars is left out (the area has no other state that hides
 * one).
 */
export async function spotlightOnSite(db: Executor, websiteId: number) {
  const [categories, stars] = await Promise.all([categoriesTable.all(db, websiteId), starsTable.all(db, websiteId)]);
  return categories
    .map((category) => {
      const its = stars.filter((star) => star.category_id === category.id);
      return { ...toCategory(category, its), stars: its.map(toStar) };
    })
    .filter((category) => category.stars.length > 0);
}

/** When the spotlight last changed: the newest change of its categories and stars (ISO), or null when it has none. */
export async function spotlightChanged(db: Executor, websiteId: number) {
  const [categories, stars] = await Promise.all([
    categoriesTable
      .rowsOf(db, websiteId)
      .select((eb) => eb.fn.max('updated_at').as('newest'))
      .executeTakeFirst(),
    starsTable
      .rowsOf(db, websiteId)
      .select((eb) => eb.fn.max('updated_at').as('newest'))
      .executeTakeFirst(),
  ]);
  return latestOf([categories?.newest, stars?.newest]);
}
