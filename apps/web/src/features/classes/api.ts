import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  classesContract,
  classesMessages,
  classesPaths,
  homeworksMessages,
  subjectOfClass,
  subjectsContract,
  subjectsMessages,
  type Homework,
  type HomeworkOfClass,
  type HomeworkRequest,
} from '@cms/contract';
import { useAreaMutation } from '@/lib/area-mutation';
import { api, buildPath } from '@/lib/api-client';
import { defineChildResource, defineResource } from '@/lib/resource';
import { classesArea } from './area';

const success = (description: string) => ({ title: subjectsMessages.successTitle, description });

/**
 * Classes (`/misc/cms/classroom/cac/classes`), docs/product/classes.md §7 and §8, with docs/design.md §9.15: a reorder and
 * a failed update say what happened. The delete's toast names the class; the screen gives it.
 */
export const classesResource = defineResource({
  contract: classesContract,
  messages: {
    created: success(classesMessages.created),
    updated: success(classesMessages.updated),
    reordered: success(classesMessages.reordered),
    createFailed: classesMessages.createFailed,
    updateFailed: classesMessages.updateFailed,
    deleteFailed: classesMessages.deleteFailed,
    reorderFailed: classesMessages.reorderFailed,
  },
  screens: {
    ...classesArea.menu,
    title: 'Classes Management',
    thing: ['Class', 'class', 'classes'],
    create: 'New Class',
  },
  site: {
    path: (schoolClass) => `/classes/${schoolClass.id}`,
    shown: (schoolClass) => schoolClass.status === 'ACTIVE',
  },
});

/** The class list as the screens load it (docs/product/classes.md §2: page 0, size 100, ascending). */
export const CLASS_LIST = { page: 0, size: 100, sortOrder: 'asc' } as const;
export const useClasses = () => classesResource.useList(CLASS_LIST);

/** Every class's subjects, a page at a time, `classId` for one class's (the /subjects screen). */
export const allSubjectsResource = defineResource({
  key: 'subjects',
  contract: {
    paths: { collection: classesPaths.allSubjects, item: `${classesPaths.allSubjects}/:id` },
    schemas: { entity: subjectOfClass },
  },
  messages: { deleteFailed: subjectsMessages.deleteFailed },
});

/**
 * One class's subjects (`.../classes/{id}/subjects`), read whole: the kit's calls at that class's
 * paths. Every change also refreshes the list of every class's subjects.
 */
export const subjectsOf = defineChildResource(allSubjectsResource, {
  contract: subjectsContract,
  messages: {
    created: success(subjectsMessages.created),
    updated: success(subjectsMessages.updated),
    deleted: success(subjectsMessages.deleted),
    createFailed: subjectsMessages.createFailed,
    updateFailed: subjectsMessages.updateFailed,
    deleteFailed: subjectsMessages.deleteFailed,
  },
});

const homeworkKeys = {
  all: ['homework'] as const,
  ofClass: (classId: number, date: string) => ['homework', 'class', classId, date] as const,
  ofDay: (date: string) => ['homework', 'day', date] as const,
};

/** A class's homework of a day (`GET .../subjects/homeworks?date=`). */
export const useClassHomework = (classId: number, date: string) =>
  useQuery(
    queryOptions({
      queryKey: homeworkKeys.ofClass(classId, date),
      queryFn: ({ signal }) =>
        api.get<Homework[]>(buildPath(classesPaths.homeworks, { id: classId }), { query: { date }, signal }),
    }),
  );

/** Every class's homework of a day (the /homeworks screen). */
export const useDayHomework = (date: string) =>
  useQuery(
    queryOptions({
      queryKey: homeworkKeys.ofDay(date),
      queryFn: ({ signal }) => api.get<HomeworkOfClass[]>(classesPaths.allHomeworks, { query: { date }, signal }),
    }),
  );

/** Save Homework: one upsert per subject and date (docs/design.md §9.16). */
export const useSaveHomework = (classId: number) =>
  useAreaMutation(
    [homeworkKeys.all],
    (items: HomeworkRequest) => api.post<Homework[]>(buildPath(classesPaths.homeworks, { id: classId }), items),
    {
      meta: {
        errorTitle: homeworksMessages.saveFailed,
        successToast: () => success(homeworksMessages.saved),
      },
    },
  );
