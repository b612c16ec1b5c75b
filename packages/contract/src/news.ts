import { z } from 'zod';
import { id } from './common.js';
import { dated, entity } from './entities.js';
import { bodyId, optionalContentUrl, requiredRichText, requiredText, textOrEmpty } from './fields.js';
import { lookupQuery, pageQuery, searchField } from './paging.js';
import { listSortQuery } from './ordering.js';
import { collectionPaths, publishedPaths } from './paths.js';
import { resourceContract } from './resources.js';
import { listOf, required, trueOrFalse } from './messages.js';

/** The most categories a news item has. */
export const NEWS_CATEGORIES_MAX = 50;

export const newsPaths = {
  ...publishedPaths('news', 'newsItem', '/nms/cms/nac/news'),
  ...collectionPaths('categories', 'category', '/nms/cms/cac/categories'),
  categoryByName: '/nms/cms/cac/categories/name/:name',
} as const;

export const newsMessages = {
  titleRequired: required('Title'),
  contentRequired: required('Content'),
  invalidUrl: 'Please enter a valid URL',
  statusInvalid: 'Status must be one of ACTIVE, INACTIVE, DRAFT',
  showOnHomePageInvalid: trueOrFalse('showOnHomePage'),
  categoriesInvalid: listOf('categoryIds', 'category ids'),
  tooManyCategories: `A news item can have at most ${NEWS_CATEGORIES_MAX} categories`,
  deleted: 'News deleted successfully',
  loadFailed: 'Failed to load news item',
  saveFailed: 'Failed to save news',
  created: 'News created successfully',
  updated: 'News updated successfully',
  empty: 'No news items yet',
} as const;

/** News categories' words: a category's name is unique per website. */
export const newsCategoriesMessages = {
  nameRequired: required('Name'),
  idRequired: required('Category id'),
  nameTaken: 'A category with this name already exists',
  deleted: 'Category deleted successfully',
} as const;

/** The author shown when a news item has no creator name (docs/product/news.md §5). */
export const DEFAULT_NEWS_AUTHOR = 'System';

export const NEWS_STATUSES = ['ACTIVE', 'INACTIVE', 'DRAFT'] as const;
export const newsStatus = z.enum(NEWS_STATUSES, { error: newsMessages.statusInvalid });
export type NewsStatus = z.infer<typeof newsStatus>;

/**
 * Create and update take the same body. `author` is not read: the server derives it from
 * `creator_name`. `categoryIds`, when present, replaces the item's categories.
 */
export const newsRequest = z.object({
  title: requiredText(newsMessages.titleRequired, 255),
  content: requiredRichText(newsMessages.contentRequired),
  summary: textOrEmpty(1000),
  creator_name: textOrEmpty(100),
  imgUrl: optionalContentUrl(newsMessages.invalidUrl),
  status: newsStatus.default('DRAFT'),
  showOnHomePage: z.boolean({ error: newsMessages.showOnHomePageInvalid }).default(false),
  categoryIds: z
    .array(bodyId, { error: newsMessages.categoriesInvalid })
    .max(NEWS_CATEGORIES_MAX, newsMessages.tooManyCategories)
    .optional()
    .transform((ids) => ids && [...new Set(ids)]),
});
export type NewsRequest = z.input<typeof newsRequest>;

export const newsCategoryRef = entity({ name: z.string() });

/** The odd snake_case names (`creator_name`, `created_date`) are the spec's. */
export const news = entity({
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  creator_name: z.string(),
  author: z.string(),
  imgUrl: z.string().nullable(),
  status: newsStatus,
  showOnHomePage: z.boolean(),
  created_date: z.string(),
  updated_date: z.string(),
  publishedDate: z.string().nullable(),
  categories: z.array(newsCategoryRef).max(NEWS_CATEGORIES_MAX),
});
export type News = z.infer<typeof news>;

/** News list sort fields (`sortBy`): each on an index of its own; newest first when none is asked. */
export const NEWS_SORTS = ['title', 'status', 'created_date', 'updated_date', 'publishedDate'] as const;

export const newsListQuery = pageQuery.extend({
  status: newsStatus.optional(),
  categoryId: id.optional(),
  search: searchField,
  ...listSortQuery(NEWS_SORTS),
});

export const newsCategory = entity({ name: z.string(), ...dated });
export type NewsCategory = z.infer<typeof newsCategory>;

export const newsCategoryRequest = z.object({ name: requiredText(newsCategoriesMessages.nameRequired, 100) });
export type NewsCategoryRequest = z.input<typeof newsCategoryRequest>;

/** The category update names its category in the body. */
export const newsCategoryUpdateRequest = newsCategoryRequest
  .extend({ id: bodyId.optional() })
  .refine((body) => body.id !== undefined, { message: newsCategoriesMessages.idRequired, path: ['id'] })
  .transform(({ id: categoryId, ...rest }) => ({ ...rest, id: categoryId as number }));
export type NewsCategoryUpdateRequest = z.input<typeof newsCategoryUpdateRequest>;

/** News categories (docs/product/news.md §7): named, looked up by name, updated at the collection. */
export const newsCategoriesContract = resourceContract('news categories', {
  paths: { collection: newsPaths.categories, item: newsPaths.category, byName: newsPaths.categoryByName },
  updateAt: 'collection',
  schemas: {
    entity: newsCategory,
    listQuery: lookupQuery,
    request: newsCategoryRequest,
    update: newsCategoryUpdateRequest,
  },
  messages: newsCategoriesMessages,
});

/** News items (docs/product/news.md §7), with their publish call. */
export const newsContract = resourceContract('news', {
  paths: { collection: newsPaths.news, item: newsPaths.newsItem, publish: newsPaths.publish },
  schemas: { entity: news, listQuery: newsListQuery, request: newsRequest },
  messages: newsMessages,
  bulk: { actions: ['publish', 'unpublish', 'delete'], things: 'news items' },
});
