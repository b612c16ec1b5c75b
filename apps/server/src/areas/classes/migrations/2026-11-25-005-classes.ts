import { idOf, ordered, varchar } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

const times = { start_time: varchar(16, ''), end_time: varchar(16, '') };

/**
 * Classes, their subjects and each subject's homework per day. Classes list by `order_no` from 1,
 * a class's subjects the same within their class; one homework per subject and date (docs/design.md
 * §9.16): the unique index the upsert writes against. A day's homework across the website's
 * classes is found by `(website_id, homework_date)`.
 */
export const classes = contentTables({
  classes: {
    columns: { name: varchar(100), code: varchar(50, ''), status: varchar(20, 'ACTIVE'), ...ordered },
    ordered: true,
  },
  subjects: {
    columns: {
      class_id: idOf('classes'),
      name: varchar(100),
      teacher: varchar(100, ''),
      status: varchar(20),
      ...times,
      ...ordered,
    },
    ordered: 'class_id',
  },
  homeworks: {
    columns: { subject_id: idOf('subjects'), homework_date: varchar(10), description: varchar(5000) },
    uniqueIndexes: { homeworks_subject_date: ['subject_id', 'homework_date'] },
    indexes: { homeworks_website_date: ['website_id', 'homework_date'] },
  },
});
