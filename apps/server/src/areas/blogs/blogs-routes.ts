import {
  blog,
  blogListQuery,
  blogPage,
  blogRequest,
  blogsMessages,
  blogsPaths,
  idParams,
  messageResponse,
} from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { requirePermission } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { sanitizeRichHtml } from '../../platform/sanitize.js';
import {
  deleteBlog,
  findBlog,
  findBlogRow,
  insertBlog,
  listBlogs,
  publishBlog,
  toBlog,
  updateBlog,
  type BlogFields,
} from './blogs-repository.js';
import { existingTopicIds, setBlogTopics, topicsOfBlogs } from './topics-repository.js';

const tags = ['blogs'];

/** The editable fields of a blog body, its rich description sanitized (DESIGN §4). */
function blogFields({ topics: _topics, ...body }: z.output<typeof blogRequest>): BlogFields {
  return { ...body, description: sanitizeRichHtml(body.description) };
}

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const read = requirePermission('readContent', 'view blogs');
  const write = requirePermission('writeContent', 'edit blogs');

  async function blogOrThrow(websiteId: number, id: number) {
    const found = await findBlog(deps.db, websiteId, id);
    if (!found) throw notFound('Blog');
    return found;
  }

  async function blogRowOrThrow(db: Executor, websiteId: number, id: number) {
    const row = await findBlogRow(db, websiteId, id);
    if (!row) throw notFound('Blog');
    return row;
  }

  /** A blog may only carry topics of its own website. */
  async function setTopics(db: Executor, websiteId: number, blogId: number, topicIds: number[]) {
    const found = await existingTopicIds(db, websiteId, topicIds);
    if (topicIds.some((id) => !found.has(id))) throw notFound('Topic');
    await setBlogTopics(db, blogId, topicIds);
  }

  app.get(
    blogsPaths.blogs,
    { preHandler: read, schema: { tags, querystring: blogListQuery, response: { 200: blogPage } } },
    async (request) => listBlogs(deps.db, request.auth.websiteId, request.query),
  );

  app.get(
    blogsPaths.blog,
    { preHandler: read, schema: { tags, params: idParams, response: { 200: blog } } },
    async (request) => blogOrThrow(request.auth.websiteId, request.params.id),
  );

  app.post(
    blogsPaths.blogs,
    { preHandler: write, schema: { tags, body: blogRequest, response: { 201: blog } } },
    async (request, reply) => {
      const { websiteId, userId } = request.auth;
      const fields = blogFields(request.body);
      const topicIds = request.body.topics ?? [];
      // The answer is the row as inserted (and its topics as linked, read in the same transaction).
      // Without topics the one INSERT is atomic by itself and needs no transaction around it.
      const created =
        topicIds.length === 0
          ? toBlog(await insertBlog(deps.db, websiteId, fields, userId), [])
          : await deps.db.transaction().execute(async (trx) => {
              const row = await insertBlog(trx, websiteId, fields, userId);
              await setTopics(trx, websiteId, row.id, topicIds);
              return toBlog(row, (await topicsOfBlogs(trx, [row.id])).get(row.id) ?? []);
            });
      return reply.status(201).send(created);
    },
  );

  app.put(
    blogsPaths.blog,
    { preHandler: write, schema: { tags, params: idParams, body: blogRequest, response: { 200: blog } } },
    async (request) => {
      const { websiteId, userId } = request.auth;
      const { id } = request.params;
      const fields = blogFields(request.body);
      await deps.db.transaction().execute(async (trx) => {
        const current = await blogRowOrThrow(trx, websiteId, id);
        await updateBlog(trx, current, fields, userId);
        if (request.body.topics) await setTopics(trx, websiteId, id, request.body.topics);
      });
      return blogOrThrow(websiteId, id);
    },
  );

  app.patch(
    blogsPaths.publish,
    { preHandler: write, schema: { tags, params: idParams, response: { 200: blog } } },
    async (request) => {
      const { websiteId, userId } = request.auth;
      const { id } = request.params;
      await deps.db.transaction().execute(async (trx) => {
        await publishBlog(trx, await blogRowOrThrow(trx, websiteId, id), userId);
      });
      return blogOrThrow(websiteId, id);
    },
  );

  app.delete(
    blogsPaths.blog,
    { preHandler: write, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { websiteId } = request.auth;
      const { id } = request.params;
      await deps.db.transaction().execute(async (trx) => {
        await blogRowOrThrow(trx, websiteId, id);
        await deleteBlog(trx, id);
      });
      return { message: blogsMessages.blogDeleted };
    },
  );
};
