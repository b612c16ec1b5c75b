import { z } from 'zod';
import { contentEntity, ordered } from './entities.js';
import { optionalContentUrl, requiredText } from './fields.js';
import { mustBeAddressOrUpload, outcomeMessages, reorderMessages, required } from './messages.js';
import { pageQuery, wholeList } from './paging.js';
import { collectionPaths, orderedChildPaths } from './paths.js';
import { resourceContract } from './resources.js';

/*
 * Spotlight: categories of student achievers and the stars in them (docs/product/spotlight.md §2 "Spotlight", §3,
 * §5, §7 "Spotlight"). Both endpoint groups of §7 exist and share one implementation (docs/design.md §9.12).
 */

/** The spec's two groups: the console calls the second (`cac`), which has every call. */
export const SPOTLIGHT_BASES = ['/misc/cms/spotlight/categories', '/misc/cms/spotlight/cac/categories'] as const;
export type SpotlightBase = (typeof SPOTLIGHT_BASES)[number];

/** The paths of one group: categories, their reorder, a category's stars and their reorder. */
export function spotlightPaths<B extends SpotlightBase>(base: B) {
  return {
    ...collectionPaths('categories', 'category', base),
    /** PUT `[{id, orderNo}]`: the categories renumbered from 1. */
    categoriesReorder: `${base}/reorder`,
    /** A category's stars (GET: a page, size 10 by default; also one by id); their reorder renumbers them from 1. */
    ...orderedChildPaths('stars', 'star', base),
  } as const;
}

/** The bounds of a star's fields (docs/product/spotlight.md §5, §9), which the server enforces too (docs/design.md §9.17). */
export const STAR_LIMITS = {
  percentageMin: 0,
  percentageMax: 100,
  yearMin: 2020,
  yearMax: 2030,
  orderNoMin: 1,
} as const;

export const spotlightCategoriesMessages = {
  nameRequired: required('Name'),
  descriptionRequired: required('Description'),
  ...outcomeMessages('Category', 'categories', {
    loadFailed: 'Failed to fetch categories',
    createFailed: 'Failed to create category',
    updateFailed: 'Failed to update category',
  }),
  ...reorderMessages('Categories', { reorderFailed: 'Failed to update order' }),
} as const;

/** The question before a category goes: its stars go with it, and it says how many. */
export function categoryDeleteConfirm(name: string, starCount: number) {
  if (starCount === 0) return `"${name}" has no stars and will be removed for good.`;
  const stars = starCount === 1 ? '1 star' : `${starCount} stars`;
  return `"${name}" and its ${stars} will be deleted for good.`;
}

export const spotlightStarsMessages = {
  nameRequired: required('Name'),
  classRequired: required('Class'),
  descriptionRequired: required('Description'),
  percentageRequired: required('Percentage'),
  percentageRange: `Percentage must be between ${STAR_LIMITS.percentageMin} and ${STAR_LIMITS.percentageMax}`,
  percentageStep: 'Percentage must have at most one decimal place',
  yearRequired: required('Year'),
  yearRange: `Year must be between ${STAR_LIMITS.yearMin} and ${STAR_LIMITS.yearMax}`,
  orderNoRequired: required('Order number'),
  orderNoMin: `Order number must be at least ${STAR_LIMITS.orderNoMin}`,
  imageInvalid: mustBeAddressOrUpload('The image'),
  ...outcomeMessages('Star', 'stars', {
    loadFailed: 'Failed to fetch stars',
    createFailed: 'Failed to add star',
    updateFailed: 'Failed to update star',
  }),
  ...reorderMessages('Stars', { reorderFailed: 'Failed to update order' }),
} as const;

const m = spotlightStarsMessages;

/** Create and update of a category: name and description required (docs/product/spotlight.md §5). */
export const spotlightCategoryRequest = z.object({
  name: requiredText(spotlightCategoriesMessages.nameRequired, 255),
  description: requiredText(spotlightCategoriesMessages.descriptionRequired, 1000),
});
export type SpotlightCategoryRequest = z.input<typeof spotlightCategoryRequest>;

export const spotlightCategory = contentEntity({
  name: z.string(),
  description: z.string(),
  ...ordered,
  /** How many stars the category has: its delete says so first. */
  starCount: z.number().int(),
});
export type SpotlightCategory = z.infer<typeof spotlightCategory>;

/** Every category, in `orderNo` order (a list whole by nature, docs/design.md §4). */
export const spotlightCategoryList = wholeList(spotlightCategory);

/** A whole number within its bounds, required: its messages for missing, off-range and fractions. */
const boundedInt = (required: string, range: string, min: number, max: number) =>
  z.number({ error: required }).int(range).min(min, range).max(max, range);

/**
 * Create and update of a star (docs/product/spotlight.md §5): name, class, percentage (0–100 in steps of 0.1), year
 * (2020–2030), description and orderNo (at least 1) required; the image optional. The star goes
 * to its `orderNo` in the category's order (clamped to the list); `categoryId` is the path's.
 */
export const spotlightStarRequest = z.object({
  name: requiredText(m.nameRequired, 255),
  academicClass: requiredText(m.classRequired, 100),
  percentage: z
    .number({ error: m.percentageRequired })
    .min(STAR_LIMITS.percentageMin, m.percentageRange)
    .max(STAR_LIMITS.percentageMax, m.percentageRange)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, m.percentageStep),
  year: boundedInt(m.yearRequired, m.yearRange, STAR_LIMITS.yearMin, STAR_LIMITS.yearMax),
  description: requiredText(m.descriptionRequired, 1000),
  orderNo: boundedInt(m.orderNoRequired, m.orderNoMin, STAR_LIMITS.orderNoMin, 1_000_000),
  imgUrl: optionalContentUrl(m.imageInvalid),
});
export type SpotlightStarRequest = z.input<typeof spotlightStarRequest>;

export const spotlightStar = contentEntity({
  categoryId: z.number().int(),
  name: z.string(),
  imgUrl: z.string().nullable(),
  academicClass: z.string(),
  percentage: z.number(),
  description: z.string(),
  year: z.number().int(),
  ...ordered,
});
export type SpotlightStar = z.infer<typeof spotlightStar>;

/** `GET .../stars?page&size`: a page in `orderNo` order, size 10 by default (docs/product/spotlight.md §7). */
export const spotlightStarListQuery = pageQuery;

/** One group's categories (`base` and `base/{id}`), with their reorder. */
export function spotlightCategoriesAt(base: SpotlightBase) {
  const paths = spotlightPaths(base);
  return resourceContract('spotlight', {
    paths: { collection: paths.categories, item: paths.category, reorder: paths.categoriesReorder },
    orderBase: 1,
    schemas: { entity: spotlightCategory, listQuery: z.object({}), request: spotlightCategoryRequest },
    whole: spotlightCategoryList,
    messages: spotlightCategoriesMessages,
  });
}

/** One group's stars of a category (`base/{id}/stars` and `.../stars/{starId}`), with their reorder. */
export function spotlightStarsAt(base: SpotlightBase) {
  const paths = spotlightPaths(base);
  return resourceContract('spotlight', {
    tag: 'spotlight stars',
    paths: { collection: paths.stars, item: paths.star, reorder: paths.starsReorder },
    orderBase: 1,
    schemas: { entity: spotlightStar, listQuery: spotlightStarListQuery, request: spotlightStarRequest },
    messages: spotlightStarsMessages,
  });
}

/** The group the console calls. */
export const spotlightConsoleBase: SpotlightBase = '/misc/cms/spotlight/cac/categories';
export const spotlightCategoriesContract = spotlightCategoriesAt(spotlightConsoleBase);
export const spotlightStarsContract = spotlightStarsAt(spotlightConsoleBase);
