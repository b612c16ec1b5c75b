import { z } from 'zod';
import { id } from './common.js';
import { contentEntity, ordered } from './entities.js';
import { bodyId, emailField, optionalContentUrl, requiredText, textOrEmpty } from './fields.js';
import { mustBeAddressOrUpload, outcomeMessages, reorderMessages, required } from './messages.js';
import { sortQuery } from './ordering.js';
import { lookupQuery, wholeList } from './paging.js';
import { orderedPaths } from './paths.js';
import { resourceContract } from './resources.js';

/** The most departments a staff member is in. */
export const STAFF_DEPARTMENTS_MAX = 100;

/* Departments and their staff (docs/product/staff.md §2 "Department & Staff", §3, §5, §7 "Departments", "Employees"). */

export const departmentsPaths = orderedPaths('departments', 'department', '/misc/cms/dac/departments');

export const employeesPaths = orderedPaths('employees', 'employee', '/misc/cms/eac/employees');

export const departmentsMessages = {
  nameRequired: required('Name'),
  ...outcomeMessages('Department', 'departments'),
  ...reorderMessages('Departments'),
} as const;

/**
 * The question before a department that still has staff is deleted: the staff stay, their links to
 * it go (the spec leaves the rule open; issue 11 asks to say which).
 */
export function departmentDeleteConfirm(name: string, staffCount: number) {
  if (staffCount === 0) return `"${name}" will be removed for good.`;
  const members = staffCount === 1 ? '1 staff member is' : `${staffCount} staff members are`;
  return `${members} still in "${name}". They stay on the staff list; only their link to this department is removed.`;
}

export const staffMessages = {
  nameRequired: required('Name'),
  designationRequired: required('Designation'),
  qualificationRequired: required('Qualification'),
  emailInvalid: 'Valid email is required',
  departmentsRequired: 'At least one department must be selected',
  tooManyDepartments: `A staff member is in at most ${STAFF_DEPARTMENTS_MAX} departments`,
  photoInvalid: mustBeAddressOrUpload('The photo'),
  ...outcomeMessages('Staff member', 'staff'),
  ...reorderMessages('Staff'),
} as const;

/** What lists of departments and staff may be sorted by; by `orderNo`, ascending, unless asked. */
export const DEPARTMENT_SORTS = ['orderNo', 'name', 'id'] as const;
export const EMPLOYEE_SORTS = ['orderNo', 'name', 'email', 'id'] as const;

/** Create and update (docs/product/staff.md §7: name, description; `assetId` and `assetOwnerId` are the server's). */
export const departmentRequest = z.object({
  name: requiredText(departmentsMessages.nameRequired, 255),
  description: textOrEmpty(1000),
});
export type DepartmentRequest = z.input<typeof departmentRequest>;

const namedRef = z.object({ id: z.number().int(), name: z.string() });

export const department = contentEntity({
  name: z.string(),
  description: z.string(),
  ...ordered,
  /** The spec's second name for the id. */
  assetId: z.number().int(),
  /** The staff in the department, by name: the delete's question counts them. */
  staff: wholeList(namedRef),
});
export type Department = z.infer<typeof department>;

/** A page by `orderNo` (or `sortBy`), `search` on the name for the staff form's look-up. */
export const departmentListQuery = lookupQuery.extend(sortQuery(DEPARTMENT_SORTS));

const departmentsRequired = staffMessages.departmentsRequired;
const departmentRefs = z.array(z.object({ id: bodyId }, { error: departmentsRequired }), {
  error: departmentsRequired,
});

/**
 * Create and update: the form's fields and its departments, as the old console sends them
 * (`departments: [{id}]`) or as the form holds them (`departmentIds`); at least one (docs/product/staff.md §5).
 * Experience, contact number and the photo are optional.
 */
export const employeeRequest = z
  .object({
    name: requiredText(staffMessages.nameRequired, 255),
    desigation: requiredText(staffMessages.designationRequired, 255),
    qualification: requiredText(staffMessages.qualificationRequired, 255),
    experience: textOrEmpty(255),
    contactNo: textOrEmpty(50),
    email: emailField(staffMessages.emailInvalid, staffMessages.emailInvalid),
    imgUrl: optionalContentUrl(staffMessages.photoInvalid),
    departmentIds: z
      .array(bodyId, { error: departmentsRequired })
      .max(STAFF_DEPARTMENTS_MAX, staffMessages.tooManyDepartments)
      .optional(),
    departments: departmentRefs.max(STAFF_DEPARTMENTS_MAX, staffMessages.tooManyDepartments).optional(),
  })
  // Checked beside the other fields' messages, so the form shows them all at once.
  .refine((body) => idsOf(body).length > 0, {
    message: departmentsRequired,
    path: ['departmentIds'],
    when: () => true,
  })
  .transform((body) => {
    const { departments: _departments, departmentIds: _ids, ...fields } = body;
    return { ...fields, departmentIds: idsOf(body) };
  });
export type EmployeeRequest = z.input<typeof employeeRequest>;

/** The departments a body names, each once, from either field. */
function idsOf(body: unknown): number[] {
  const { departmentIds, departments } = (body ?? {}) as { departmentIds?: unknown; departments?: unknown };
  const ids = [
    ...(Array.isArray(departmentIds) ? departmentIds : []),
    ...(Array.isArray(departments) ? departments.map((ref) => (ref as { id?: unknown } | null)?.id) : []),
  ];
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

export const employee = contentEntity({
  name: z.string(),
  /** The spec's spelling of the designation. */
  desigation: z.string(),
  qualification: z.string(),
  experience: z.string(),
  contactNo: z.string(),
  email: z.string(),
  imgUrl: z.string().nullable(),
  departments: z.array(namedRef).max(STAFF_DEPARTMENTS_MAX),
  ...ordered,
});
export type Employee = z.infer<typeof employee>;

/** A page by `orderNo` (or `sortBy`); `departmentId` lists one department's staff. */
export const employeeListQuery = lookupQuery.extend({
  ...sortQuery(EMPLOYEE_SORTS),
  departmentId: id.optional(),
});

export const departmentsContract = resourceContract('departments', {
  paths: {
    collection: departmentsPaths.departments,
    item: departmentsPaths.department,
    reorder: departmentsPaths.reorder,
  },
  orderBase: 1,
  schemas: { entity: department, listQuery: departmentListQuery, request: departmentRequest },
  messages: departmentsMessages,
});

export const employeesContract = resourceContract('staff', {
  paths: { collection: employeesPaths.employees, item: employeesPaths.employee, reorder: employeesPaths.reorder },
  orderBase: 1,
  schemas: { entity: employee, listQuery: employeeListQuery, request: employeeRequest },
  messages: staffMessages,
});
