import {
  allHomework,
  allSubjectsQuery,
  classesContract,
  classesPaths,
  classHomework,
  homeworkDateQuery,
  homeworkRequest,
  idParams,
  subjectOfClassPage,
  subjectsContract,
} from '@cms/contract';
import type { z } from 'zod';
import type { Trx } from '../../db/database.js';
import { areaRoutes } from '../../platform/area.js';
import { requirePermission } from '../../platform/auth.js';
import { childTableResource } from '../../platform/kit/child-resource.js';
import { childOf, removeChildren } from '../../platform/kit/children.js';
import { registerResourceReorder } from '../../platform/kit/ordering.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import {
  classesTable,
  homeworkOf,
  homeworkOfDay,
  homeworksTable,
  saveHomework,
  subjectsPage,
  subjectsTable,
} from './classes-repository.js';

/** What goes with a class: its subjects, each with its homework. */
const subjectsWithHomework = { table: subjectsTable, children: { table: homeworksTable } };

/**
 * Classes, in order unless `sortBy`/`sortOrder` say otherwise; a new one goes last, and deleting
 * one takes its subjects and their homework with it, in its transaction (docs/design.md §7).
 */
export const classes = tableResource(classesContract, classesTable, {
  columns: (body) => ({ ...columnsFrom(body, ['name', 'code']), status: 'ACTIVE' }),
  removing: (trx, websiteId, classId) => removeChildren(trx, subjectsWithHomework, websiteId, [classId]),
  // The public site shows ACTIVE classes (docs/product/classes.md §3).
  visible: { filters: { status: 'ACTIVE' } },
});

/**
 * A class's subjects, read whole in order: a new one is ACTIVE unless the body says otherwise
 * (docs/design.md §9.17) and goes last; deleting one takes its homework.
 */
export const subjects = childTableResource(subjectsContract, subjectsTable, {
  parent: classesTable,
  columns: ['name', 'teacher', 'status', 'startTime', 'endTime'],
  children: { table: homeworksTable },
});

/**
 * A class's homework (docs/design.md §9.16): each item an upsert of its subject's homework of its date; every
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
  for (const item of items) await childOf(trx, subjectsTable, websiteId, classId, item.subjectId);
  for (const item of items) await saveHomework(trx, actor, item.subjectId, item.homeworkDate, item.description);
  const dates = [...new Set(items.map((item) => item.homeworkDate))];
  return (await Promise.all(dates.map((date) => homeworkOf(trx, websiteId, classId, date)))).flat();
}

/** Classes, subjects and homework (`/misc/cms/classroom/cac/classes`), docs/product/classes.md §7. */
export const classesRoutes = areaRoutes({ classes, subjects }, async (app) => {
  const { db } = app.deps;
  const { actions } = classesContract;
  const read = requirePermission('readContent', actions.read);
  const write = requirePermission('writeContent', actions.write);

  registerResourceReorder(app, classes);

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
});
