import {
  blogIdParams,
  blogsMessages,
  blogsPaths,
  blogTopicParams,
  idParams,
  messageResponse,
  nameParams,
  pageQuery,
  topic,
  topicPage,
  topicRequest,
  topicUpdateRequest,
} from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { requirePermission } from '../../platform/auth.js';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors.js';
import { findBlogRow } from './blogs-repository.js';
import {
  deleteTopic,
  findTopicByTitle,
  findTopicRow,
  insertTopic,
  linkTopic,
  listTopics,
  toTopic,
  topicsOfBlog,
  topicTitleTaken,
  unlinkTopic,
  updateTopic,
} from './topics-repository.js';

const tags = ['topics'];

/** Topics (`/bms/cms/tc/topics`) and the topics of one blog (`/bms/cms/tc/blogs/{blogId}/topics`). */
export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const read = requirePermission('readContent', 'view topics');
  const write = requirePermission('writeContent', 'edit topics');

  async function topicOrThrow(db: Executor, websiteId: number, id: number) {
    const row = await findTopicRow(db, websiteId, id);
    if (!row) throw notFound('Topic');
    return toTopic(row);
  }

  async function requireBlog(websiteId: number, blogId: number) {
    if (!(await findBlogRow(deps.db, websiteId, blogId))) throw notFound('Blog');
  }

  /** The title check runs in the transaction; the unique index answers a concurrent duplicate. */
  async function saving<T>(work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(blogsMessages.topicTitleTaken);
      throw error;
    }
  }

  app.get(
    blogsPaths.topics,
    { preHandler: read, schema: { tags, querystring: pageQuery, response: { 200: topicPage } } },
    async (request) => listTopics(deps.db, request.auth.websiteId, request.query),
  );

  app.get(
    blogsPaths.topic,
    { preHandler: read, schema: { tags, params: idParams, response: { 200: topic } } },
    async (request) => topicOrThrow(deps.db, request.auth.websiteId, request.params.id),
  );

  app.get(
    blogsPaths.topicByName,
    { preHandler: read, schema: { tags, params: nameParams, response: { 200: topic } } },
    async (request) => {
      const row = await findTopicByTitle(deps.db, request.auth.websiteId, request.params.name);
      if (!row) throw notFound('Topic');
      return toTopic(row);
    },
  );

  app.post(
    blogsPaths.topics,
    { preHandler: write, schema: { tags, body: topicRequest, response: { 201: topic } } },
    async (request, reply) => {
      const { websiteId, userId } = request.auth;
      const created = await saving(() =>
        deps.db.transaction().execute(async (trx) => {
          if (await topicTitleTaken(trx, websiteId, request.body.title)) throw conflict(blogsMessages.topicTitleTaken);
          return topicOrThrow(trx, websiteId, await insertTopic(trx, websiteId, request.body, userId));
        }),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    blogsPaths.topics,
    { preHandler: write, schema: { tags, body: topicUpdateRequest, response: { 200: topic } } },
    async (request) => {
      const { websiteId, userId } = request.auth;
      const { id, ...fields } = request.body;
      return saving(() =>
        deps.db.transaction().execute(async (trx) => {
          await topicOrThrow(trx, websiteId, id);
          if (await topicTitleTaken(trx, websiteId, fields.title, id)) throw conflict(blogsMessages.topicTitleTaken);
          await updateTopic(trx, id, fields, userId);
          return topicOrThrow(trx, websiteId, id);
        }),
      );
    },
  );

  app.delete(
    blogsPaths.topic,
    { preHandler: write, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { websiteId } = request.auth;
      const { id } = request.params;
      await deps.db.transaction().execute(async (trx) => {
        await topicOrThrow(trx, websiteId, id);
        await deleteTopic(trx, id);
      });
      return { message: blogsMessages.topicDeleted };
    },
  );

  app.get(
    blogsPaths.blogTopics,
    { preHandler: read, schema: { tags, params: blogIdParams, response: { 200: z.array(topic) } } },
    async (request) => {
      await requireBlog(request.auth.websiteId, request.params.blogId);
      return topicsOfBlog(deps.db, request.params.blogId);
    },
  );

  app.post(
    blogsPaths.blogTopic,
    { preHandler: write, schema: { tags, params: blogTopicParams, response: { 200: z.array(topic) } } },
    async (request) => {
      const { websiteId } = request.auth;
      const { blogId, topicId } = request.params;
      await requireBlog(websiteId, blogId);
      await topicOrThrow(deps.db, websiteId, topicId);
      await linkTopic(deps.db, blogId, topicId);
      return topicsOfBlog(deps.db, blogId);
    },
  );

  app.delete(
    blogsPaths.blogTopic,
    { preHandler: write, schema: { tags, params: blogTopicParams, response: { 200: z.array(topic) } } },
    async (request) => {
      const { websiteId } = request.auth;
      const { blogId, topicId } = request.params;
      await requireBlog(websiteId, blogId);
      await topicOrThrow(deps.db, websiteId, topicId);
      await unlinkTopic(deps.db, blogId, topicId);
      return topicsOfBlog(deps.db, blogId);
    },
  );
};
