import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** A website's classes, in `order_no` from 1. */
export interface ClassesTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  code: string;
  status: string;
  order_no: number;
}
export type ClassRow = Selectable<ClassesTable>;

/** A class's subjects, in `order_no` from 1; times are text such as '09:00 AM'. */
export interface SubjectsTable extends ContentAudit {
  id: Generated<number>;
  class_id: number;
  name: string;
  teacher: string;
  status: string;
  start_time: string;
  end_time: string;
  order_no: number;
}
export type SubjectRow = Selectable<SubjectsTable>;

/** One homework per subject and date (`yyyy-MM-dd`). */
export interface HomeworksTable extends ContentAudit {
  id: Generated<number>;
  subject_id: number;
  homework_date: string;
  description: string;
}
export type HomeworkRow = Selectable<HomeworksTable>;

declare module '../../db/schema.js' {
  interface Database {
    classes: ClassesTable;
    subjects: SubjectsTable;
    homeworks: HomeworksTable;
  }
}
