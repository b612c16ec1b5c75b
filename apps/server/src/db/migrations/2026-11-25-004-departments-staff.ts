import type { Kysely } from 'kysely';
import { contentTable, createLinkTable, orderedListIndex, type EngineMigration } from './helpers.js';

/**
 * Departments and their staff (employees), each list ordered by `order_no` from 1 and served by
 * `(website_id, order_no, id)`; a staff member belongs to one or more departments through
 * `employee_departments`, whose links go with either side.
 */
export const departmentsStaff: EngineMigration = {
  async up(db: Kysely<unknown>, engine) {
    await contentTable(db, engine, 'departments', (table) =>
      table
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('description', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
        .addColumn('order_no', 'integer', (col) => col.notNull()),
    ).execute();
    await orderedListIndex(db, 'departments');

    await contentTable(db, engine, 'employees', (table) =>
      table
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('designation', 'varchar(255)', (col) => col.notNull())
        .addColumn('qualification', 'varchar(255)', (col) => col.notNull())
        .addColumn('experience', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('contact_no', 'varchar(50)', (col) => col.notNull().defaultTo(''))
        .addColumn('email', 'varchar(254)', (col) => col.notNull())
        .addColumn('img_url', 'varchar(2048)')
        .addColumn('order_no', 'integer', (col) => col.notNull()),
    ).execute();
    await orderedListIndex(db, 'employees');

    await createLinkTable(db, 'employee_departments', ['employee_id', 'employees'], ['department_id', 'departments']);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('employee_departments').execute();
    await db.schema.dropTable('employees').execute();
    await db.schema.dropTable('departments').execute();
  },
};
