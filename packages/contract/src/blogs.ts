import { z } from 'zod';
import { id } from './common.js';
import { dated, entity } from './entities.js';
import { bodyId, optionalContentUrl, optionalRichText, requiredText, textOrEmpty } from './fields.js';
import { lookupQuery, pageQuery, searchField } from './paging.js';
import { listSortQuery } from './ordering.js';
import { collectionPaths, publishedPaths } from './paths.js';
import { resourceContract } from './resources.js';
import { listOf, required, trueOrFalse } from './messages.js';

/** The most topics a blog has. */
export const BLOG_TOPICS_MAX = 100;

export const blogsPaths = {
  ...publishedPaths('blogs', 'blog', '/bms/cms/bac/blogs'),
  ...collectionPaths('topics', 'topic', '/bms/cms/tc/topics'),
  topicByName: '/bms/cms/tc/topics/name/:name',
  blogTopics: '/bms/cms/tc/blogs/:blogId/topics',
  blogTopic: '/bms/cms/tc/blogs/:blogId/topics/:topicId',
} as const;

export const blogsMessages = {
  titleRequired: required('Title'),
  invalidUrl: 'Please enter a valid URL',
  statusInvalid: 'Status must be DRAFT or PUBLISHED',
  hpBlogInvalid: trueOrFalse('hpBlog'),
  topicsInvalid: listOf('Topics', 'topic ids'),
  tooManyTopics: `A blog can have at most ${BLOG_TOPICS_MAX} topics`,
  topicIdRequired: required('Topic id'),
  deleted: 'Blog deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this blog post?',
} as const;

/** Topics' words: a topic's title is its name, unique per website. */
export const topicsMessages = {
  titleTaken: 'A topic with this title already exists',
  deleted: 'Topic deleted successfully',
} as const;

export const BLOG_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export const blogStatus = z.enum(BLOG_STATUSES, { error: blogsMessages.statusInvalid });
export type BlogStatus = z.infer<typeof blogStatus>;

/** DRAFT or PUBLISHED; older clients send a boolean, true meaning published (docs/design.md §9.5). */
const blogStatusInput = z
  .union([blogStatus, z.boolean()], { error: blogsMessages.statusInvalid })
  .transform((value): BlogStatus => (value === true ? 'PUBLISHED' : value === false ? 'DRAFT' : value));

const flag = z.boolean({ error: blogsMessages.hpBlogInvalid });

/** A topic named by its id, or by an object carrying `id`, `assetId` or `asset_id` (the blog form's). */
const topicRef = z.union(
  [
    bodyId,
    id,
    z
      .object({ id: bodyId.optional(), assetId: bodyId.optional(), asset_id: bodyId.optional() })
      .refine((ref) => (ref.id ?? ref.assetId ?? ref.asset_id) !== undefined, blogsMessages.topicIdRequired)
      .transform((ref) => (ref.id ?? ref.assetId ?? ref.asset_id) as number),
  ],
  { error: blogsMessages.topicsInvalid },
);

/**
 * Create and update take the same body. `hp_blog` is accepted as an alias of `hpBlog`; `topics`,
 * when present, replaces the blog's topics (absent leaves them as they are).
 */
export const blogRequest = z
  .object({
    title: requiredText(blogsMessages.titleRequired, 255),
    creatorName: textOrEmpty(100),
    summary: textOrEmpty(1000),
    description: optionalRichText(),
    imgUrl: optionalContentUrl(blogsMessages.invalidUrl),
    status: blogStatusInput.default('DRAFT'),
    hpBlog: flag.optional(),
    hp_blog: flag.optional(),
    topics: z
      .array(topicRef, { error: blogsMessages.topicsInvalid })
      .max(BLOG_TOPICS_MAX, blogsMessages.tooManyTopics)
      .optional()
      .transform((refs) => refs && [...new Set(refs)]),
  })
  .transform(({ hpBlog, hp_blog, ...rest }) => ({ ...rest, hpBlog: hpBlog ?? hp_blog ?? false }));
export type BlogRequest = z.input<typeof blogRequest>;

/** A topic as the topic screens see it; it carries both `id` and `assetId`, both `title` and `name`. */
export const topic = entity({
  assetId: z.number().int(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  ...dated,
});
export type Topic = z.infer<typeof topic>;

/** A topic inside a blog. */
export const blogTopic = topic.omit({ createdDate: true, updatedDate: true });

export const blog = entity({
  title: z.string(),
  creatorName: z.string(),
  summary: z.string(),
  description: z.string(),
  imgUrl: z.string().nullable(),
  status: blogStatus,
  hpBlog: z.boolean(),
  /** The same value as hpBlog, under the old console's name. */
  hp_blog: z.boolean(),
  topics: z.array(blogTopic).max(BLOG_TOPICS_MAX),
  ...dated,
  publishedDate: z.string().nullable(),
});
export type Blog = z.infer<typeof blog>;

/** Blog list sort fields (`sortBy`): each on an index of its own; newest first when none is asked. */
export const BLOG_SORTS = ['title', 'status', 'createdDate', 'updatedDate', 'publishedDate'] as const;

export const blogListQuery = pageQuery.extend({
  status: z
    .enum([...BLOG_STATUSES, 'true', 'false'], { error: blogsMessages.statusInvalid })
    .transform((value): BlogStatus => (value === 'true' ? 'PUBLISHED' : value === 'false' ? 'DRAFT' : value))
    .optional(),
  search: searchField,
  ...listSortQuery(BLOG_SORTS),
});

export const topicRequest = z.object({
  title: requiredText(blogsMessages.titleRequired, 255),
  description: textOrEmpty(1000),
});
export type TopicRequest = z.input<typeof topicRequest>;

/** The topic update names its topic in the body, as `id` or (the topic screen's) `assetId`. */
export const topicUpdateRequest = topicRequest
  .extend({ id: bodyId.optional(), assetId: bodyId.optional() })
  .refine((body) => (body.id ?? body.assetId) !== undefined, {
    message: blogsMessages.topicIdRequired,
    path: ['id'],
  })
  .transform(({ assetId, id, ...rest }) => ({ ...rest, id: (id ?? assetId) as number }));
export type TopicUpdateRequest = z.input<typeof topicUpdateRequest>;

/** Topics (docs/product/blogs.md §7): named, looked up by name, updated at the collection. */
export const topicsContract = resourceContract('topics', {
  paths: { collection: blogsPaths.topics, item: blogsPaths.topic, byName: blogsPaths.topicByName },
  updateAt: 'collection',
  schemas: { entity: topic, listQuery: lookupQuery, request: topicRequest, update: topicUpdateRequest },
  messages: topicsMessages,
});

/** Blogs (docs/product/blogs.md §7), with their publish call. */
export const blogsContract = resourceContract('blogs', {
  paths: { collection: blogsPaths.blogs, item: blogsPaths.blog, publish: blogsPaths.publish },
  schemas: { entity: blog, listQuery: blogListQuery, request: blogRequest },
  messages: blogsMessages,
  bulk: { actions: ['publish', 'unpublish', 'delete'], things: 'blogs' },
});
