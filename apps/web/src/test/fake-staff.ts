import {
  departmentsContract,
  departmentsMessages,
  employeesContract,
  staffMessages,
  type Department,
  type Employee,
} from '@cms/contract';
import type { z } from 'zod';
import { FakeTable, reorderEndpoint, resourceEndpoints, type Endpoint } from './fake-api';

/* Departments and their staff on the fake API (test/fake-api.ts), as the server keeps them. */

const STAMP = '2026-01-02T03:04:05.000Z';
const stamps = { createdBy: 1, updatedBy: 1, createdDate: STAMP, updatedDate: STAMP };

export function makeDepartment(id: number, fields: Partial<Department> = {}): Department {
  return {
    id,
    assetId: id,
    assetOwnerId: 1,
    name: `Department ${id}`,
    description: '',
    orderNo: id,
    staff: [],
    ...stamps,
    ...fields,
  };
}

export function makeEmployee(id: number, fields: Partial<Employee> = {}): Employee {
  return {
    id,
    assetOwnerId: 1,
    name: `Staff ${id}`,
    desigation: 'Teacher',
    qualification: 'B.Ed.',
    experience: '',
    contactNo: '',
    email: `staff${id}@riverside.example`,
    imgUrl: null,
    departments: [],
    orderNo: id,
    ...stamps,
    ...fields,
  };
}

export interface StaffRows {
  departments?: Department[];
  staff?: Employee[];
}

/** By `orderNo` (then id), or the list's `sortBy`/`sortOrder`. */
function sortedAs<T extends { id: number; orderNo: number }>(rows: T[], query: Record<string, unknown>) {
  const key = (query.sortBy as keyof T | undefined) ?? 'orderNo';
  const sorted = [...rows].sort(
    (a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }) || a.id - b.id,
  );
  return query.sortOrder === 'desc' ? sorted.reverse() : sorted;
}

const last = (rows: { orderNo: number }[]) => Math.max(0, ...rows.map((row) => row.orderNo));

/** The tables and endpoints of departments and staff; a department lists its staff by name. */
export function staffEndpoints(rows: StaffRows) {
  const departments = new FakeTable(rows.departments ?? [], 'Department');
  const staff = new FakeTable(rows.staff ?? [], 'Staff Member');
  const staffOf = (department: Department) => ({
    ...department,
    staff: staff
      .all()
      .filter((member) => member.departments.some((d) => d.id === department.id))
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  });

  const endpoints: Endpoint[] = [
    ...resourceEndpoints({
      table: departments,
      contract: departmentsContract,
      list: (all, query) =>
        sortedAs(all.map(staffOf), query).filter(
          (d) => !query.search || d.name.toLowerCase().includes(String(query.search).toLowerCase()),
        ),
      show: staffOf,
      build: (body: z.output<typeof departmentsContract.schemas.request>, id, current) =>
        makeDepartment(id, { ...current, ...body, orderNo: current?.orderNo ?? last(departments.all()) + 1 }),
      onDelete: (gone) => {
        for (const member of staff.all())
          staff.put({ ...member, departments: member.departments.filter((d) => d.id !== gone.id) });
      },
    }),
    reorderEndpoint(departments, departmentsContract, departmentsMessages.reordered),
    ...resourceEndpoints({
      table: staff,
      contract: employeesContract,
      list: (all, query) =>
        sortedAs(all, query).filter(
          (member) => !query.departmentId || member.departments.some((d) => d.id === query.departmentId),
        ),
      build: (body: z.output<typeof employeesContract.schemas.request>, id, current) => {
        const { departmentIds, ...fields } = body;
        return makeEmployee(id, {
          ...current,
          ...fields,
          imgUrl: fields.imgUrl ?? null,
          departments: (departmentIds ?? []).map((departmentId) => {
            const { name } = departments.get(departmentId);
            return { id: departmentId, name };
          }),
          orderNo: current?.orderNo ?? last(staff.all()) + 1,
        });
      },
    }),
    reorderEndpoint(staff, employeesContract, staffMessages.reordered),
  ];
  return { endpoints, tables: { departments, staff } };
}
