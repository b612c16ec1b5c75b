import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** Spotlight categories, ordered by `order_no` from 1. */
export interface SpotlightCategoriesTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  description: string;
  order_no: number;
}
export type SpotlightCategoryRow = Selectable<SpotlightCategoriesTable>;

/** The stars of a spotlight category, ordered by `order_no` from 1; the percentage in tenths. */
export interface SpotlightStarsTable extends ContentAudit {
  id: Generated<number>;
  category_id: number;
  name: string;
  academic_class: string;
  percentage_tenths: number;
  year: number;
  description: string;
  img_url: string | null;
  order_no: number;
}
export type SpotlightStarRow = Selectable<SpotlightStarsTable>;

declare module '../../db/schema.js' {
  interface Database {
    spotlight_categories: SpotlightCategoriesTable;
    spotlight_stars: SpotlightStarsTable;
  }
}
