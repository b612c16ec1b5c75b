import {
  allHomework,
  allSubjectsQuery,
  classesContract,
  classesMessages,
  classesPaths,
  classHomework,
  homeworkDateQuery,
  homeworkRequest,
  idParams,
  subjectOfClassPage,
  subjectsContract,
} from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/database.js';
import { requirePermission } from '../../platform/auth.js';
import { registerChildResource } from '../../platform/kit/child-routes.js';
import { nextOrderNo, registerReorderRoute } from '../../platform/kit/ordering.js';
import { registerResource } from '../../platform/kit/resource-routes.js';
import { sortedBy, type Actor } from '../../platform/kit/scoped-table.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import {
  classesTable,
  classSubjectRows,
  homeworkOf,
  homeworkOfDay,
  removeHomeworkOf,
  saveHomework,
  subjectsOf,
  subjectsPage,
  subjectsTable,
  toClass,
  toSubject,
} from './classes-repository.js';

/**
 * Classes, in order unless `sortBy`/`sortOrder` say otherwise; a new one goes last, and deleting
 * one takes its subjects and their homework with it, in its transaction (DESIGN §7).
 */
export const classes = tableResource(classesContract, classesTable, {
  toEntity: toClass,
  columns: (body) => ({ ...columnsFrom(body, ['name', 'code']), status: 'ACTIVE' }),
  list: (query) => ({ order: sortedBy(query, { orderNo: 'order_no', name: 'name', createdAt: 'created_at' }) }),
  removing: (trx, websiteId, classId) =>
    classSubjectRows.removeUnder(trx, websiteId, classId, (subjectIds) => removeHomeworkOf(trx, websiteId, subjectIds)),
});

type SubjectBody = z.output<typeof subjectsContract.schemas.request>;
const subjectColumns = (body: SubjectBody) => columnsFrom(body, ['name', 'teacher', 'status', 'startTime', 'endTime']);

/** A class's subjects: a new one is ACTIVE unless the body says otherwise (DESIGN §9.17) and goes last. */
export const subjects = {
  contract: subjectsContract,
  parent: classesTable,
  list: (db: Executor, auth: Actor, classId: number) => subjectsOf(db, auth.websiteId, classId),
  async create(trx: Trx, actor: Actor, classId: number, body: SubjectBody) {
    const orderNo = await nextOrderNo(trx, subjectsTable.ordered, actor.websiteId, classId);
    const row = await subjectsTable.insert(trx, actor, {
      ...subjectColumns(body),
      class_id: classId,
      order_no: orderNo,
    });
    return toSubject(row);
  },
  async update(trx: Trx, actor: Actor, classId: number, id: number, body: SubjectBody) {
    await classSubjectRows.get(trx, actor.websiteId, classId, id);
    return toSubject(await subjectsTable.update(trx, actor, id, subjectColumns(body)));
  },
  async remove(trx: Trx, actor: Actor, classId: number, id: number) {
    await classSubjectRows.get(trx, actor.websiteId, classId, id);
    await subjectsTable.remove(trx, actor.websiteId, id, () => removeHomeworkOf(trx, actor.websiteId, [id]));
  },
};

/**
 * A class's homework (DESIGN §9.16): each item an upsert of its subject's homework of its date; every
 * subject must be the class's (404 otherwise, nothing saved). Answers the homework of the dates saved.
 */
export async function saveClassHomework(
  trx: Trx,
  actor: Actor,
  classId: number,
  items: z.output<typeof homeworkRequest>,
) {
  const { websiteId } = actor;
  await classesTable.get(trx, websiteId, classId);
  for (const item of items) await classSubjectRows.get(trx, websiteId, classId, item.subjectId);
  for (const item of items) await saveHomework(trx, actor, item.subjectId, item.homeworkDate, item.description);
  const dates = [...new Set(items.map((item) => item.homeworkDate))];
  return (await Promise.all(dates.map((date) => homeworkOf(trx, websiteId, classId, date)))).flat();
}

/** Classes, subjects and homework (`/misc/cms/classroom/cac/classes`), spec 02 §7. */
export const classesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const { actions } = classesContract;
  const read = requirePermission('readContent', actions.read);
  const write = requirePermission('writeContent', actions.write);

  registerResource(app, classes);
  registerReorderRoute(app, {
    tag: classesContract.tag,
    path: classesPaths.reorder,
    list: classesTable.ordered,
    action: actions.write,
    message: classesMessages.reordered,
  });
  registerChildResource(app, subjects);

  const tags = [subjectsContract.tag];
  app.get(
    classesPaths.homeworks,
    {
      preHandler: read,
      schema: { tags, params: idParams, querystring: homeworkDateQuery, response: { 200: classHomework } },
    },
    async (request) => {
      const { websiteId } = request.auth;
      await classesTable.get(db, websiteId, request.params.id);
      return homeworkOf(db, websiteId, request.params.id, request.query.date);
    },
  );
  app.post(
    classesPaths.homeworks,
    { preHandler: write, schema: { tags, params: idParams, body: homeworkRequest, response: { 200: classHomework } } },
    async (request) =>
      db.transaction().execute((trx) => saveClassHomework(trx, request.auth, request.params.id, request.body)),
  );
  app.get(
    classesPaths.allSubjects,
    { preHandler: read, schema: { tags, querystring: allSubjectsQuery, response: { 200: subjectOfClassPage } } },
    async (request) => subjectsPage(db, request.auth.websiteId, request.query),
  );
  app.get(
    classesPaths.allHomeworks,
    { preHandler: read, schema: { tags, querystring: homeworkDateQuery, response: { 200: allHomework } } },
    async (request) => homeworkOfDay(db, request.auth.websiteId, request.query.date),
  );
};
