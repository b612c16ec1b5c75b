import { blogsContract, blogsPaths, topic, topicsContract } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { z } from 'zod';
import { registerLinkRoutes } from '../../platform/kit/link-routes.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { sanitizeRichHtml } from '../../platform/sanitize.js';
import { blogsTable, blogTopics, topicsOfBlog, topicsTable } from './blogs-repository.js';

/** Blogs with their topics; the description sanitized (docs/design.md §4); PUBLISHED is published. */
export const blogs = tableResource(blogsContract, blogsTable, {
  links: { table: blogTopics, ids: (body) => body.topics },
  published: 'PUBLISHED',
  draft: 'DRAFT',
  list: ({ status }) => ({ filters: { status } }),
  columns: (body) => ({
    ...columnsFrom(body, ['title', 'creatorName', 'summary', 'imgUrl', 'status']),
    description: sanitizeRichHtml(body.description, 'description'),
    hp_blog: body.hpBlog ? 1 : 0,
  }),
  // The media library warns before deleting a file a blog still shows.
  files: { kind: 'blog', name: 'title', urls: ['img_url'], rich: ['description'] },
});

/** Topics, by title; deleting one unlinks it from its blogs. */
export const topics = tableResource(topicsContract, topicsTable, {
  columns: ['title', 'description'],
  removing: (trx, _websiteId, id) => blogTopics.clearTo(trx, id),
});

/** Blogs (`/bms/cms/bac/blogs`), topics (`/bms/cms/tc/topics`) and a blog's topics, docs/product/blogs.md §7. */
export const blogsRoutes = areaRoutes({ blogs, topics }, async (app) => {
  // A blog's topics, linked and unlinked one at a time from the blog form (docs/product/blogs.md §4).
  registerLinkRoutes(app, {
    contract: topicsContract,
    paths: { list: blogsPaths.blogTopics, one: blogsPaths.blogTopic },
    from: blogsTable,
    link: blogTopics,
    answer: z.array(topic),
    linked: topicsOfBlog,
  });
});
