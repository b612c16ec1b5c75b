import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** Departments of a school, ordered by `order_no` from 1. */
export interface DepartmentsTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  description: string;
  order_no: number;
}
export type DepartmentRow = Selectable<DepartmentsTable>;

/** Staff members (the spec's employees), ordered by `order_no` from 1. */
export interface EmployeesTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  designation: string;
  qualification: string;
  experience: string;
  contact_no: string;
  email: string;
  img_url: string | null;
  order_no: number;
}
export type EmployeeRow = Selectable<EmployeesTable>;

export interface EmployeeDepartmentsTable {
  employee_id: number;
  department_id: number;
}

declare module '../../db/schema.js' {
  interface Database {
    departments: DepartmentsTable;
    employees: EmployeesTable;
    employee_departments: EmployeeDepartmentsTable;
  }
}
