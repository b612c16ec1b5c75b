import { departmentsContract, employeesContract, type Department, type Employee } from '@cms/contract';
import { fakeArea, resourceEndpoints, table } from '@/test/fake-api';
import { contentRowMaker, listing, sortedBy } from '@/test/fake-rows';

/* Departments and their staff on the fake API (test/fake-api.ts), as the server keeps them. */

export const makeDepartment = contentRowMaker<Department>((id) => ({
  assetId: id,
  name: `Department ${id}`,
  description: '',
  orderNo: id,
  staff: [],
}));

export const makeEmployee = contentRowMaker<Employee>((id) => ({
  name: `Staff ${id}`,
  desigation: 'Teacher',
  qualification: 'B.Ed.',
  experience: '',
  contactNo: '',
  email: `staff${id}@riverside.example`,
  imgUrl: null,
  departments: [],
  orderNo: id,
}));

/** The tables and endpoints of departments and staff; a department lists its staff by name. */
const staffFake = fakeArea(
  { departments: table<Department>('Department'), staff: table<Employee>('Staff Member') },
  ({ departments, staff }) => {
    const staffOf = (department: Department) => ({
      ...department,
      staff: staff
        .all()
        .filter((member) => member.departments.some((d) => d.id === department.id))
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    });

    return [
      ...resourceEndpoints({
        table: departments,
        contract: departmentsContract,
        list: listing({ search: 'name', order: sortedBy }),
        show: staffOf,
        make: makeDepartment,
        onDelete: (gone) => {
          for (const member of staff.all())
            staff.put({ ...member, departments: member.departments.filter((d) => d.id !== gone.id) });
        },
        ordered: true,
      }),
      ...resourceEndpoints({
        table: staff,
        contract: employeesContract,
        list: listing({
          where: (member, query) => !query.departmentId || member.departments.some((d) => d.id === query.departmentId),
          order: sortedBy,
        }),
        build: (body, id, current) => {
          const { departmentIds, ...fields } = body;
          return makeEmployee(id, {
            ...current,
            ...fields,
            imgUrl: fields.imgUrl ?? null,
            departments: (departmentIds ?? []).map((departmentId) => {
              const { name } = departments.get(departmentId);
              return { id: departmentId, name };
            }),
          });
        },
        ordered: true,
      }),
    ];
  },
);

export default staffFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    staff: typeof staffFake;
  }
}
