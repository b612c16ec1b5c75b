import { optional, ordered, url, varchar } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

/**
 * Departments and their staff (employees), each list ordered by `order_no` from 1 and served by
 * `(website_id, order_no, id)`; a staff member belongs to one or more departments through
 * `employee_departments`, whose links go with either side.
 */
export const departmentsStaff = contentTables({
  departments: { columns: { name: varchar(255), description: varchar(1000, ''), ...ordered }, ordered: true },
  employees: {
    columns: {
      name: varchar(255),
      designation: varchar(255),
      qualification: varchar(255),
      experience: varchar(255, ''),
      contact_no: varchar(50, ''),
      email: varchar(254),
      img_url: optional(url()),
      ...ordered,
    },
    ordered: true,
  },
  employee_departments: { link: { from: ['employee_id', 'employees'], to: ['department_id', 'departments'] } },
});
