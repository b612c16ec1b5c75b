import {
  homework,
  homeworkOfClass,
  schoolClass,
  subject,
  subjectOfClass,
  type allSubjectsQuery,
  type HomeworkOfClass,
} from '@cms/contract';
import type { z } from 'zod';
import { now, type Executor } from '../../db/database.js';
import type { ClassRow, HomeworkRow, SubjectRow } from './classes-tables.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable, type Actor } from '../../platform/kit/scoped-table.js';
import { offsetOf, toPage } from '../../platform/paging.js';

const toClass = rowMapping<ClassRow>()(schoolClass);

/** A website's classes, in `order_no` from 1 (docs/product/classes.md §4). */
export const classesTable = scopedTable('classes', {
  thing: 'Class',
  toEntity: toClass,
  ordered: { base: 1 },
  sorts: { orderNo: 'order_no', name: 'name', createdAt: 'created_at' },
});

const toSubject = rowMapping<SubjectRow>()(subject, { order: 'order_no' });

/** Each class's subjects, in `order_no` from 1; a new one goes last. */
export const subjectsTable = scopedTable('subjects', {
  thing: 'Subject',
  toEntity: toSubject,
  parentColumn: 'class_id',
  ordered: { base: 1 },
});

/** Each subject's homework, one row per day (docs/design.md §9.16); it goes with its subject. */
export const homeworksTable = scopedTable('homeworks', {
  thing: 'Homework',
  parentColumn: 'subject_id',
  order: [['id', 'asc']],
});

/** A subject with its class's name, as the /subjects screen lists it. */
const toSubjectOfClass = rowMapping<SubjectRow & { class_name: string }>()(subjectOfClass, { order: 'order_no' });

/** What a homework's screens read of its row. */
type HomeworkColumns = Pick<HomeworkRow, 'id' | 'description' | 'homework_date' | 'subject_id'>;
const toHomework = rowMapping<HomeworkColumns>()(homework);

/** A day's homework with its subject and class, as the join reads it. */
const toHomeworkOfClass = rowMapping<
  HomeworkColumns & { subject_name: string; class_id: number; class_name: string }
>()(homeworkOfClass);

/**
 * Every class's subjects (or one class's), the classes in their order and each one's subjects in
 * theirs. A class of another website, or none, answers 404 'Class not found', as every filter by a
 * parent does.
 */
export async function subjectsPage(db: Executor, websiteId: number, query: z.output<typeof allSubjectsQuery>) {
  if (query.classId !== undefined) await classesTable.get(db, websiteId, query.classId);
  let rows = db
    .selectFrom(subjectsTable.table)
    .innerJoin(classesTable.table, 'classes.id', 'subjects.class_id')
    .where('subjects.website_id', '=', websiteId);
  if (query.classId !== undefined) rows = rows.where('subjects.class_id', '=', query.classId);
  const [content, total] = await Promise.all([
    rows
      .selectAll(subjectsTable.table)
      .select('classes.name as class_name')
      .orderBy('classes.order_no')
      .orderBy('classes.id')
      .orderBy('subjects.order_no')
      .orderBy('subjects.id')
      .limit(query.size)
      .offset(offsetOf(query))
      .execute(),
    rows.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return toPage(content.map(toSubjectOfClass), Number(total.count), query);
}

/** A class's homework rows, each joined to its subject, with the columns a homework answers. */
const homeworkOfClassRows = (db: Executor, websiteId: number, classId: number) =>
  db
    .selectFrom(homeworksTable.table)
    .innerJoin(subjectsTable.table, 'subjects.id', 'homeworks.subject_id')
    .where('homeworks.website_id', '=', websiteId)
    .where('subjects.class_id', '=', classId)
    .select(['homeworks.id', 'homeworks.description', 'homeworks.homework_date', 'homeworks.subject_id']);

/** A class's homework of one day, in the order of its subjects. */
export async function homeworkOf(db: Executor, websiteId: number, classId: number, date: string) {
  const rows = await homeworkOfClassRows(db, websiteId, classId)
    .where('homeworks.homework_date', '=', date)
    .orderBy('subjects.order_no')
    .orderBy('subjects.id')
    .execute();
  return rows.map(toHomework);
}

/** Every class's homework of one day, by class and subject order. */
export async function homeworkOfDay(db: Executor, websiteId: number, date: string): Promise<HomeworkOfClass[]> {
  const rows = await db
    .selectFrom(homeworksTable.table)
    .innerJoin(subjectsTable.table, 'subjects.id', 'homeworks.subject_id')
    .innerJoin(classesTable.table, 'classes.id', 'subjects.class_id')
    .where('homeworks.website_id', '=', websiteId)
    .where('homeworks.homework_date', '=', date)
    .select([
      'homeworks.id',
      'homeworks.description',
      'homeworks.homework_date',
      'homeworks.subject_id',
      'subjects.name as subject_name',
      'classes.id as class_id',
      'classes.name as class_name',
    ])
    .orderBy('classes.order_no')
    .orderBy('classes.id')
    .orderBy('subjects.order_no')
    .orderBy('subjects.id')
    .execute();
  return rows.map(toHomeworkOfClass);
}

/**
 * A subject's homework of a day becomes `description` (docs/design.md §9.16): one row per subject and date,
 * written against the unique index so two saves at once still leave one; blank removes it.
 */
export async function saveHomework(db: Executor, actor: Actor, subjectId: number, date: string, description: string) {
  const { websiteId, userId } = actor;
  if (description === '') {
    await db
      .deleteFrom(homeworksTable.table)
      .where('website_id', '=', websiteId)
      .where('subject_id', '=', subjectId)
      .where('homework_date', '=', date)
      .execute();
    return;
  }
  const at = now();
  await db
    .insertInto(homeworksTable.table)
    .values({
      website_id: websiteId,
      subject_id: subjectId,
      homework_date: date,
      description,
      created_at: at,
      updated_at: at,
      created_by: userId,
      updated_by: userId,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['subject_id', 'homework_date'])
        .doUpdateSet({ description, updated_at: at, updated_by: userId }),
    )
    .execute();
}

/**
 * The public site's reads of a class (docs/design.md §10): its ACTIVE subjects in order, and
 * their homework due from `from` (`yyyy-MM-dd`) on, by date and subject order. The class itself
 * is read, ACTIVE only, by the classes resource's `visible` reads.
 */
export async function activeSubjectsOf(db: Executor, websiteId: number, classId: number) {
  const rows = await subjectsTable
    .rowsOf(db, websiteId)
    .where('class_id', '=', classId)
    .where('status', '=', 'ACTIVE')
    .selectAll()
    .orderBy('order_no')
    .orderBy('id')
    .execute();
  return rows.map(toSubject);
}

/** The homework of a class's ACTIVE subjects due on `from` (`yyyy-MM-dd`) or later, by date and subject order. */
export async function comingHomeworkOf(db: Executor, websiteId: number, classId: number, from: string) {
  const rows = await homeworkOfClassRows(db, websiteId, classId)
    .where('subjects.status', '=', 'ACTIVE')
    .where('homeworks.homework_date', '>=', from)
    .orderBy('homeworks.homework_date')
    .orderBy('subjects.order_no')
    .orderBy('subjects.id')
    .execute();
  return rows.map(toHomework);
}
