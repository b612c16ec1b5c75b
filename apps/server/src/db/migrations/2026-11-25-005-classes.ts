import type { Kysely } from 'kysely';
import { columnsOf, contentTable, integer, orderedListIndex, varchar, type EngineMigration } from './helpers.js';

/**
 * Classes, their subjects and each subject's homework per day. Classes list by `order_no` from 1,
 * a class's subjects the same within their class; one homework per subject and date (DESIGN
 * §9.16): the unique index the upsert writes against. A day's homework across the website's
 * classes is found by `(website_id, homework_date)`.
 */
export const classes: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    const classColumns = { name: varchar(100), code: varchar(50, ''), status: varchar(20, 'ACTIVE') };
    await contentTable(db, engine, 'classes', columnsOf({ ...classColumns, order_no: integer() })).execute();
    await orderedListIndex(db, 'classes');

    const times = { start_time: varchar(16, ''), end_time: varchar(16, '') };
    const subject = { name: varchar(100), teacher: varchar(100, ''), status: varchar(20), ...times };
    await contentTable(
      db,
      engine,
      'subjects',
      columnsOf({ class_id: integer('classes.id'), ...subject, order_no: integer() }),
    ).execute();
    await orderedListIndex(db, 'subjects', 'class_id');

    const homework = { subject_id: integer('subjects.id'), homework_date: varchar(10), description: varchar(5000) };
    await contentTable(db, engine, 'homeworks', columnsOf(homework)).execute();
    const index = (name: string) => db.schema.createIndex(`homeworks_${name}`).on('homeworks');
    await index('subject_date').columns(['subject_id', 'homework_date']).unique().execute();
    await index('website_date').columns(['website_id', 'homework_date']).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['homeworks', 'subjects', 'classes']) await db.schema.dropTable(table).execute();
  },
};
