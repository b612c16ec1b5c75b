import { department, employee } from '@cms/contract';
import { sql } from 'kysely';
import type { DepartmentRow, EmployeeRow } from './staff-tables.js';
import { linkTable } from '../../platform/kit/links.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';

/** What `sortBy` sorts each list by (contract `DEPARTMENT_SORTS`, `EMPLOYEE_SORTS`). */
const departmentSorts = { orderNo: 'order_no', name: sql`lower(name)`, id: 'id' };
const employeeSorts = { ...departmentSorts, email: sql`lower(email)` };

/** The one place a department row becomes its wire shape (the spec's `assetId` is its id). */
const toDepartment = rowMapping<DepartmentRow, [EmployeeRow[]]>()(department, {
  assetId: 'id',
  staff: (_row, staff) => staff.map(named),
});

/** Departments, by `order_no` from 1; `search` looks in the name (the staff form's look-up). */
export const departmentsTable = scopedTable('departments', {
  thing: 'Department',
  toEntity: toDepartment,
  ordered: { base: 1 },
  sorts: departmentSorts,
  name: { column: 'name' },
});

/** The one place a staff row becomes its wire shape, with the spec's `desigation`. */
const toEmployee = rowMapping<EmployeeRow, [DepartmentRow[]]>()(employee, {
  desigation: 'designation',
  departments: (_row, departments) => departments.map(named),
});

/** Staff members (the spec's employees), by `order_no` from 1. */
export const employeesTable = scopedTable('employees', {
  thing: 'Staff Member',
  toEntity: toEmployee,
  ordered: { base: 1 },
  sorts: employeeSorts,
  name: { column: 'name' },
});

/** A staff member's departments, by name. */
export const employeeDepartments = linkTable({
  table: 'employee_departments',
  from: 'employee_id',
  to: 'department_id',
  target: departmentsTable,
});

/** The same links read from the department's side: its staff, by name. */
export const departmentStaff = linkTable({
  table: 'employee_departments',
  from: 'department_id',
  to: 'employee_id',
  target: employeesTable,
});

const named = ({ id, name }: { id: number; name: string }) => ({ id, name });
