import {
  allHomework,
  allSubjectsQuery,
  classesContract,
  classesPaths,
  classHomework,
  homeworkDateQuery,
  homeworkRequest,
  subjectOfClassPage,
  subjectsContract,
  type Homework,
  type SchoolClass,
  type Subject,
} from '@cms/contract';
import type { z } from 'zod';
import { childResourceEndpoints, fakeArea, pageOf, refuse, resourceEndpoints, table } from '@/test/fake-api';
import { FAKE_STAMPS, inOrder, listing, orderedRowMaker, sortedBy } from '@/test/fake-rows';

/* Classes, their subjects and homework on the fake API (test/fake-api.ts), as the server keeps them. */

/** What a class is unless a test says otherwise: the demo school's, created with the fake's stamps, in `id` order. */
export const makeClass = orderedRowMaker<SchoolClass>('Class', () => ({
  code: '',
  status: 'ACTIVE',
  createdAt: FAKE_STAMPS.createdDate,
}));

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

/** The tables and endpoints of classes, subjects and homework. */
const classesFake = fakeArea(
  { classes: table<SchoolClass>('Class'), subjects: table<Subject>('Subject'), homework: table<Homework>('Homework') },
  ({ classes, subjects, homework }) => {
    const subjectsOf = (classId: number) => inOrder(subjects.all().filter((row) => row.classId === classId));
    const subjectOf = (classId: number, id: string | number) => {
      const row = subjects.get(id);
      return row.classId === classId ? row : refuse(404, 'Subject not found');
    };
    const classOf = (params: Record<string, string>) => classes.get(params.id!).id;
    const dropHomeworkOf = (subjectId: number) =>
      homework.all().forEach((row) => row.subjectId === subjectId && homework.remove(row.id));

    return [
      ...resourceEndpoints({
        table: classes,
        contract: classesContract,
        list: listing({ order: sortedBy }),
        make: makeClass,
        onDelete: (gone) =>
          subjectsOf(gone.id).forEach((row) => {
            dropHomeworkOf(row.id);
            subjects.remove(row.id);
          }),
        ordered: true,
      }),
      ...childResourceEndpoints({
        parents: classes,
        table: subjects,
        contract: subjectsContract,
        thing: 'Subject',
        parentOf: (row) => row.classId,
        make: makeSubject,
        onDelete: (gone) => dropHomeworkOf(gone.id),
        get: false,
      }),
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
            const saved = homework
              .all()
              .find((row) => row.subjectId === subjectId && row.homeworkDate === homeworkDate);
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
  },
);

export default classesFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    classes: typeof classesFake;
  }
}
