import { blogIdParams, blogsContract, blogsPaths, blogTopicParams, topic, topicsContract } from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { sanitizeRichHtml } from '../../platform/sanitize.js';
import { blogsTable, blogTopics, toBlog, toTopic, topicsOfBlog, topicsTable } from './blogs-repository.js';

/** Blogs with their topics; the description sanitized (DESIGN §4); PUBLISHED is published. */
export const blogs = tableResource(blogsContract, blogsTable, {
  toEntity: toBlog,
  links: { table: blogTopics, ids: (body) => body.topics },
  published: 'PUBLISHED',
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
  toEntity: toTopic,
  columns: ['title', 'description'],
  removing: (trx, _websiteId, id) => blogTopics.clearTo(trx, id),
});

/** Blogs (`/bms/cms/bac/blogs`), topics (`/bms/cms/tc/topics`) and a blog's topics, spec 01 §7. */
export const blogsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  registerResource(app, blogs);
  registerResource(app, topics);

  // A blog's topics, linked and unlinked one at a time from the blog form (spec 01 §4).
  const tags = [topicsContract.tag];
  const topicsResponse = { 200: z.array(topic) };
  app.get(
    blogsPaths.blogTopics,
    {
      preHandler: requirePermission('readContent', topicsContract.actions.read),
      schema: { tags, params: blogIdParams, response: topicsResponse },
    },
    async (request) => {
      await blogsTable.get(db, request.auth.websiteId, request.params.blogId);
      return topicsOfBlog(db, request.params.blogId);
    },
  );
  for (const [method, linked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: blogsPaths.blogTopic,
      preHandler: requirePermission('writeContent', topicsContract.actions.write),
      schema: { tags, params: blogTopicParams, response: topicsResponse },
      handler: async (request) => {
        const { blogId, topicId } = request.params;
        return db.transaction().execute(async (trx) => {
          await blogsTable.get(trx, request.auth.websiteId, blogId);
          await topicsTable.get(trx, request.auth.websiteId, topicId);
          if (linked) await blogTopics.add(trx, blogId, topicId);
          else await blogTopics.removeOne(trx, blogId, topicId);
          return topicsOfBlog(trx, blogId);
        });
      },
    });
  }
};
