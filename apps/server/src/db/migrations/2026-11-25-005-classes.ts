import type { Kysely } from 'kysely';
import { idOf, ordered, varchar } from './columns.js';
import { contentTable, dropTables, index, orderedListIndex, type EngineMigration } from './helpers.js';

/**
 * Classes, their subjects and each subject's homework per day. Classes list by `order_no` from 1,
 * a class's subjects the same within their class; one homework per subject and date (DESIGN
 * §9.16): the unique index the upsert writes against. A day's homework across the website's
 * classes is found by `(website_id, homework_date)`.
 */
export const classes: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    const classColumns = { name: varchar(100), code: varchar(50, ''), status: varchar(20, 'ACTIVE') };
    await contentTable(db, engine, 'classes', { ...classColumns, ...ordered }).execute();
    await orderedListIndex(db, 'classes');

    const times = { start_time: varchar(16, ''), end_time: varchar(16, '') };
    const subject = { name: varchar(100), teacher: varchar(100, ''), status: varchar(20), ...times };
    await contentTable(db, engine, 'subjects', { class_id: idOf('classes'), ...subject, ...ordered }).execute();
    await orderedListIndex(db, 'subjects', 'class_id');

    const homework = { subject_id: idOf('subjects'), homework_date: varchar(10), description: varchar(5000) };
    await contentTable(db, engine, 'homeworks', homework).execute();
    await index(db, 'homeworks_subject_date', 'homeworks', ['subject_id', 'homework_date'], { unique: true });
    await index(db, 'homeworks_website_date', 'homeworks', ['website_id', 'homework_date']);
  },

  async down(db: Kysely<unknown>) {
    await dropTables(db, ['homeworks', 'subjects', 'classes']);
  },
};
