import type { Kysely } from 'kysely';
import { optional, ordered, url, varchar } from './columns.js';
import { contentTable, createLinkTable, dropTables, orderedListIndex, type EngineMigration } from './helpers.js';

/**
 * Departments and their staff (employees), each list ordered by `order_no` from 1 and served by
 * `(website_id, order_no, id)`; a staff member belongs to one or more departments through
 * `employee_departments`, whose links go with either side.
 */
export const departmentsStaff: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'departments', {
      name: varchar(255),
      description: varchar(1000, ''),
      ...ordered,
    }).execute();
    await orderedListIndex(db, 'departments');

    await contentTable(db, engine, 'employees', {
      name: varchar(255),
      designation: varchar(255),
      qualification: varchar(255),
      experience: varchar(255, ''),
      contact_no: varchar(50, ''),
      email: varchar(254),
      img_url: optional(url()),
      ...ordered,
    }).execute();
    await orderedListIndex(db, 'employees');

    await createLinkTable(db, 'employee_departments', ['employee_id', 'employees'], ['department_id', 'departments']);
  },

  async down(db: Kysely<unknown>) {
    await dropTables(db, ['employee_departments', 'employees', 'departments']);
  },
};
