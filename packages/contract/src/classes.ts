import { z } from 'zod';
import { id } from './common.js';
import { entity, ordered, owned } from './entities.js';
import { optionalText, requiredText, textOrEmpty } from './fields.js';
import { required } from './messages.js';
import { sortQuery } from './ordering.js';
import { pageOf, pageQuery, wholeList } from './paging.js';
import { childPaths, orderedPaths } from './paths.js';
import { resourceContract } from './resources.js';
import { isCalendarDate, minutesOf, toTwelveHour } from './times.js';

const base = '/misc/cms/classroom/cac/classes';

export const classesPaths = {
  /** The classes; their reorder renumbers them from 1. */
  ...orderedPaths('classes', 'class', base),
  /** A class's subjects (GET: every one, in order). */
  ...childPaths('subjects', 'subject', base),
  /** GET `?date=yyyy-MM-dd`: the class's homework of that day; POST an array: one upsert per subject and date. */
  homeworks: `${base}/:id/subjects/homeworks`,
  /** GET: a page of every class's subjects, `?classId=` for one class's (the /subjects screen). */
  allSubjects: '/misc/cms/classroom/cac/subjects',
  /** GET `?date=yyyy-MM-dd`: every class's homework of that day (the /homeworks screen). */
  allHomeworks: '/misc/cms/classroom/cac/homeworks',
} as const;

export const classesMessages = {
  nameRequired: required('Class name'),
  deleteConfirm: 'Are you sure you want to delete this class?',
  /** Deleting a class takes its subjects and their homework (docs/design.md §7). */
  deleteWarning: (name: string) => `"${name}" and all its subjects and their homework will be deleted.`,
  created: 'Class added successfully',
  updated: 'Class updated successfully',
  deleted: 'Class deleted successfully',
  deletedTitle: 'Deleted',
  deletedText: (name: string) => `Class "${name}" was deleted successfully.`,
  /** docs/design.md §9.15: the spec's reorder reuses the create wording; these say what happened. */
  reordered: 'Classes reordered successfully',
  reorderFailed: 'Failed to reorder the classes. Please try again.',
  createFailed: 'Failed to add the class. Please try again.',
  /** docs/design.md §9.15: the spec's update failure reuses the delete wording. */
  updateFailed: 'Failed to update the class. Please try again.',
  deleteFailed: 'Failed to delete the class. Please try again.',
  loadFailed: 'Failed to load classes',
  empty: 'No classes found.',
} as const;

export const subjectsMessages = {
  nameRequired: required('Subject name'),
  statusInvalid: 'Status must be ACTIVE or INACTIVE',
  timeInvalid: 'Enter a time such as 09:00 AM',
  endBeforeStart: 'The end time must be after the start time',
  deleteConfirm: 'Are you sure you want to delete this subject?',
  created: 'Subject added successfully',
  updated: 'Subject updated successfully',
  deleted: 'Subject deleted successfully',
  createFailed: 'Failed to add the subject. Please try again.',
  updateFailed: 'Failed to update subject. Please try again.',
  deleteFailed: 'Failed to delete subject. Please try again.',
  loadFailed: 'Failed to load subjects',
  empty: 'No subjects yet',
  successTitle: 'Success',
} as const;

export const homeworksMessages = {
  dateInvalid: 'homeworkDate must be a date written yyyy-MM-dd',
  queryDateInvalid: 'date must be a date written yyyy-MM-dd',
  listRequired: 'Homework must be a list of {id, description, homeworkDate, subjectId}',
  subjectTwice: 'Each subject may have one homework per date',
  saved: 'Homework saved successfully',
  saveFailed: 'Failed to save homework.',
  loadFailed: 'Failed to load homework',
  empty: 'No homework for this date',
} as const;

const calendarDate = (message: string) =>
  z.string({ error: message }).refine((value) => isCalendarDate(value), message);

/** An optional time, '09:00 AM' or '09:00' in; '09:00 AM' (or '' for none) out. */
const subjectTime = textOrEmpty(16)
  .refine((value) => value === '' || minutesOf(value) !== null, subjectsMessages.timeInvalid)
  .transform((value) => (value === '' ? '' : toTwelveHour(minutesOf(value)!)));

export const CLASS_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const SUBJECT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const subjectStatus = z.enum(SUBJECT_STATUSES, { error: subjectsMessages.statusInvalid });

/**
 * Create and update of a class: name required, code (the section: 'A', 'B') optional (docs/product/classes.md §5).
 * The old console's `id`, `assetOwnerId` and `orderNo` are ignored: a new class goes last.
 */
export const classRequest = z.object({
  name: requiredText(classesMessages.nameRequired, 100),
  code: textOrEmpty(50),
});
export type ClassRequest = z.input<typeof classRequest>;

export const schoolClass = entity({
  ...owned,
  name: z.string(),
  code: z.string(),
  ...ordered,
  status: z.enum(CLASS_STATUSES),
  createdAt: z.string(),
});
export type SchoolClass = z.infer<typeof schoolClass>;

/** `GET .../classes?page&size&sortBy&sortOrder`: in order (orderNo) unless sorted otherwise. */
export const classListQuery = pageQuery.extend(sortQuery(['orderNo', 'name', 'createdAt']));

/** Classes (docs/product/classes.md §7): paged, ordered from 1, reordered by drag. */
export const classesContract = resourceContract('classes', {
  paths: { collection: classesPaths.classes, item: classesPaths.class, reorder: classesPaths.reorder },
  orderBase: 1,
  schemas: { entity: schoolClass, listQuery: classListQuery, request: classRequest },
  messages: classesMessages,
});

/**
 * A subject of a class (docs/product/classes.md §7: id, assetOwnerId, status, classId, name, teacher, order,
 * startTime, endTime). `id`, `assetOwnerId`, `classId` (the path's) and `order` are the server's; a
 * new subject is ACTIVE (docs/design.md §9.17) and goes last. The times are optional; both given, the end
 * comes after the start.
 */
export const subjectRequest = z
  .object({
    name: requiredText(subjectsMessages.nameRequired, 100),
    teacher: textOrEmpty(100),
    status: subjectStatus.default('ACTIVE'),
    startTime: subjectTime,
    endTime: subjectTime,
  })
  .refine(({ startTime, endTime }) => !startTime || !endTime || minutesOf(endTime)! > minutesOf(startTime)!, {
    message: subjectsMessages.endBeforeStart,
    path: ['endTime'],
  });
export type SubjectRequest = z.input<typeof subjectRequest>;

export const subject = entity({
  ...owned,
  classId: z.number().int(),
  name: z.string(),
  teacher: z.string(),
  status: subjectStatus,
  ...ordered,
  /** The old console's name of `orderNo`. */
  order: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export type Subject = z.infer<typeof subject>;

/** A class's subjects, read whole (docs/design.md §4). */
export const classSubjects = wholeList(subject);

export const subjectParams = z.object({ id, subjectId: id });

/** A class's subjects (`.../classes/{id}/subjects`), in order. */
export const subjectsContract = resourceContract('classes', {
  tag: 'subjects',
  paths: { collection: classesPaths.subjects, item: classesPaths.subject },
  schemas: { entity: subject, listQuery: z.object({}), request: subjectRequest },
  whole: classSubjects,
  messages: subjectsMessages,
});

/** A subject with its class, as the /subjects screen lists every class's. */
export const subjectOfClass = subject.extend({ className: z.string() });
export type SubjectOfClass = z.infer<typeof subjectOfClass>;
export const subjectOfClassPage = pageOf(subjectOfClass);
export const allSubjectsQuery = pageQuery.extend({ classId: id.optional() });
export type AllSubjectsQuery = z.input<typeof allSubjectsQuery>;

/** One subject's homework of one day; blank clears it. `id` is the old console's and not read. */
export const homeworkItem = z.object({
  id: z.unknown().optional(),
  description: optionalText(5000).transform((value) => value ?? ''),
  homeworkDate: calendarDate(homeworksMessages.dateInvalid),
  subjectId: id,
});

/**
 * `POST .../classes/{id}/subjects/homeworks`: one upsert per subject and date (docs/design.md §9.16); a
 * blank description removes that day's homework of the subject.
 */
export const homeworkRequest = z
  .array(homeworkItem, { error: homeworksMessages.listRequired })
  .max(200, homeworksMessages.listRequired)
  .refine(
    (items) => new Set(items.map((item) => `${item.subjectId}|${item.homeworkDate}`)).size === items.length,
    homeworksMessages.subjectTwice,
  );
export type HomeworkRequest = z.input<typeof homeworkRequest>;

export const homework = z.object({
  id: z.number().int(),
  description: z.string(),
  homeworkDate: z.string(),
  subjectId: z.number().int(),
});
export type Homework = z.infer<typeof homework>;
export const classHomework = wholeList(homework);

export const homeworkDateQuery = z.object({ date: calendarDate(homeworksMessages.queryDateInvalid) });

/** A homework with its subject and class, as the /homeworks screen lists every class's. */
export const homeworkOfClass = homework.extend({
  subjectName: z.string(),
  classId: z.number().int(),
  className: z.string(),
});
export type HomeworkOfClass = z.infer<typeof homeworkOfClass>;
export const allHomework = wholeList(homeworkOfClass);
