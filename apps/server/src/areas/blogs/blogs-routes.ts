import {
  blog,
  blogIdParams,
  blogListQuery,
  blogPage,
  blogRequest,
  blogsMessages,
  blogsPaths,
  blogTopicParams,
  lookupQuery,
  topic,
  topicPage,
  topicRequest,
  topicUpdateRequest,
} from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Trx } from '../../db/database.js';
import type { BlogRow } from '../../db/schema.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { requirePermission } from '../../platform/auth.js';
import { publishedAt, registerPublishAction } from '../../platform/kit/publishing.js';
import { readsOf, registerResource } from '../../platform/kit/resource-routes.js';
import { sanitizeRichHtml } from '../../platform/sanitize.js';
import {
  blogsTable,
  blogTopics,
  getBlog,
  listBlogs,
  toTopic,
  topicsOfBlog,
  topicsTable,
  withTopics,
} from './blogs-repository.js';

/** A blog body as columns: the description sanitized (DESIGN §4); `published_at` follows the status. */
function blogColumns(body: z.output<typeof blogRequest>, current?: BlogRow) {
  return {
    title: body.title,
    creator_name: body.creatorName,
    summary: body.summary,
    description: sanitizeRichHtml(body.description, 'description'),
    img_url: body.imgUrl,
    status: body.status,
    hp_blog: body.hpBlog ? 1 : 0,
    published_at: publishedAt('PUBLISHED', body.status, current),
  };
}

export async function createBlog(trx: Trx, actor: Actor, body: z.output<typeof blogRequest>) {
  const row = await blogsTable.insert(trx, actor, blogColumns(body));
  if (body.topics?.length) await blogTopics.set(trx, actor.websiteId, row.id, body.topics);
  return (await withTopics(trx, [row]))[0]!;
}

export async function createTopic(trx: Trx, actor: Actor, fields: z.output<typeof topicRequest>) {
  await topicsTable.requireFreeName(trx, actor.websiteId, fields.title);
  return toTopic(await topicsTable.insert(trx, actor, fields));
}

/** Blogs (`/bms/cms/bac/blogs`), topics (`/bms/cms/tc/topics`) and a blog's topics, spec 01 §7. */
export const blogsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  registerResource(app, {
    tag: 'blogs',
    paths: { collection: blogsPaths.blogs, item: blogsPaths.blog },
    actions: { read: 'view blogs', write: 'edit blogs' },
    schemas: { entity: blog, page: blogPage, listQuery: blogListQuery, request: blogRequest },
    deleted: blogsMessages.blogDeleted,
    list: (db, auth, query) => listBlogs(db, auth.websiteId, query),
    get: (db, auth, id) => getBlog(db, auth.websiteId, id),
    create: createBlog,
    async update(trx, auth, id, body) {
      const current = await blogsTable.get(trx, auth.websiteId, id);
      const row = await blogsTable.update(trx, auth, id, blogColumns(body, current));
      if (body.topics) await blogTopics.set(trx, auth.websiteId, id, body.topics);
      return (await withTopics(trx, [row]))[0]!;
    },
    remove: (trx, auth, id) => blogsTable.remove(trx, auth.websiteId, id, () => blogTopics.clearFrom(trx, id)),
  });

  registerPublishAction(app, {
    tag: 'blogs',
    path: blogsPaths.publish,
    action: 'edit blogs',
    entity: blog,
    table: blogsTable,
    published: 'PUBLISHED',
    get: getBlog,
  });

  registerResource(app, {
    tag: 'topics',
    paths: { collection: blogsPaths.topics, item: blogsPaths.topic, byName: blogsPaths.topicByName },
    updateAt: 'collection',
    actions: { read: 'view topics', write: 'edit topics' },
    schemas: {
      entity: topic,
      page: topicPage,
      listQuery: lookupQuery,
      request: topicRequest,
      update: topicUpdateRequest,
    },
    deleted: blogsMessages.topicDeleted,
    conflict: blogsMessages.topicTitleTaken,
    ...readsOf(topicsTable, toTopic),
    create: createTopic,
    async update(trx, auth, id, { title, description }) {
      await topicsTable.get(trx, auth.websiteId, id);
      await topicsTable.requireFreeName(trx, auth.websiteId, title, id);
      return toTopic(await topicsTable.update(trx, auth, id, { title, description }));
    },
    remove: (trx, auth, id) => topicsTable.remove(trx, auth.websiteId, id, () => blogTopics.clearTo(trx, id)),
  });

  // A blog's topics, linked and unlinked one at a time from the blog form (spec 01 §4).
  const tags = ['topics'];
  const topicsResponse = { 200: z.array(topic) };
  app.get(
    blogsPaths.blogTopics,
    {
      preHandler: requirePermission('readContent', 'view topics'),
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
      preHandler: requirePermission('writeContent', 'edit topics'),
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
