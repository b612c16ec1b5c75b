import {
  allHomework,
  allSubjectsQuery,
  classesContract,
  classesMessages,
  classesPaths,
  classHomework,
  classSubjects,
  homeworkDateQuery,
  homeworkRequest,
  messageResponse,
  reorderRequest,
  subject,
  subjectOfClassPage,
  subjectRequest,
  subjectsMessages,
  type ClassRequest,
  type Homework,
  type ReorderItem,
  type SchoolClass,
  type Subject,
} from '@cms/contract';
import type { z } from 'zod';
import { FakeTable, pageOf, refuse, resourceEndpoints, type Endpoint } from './fake-api';

/* Classes, their subjects and homework on the fake API (test/fake-api.ts), as the server keeps them. */

const STAMP = '2026-01-02T03:04:05.000Z';

/** What a class is unless a test says otherwise: the demo school's, created on STAMP, in `id` order. */
const CLASS: Omit<SchoolClass, 'id' | 'name' | 'orderNo'> = {
  assetOwnerId: 1,
  code: '',
  status: 'ACTIVE',
  createdAt: STAMP,
};

export const makeClass = (id: number, fields: Partial<SchoolClass> = {}): SchoolClass => ({
  ...CLASS,
  ...{ id, name: `Class ${id}`, orderNo: id },
  ...fields,
});

export function makeSubject(id: number, classId: number, fields: Partial<Subject> = {}): Subject {
  const orderNo = fields.orderNo ?? id;
  return {
    id,
    assetOwnerId: 1,
    classId,
    name: `Subject ${id}`,
    teacher: '',
    status: 'ACTIVE',
    startTime: '',
    endTime: '',
    ...fields,
    orderNo,
    order: orderNo,
  };
}

export function makeHomework(id: number, subjectId: number, homeworkDate: string, description: string): Homework {
  return { id, subjectId, homeworkDate, description };
}

export interface ClassesRows {
  classes?: SchoolClass[];
  subjects?: Subject[];
  homework?: Homework[];
}

/** The tables and endpoints of classes, subjects and homework. */
export function classesEndpoints(rows: ClassesRows) {
  const classes = new FakeTable(rows.classes ?? [], 'Class');
  const subjects = new FakeTable(rows.subjects ?? [], 'Subject');
  const homework = new FakeTable(rows.homework ?? [], 'Homework');
  const inOrder = <T extends { orderNo: number; id: number }>(list: T[]) =>
    [...list].sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
  const subjectsOf = (classId: number) => inOrder(subjects.all().filter((row) => row.classId === classId));
  const subjectOf = (classId: number, id: string | number) => {
    const row = subjects.get(id);
    return row.classId === classId ? row : refuse(404, 'Subject not found');
  };
  const classOf = (params: Record<string, string>) => classes.get(params.id!).id;
  const dropHomeworkOf = (subjectId: number) =>
    homework.all().forEach((row) => row.subjectId === subjectId && homework.remove(row.id));

  const endpoints: Endpoint[] = [
    ...resourceEndpoints({
      table: classes,
      contract: classesContract,
      list: (all, query) => {
        const sorted = inOrder(all);
        return query.sortOrder === 'desc' ? sorted.reverse() : sorted;
      },
      build: (body: z.output<typeof classesContract.schemas.request> & ClassRequest, id, current) =>
        makeClass(id, {
          ...current,
          name: body.name,
          code: body.code ?? '',
          orderNo: current?.orderNo ?? Math.max(0, ...classes.all().map((row) => row.orderNo)) + 1,
        }),
      onDelete: (gone) =>
        subjectsOf(gone.id).forEach((row) => {
          dropHomeworkOf(row.id);
          subjects.remove(row.id);
        }),
    }),
    {
      method: 'PUT',
      path: classesPaths.reorder,
      body: reorderRequest,
      response: messageResponse,
      handle: ({ body }) => {
        for (const { id, orderNo } of body as ReorderItem[]) classes.put({ ...classes.get(id), orderNo });
        return { message: classesMessages.reordered };
      },
    },
    {
      method: 'GET',
      path: classesPaths.subjects,
      response: classSubjects,
      handle: ({ params }) => subjectsOf(classOf(params)),
    },
    {
      method: 'POST',
      path: classesPaths.subjects,
      body: subjectRequest,
      response: subject,
      status: 201,
      handle: ({ params, body }) => {
        const classId = classOf(params);
        const orderNo = Math.max(0, ...subjectsOf(classId).map((row) => row.orderNo)) + 1;
        return subjects.insert((id) => makeSubject(id, classId, { ...(body as object), orderNo }));
      },
    },
    {
      method: 'PUT',
      path: classesPaths.subject,
      body: subjectRequest,
      response: subject,
      handle: ({ params, body }) => {
        const current = subjectOf(classOf(params), params.subjectId!);
        return subjects.put({ ...current, ...(body as z.output<typeof subjectRequest>) });
      },
    },
    {
      method: 'DELETE',
      path: classesPaths.subject,
      response: messageResponse,
      handle: ({ params }) => {
        const gone = subjectOf(classOf(params), params.subjectId!);
        dropHomeworkOf(gone.id);
        subjects.remove(gone.id);
        return { message: subjectsMessages.deleted };
      },
    },
    {
      method: 'GET',
      path: classesPaths.homeworks,
      query: homeworkDateQuery,
      response: classHomework,
      handle: ({ params, query }) => {
        const mine = new Set(subjectsOf(classOf(params)).map((row) => row.id));
        return homework.all().filter((row) => mine.has(row.subjectId) && row.homeworkDate === query.date);
      },
    },
    {
      method: 'POST',
      path: classesPaths.homeworks,
      body: homeworkRequest,
      response: classHomework,
      handle: ({ params, body }) => {
        const classId = classOf(params);
        const items = body as z.output<typeof homeworkRequest>;
        items.forEach((item) => subjectOf(classId, item.subjectId));
        return items.flatMap(({ subjectId, homeworkDate, description }) => {
          const saved = homework.all().find((row) => row.subjectId === subjectId && row.homeworkDate === homeworkDate);
          if (!description) {
            if (saved) homework.remove(saved.id);
            return [];
          }
          if (saved) return [homework.put({ ...saved, description })];
          return [homework.insert((id) => makeHomework(id, subjectId, homeworkDate, description))];
        });
      },
    },
    {
      method: 'GET',
      path: classesPaths.allSubjects,
      query: allSubjectsQuery,
      response: subjectOfClassPage,
      handle: ({ query }) => {
        const shown = inOrder(classes.all()).filter((row) => query.classId === undefined || row.id === query.classId);
        const all = shown.flatMap((row) => subjectsOf(row.id).map((s) => ({ ...s, className: row.name })));
        return pageOf(all, query);
      },
    },
    {
      method: 'GET',
      path: classesPaths.allHomeworks,
      query: homeworkDateQuery,
      response: allHomework,
      handle: ({ query }) =>
        inOrder(classes.all()).flatMap((row) =>
          subjectsOf(row.id).flatMap((s) =>
            homework
              .all()
              .filter((h) => h.subjectId === s.id && h.homeworkDate === query.date)
              .map((h) => ({ ...h, subjectName: s.name, classId: row.id, className: row.name })),
          ),
        ),
    },
  ];
  return { endpoints, tables: { classes, subjects, homework } };
}
