import { departmentsContract, employeesContract } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { registerResourceReorder } from '../../platform/kit/ordering.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { departmentStaff, departmentsTable, employeeDepartments, employeesTable } from './staff-repository.js';

/**
 * Departments, with their staff listed; a new one goes at the end. Deleting one that has staff
 * takes only the links: the staff stay (the console says so before it asks).
 */
export const departments = tableResource(departmentsContract, departmentsTable, {
  columns: ['name', 'description'],
  // The staff are linked from the staff member's side; a department's body never names them.
  links: { table: departmentStaff },
  // Every department of the website is public: the area has no state that hides one.
  visible: {},
});

/** Staff members with their departments (at least one); `departmentId` lists one department's. */
export const employees = tableResource(employeesContract, employeesTable, {
  columns: (body) => ({
    ...columnsFrom(body, ['name', 'qualification', 'experience', 'contactNo', 'email', 'imgUrl']),
    designation: body.desigation,
  }),
  links: { table: employeeDepartments, ids: (body) => body.departmentIds },
  list: async (query, db, websiteId) => ({
    where: await employeeDepartments.whereLinkedTo(db, websiteId, query.departmentId),
  }),
  // Every staff member of the website is public (docs/product/staff.md §1: the website lists them).
  visible: {},
  files: { kind: 'staff member', name: 'name', urls: ['img_url'] },
});

/** Departments (`/misc/cms/dac/departments`) and employees (`/misc/cms/eac/employees`), docs/product/staff.md §7. */
export const staffRoutes = areaRoutes({ departments, employees }, async (app) => {
  registerResourceReorder(app, departments);
  registerResourceReorder(app, employees);
});
