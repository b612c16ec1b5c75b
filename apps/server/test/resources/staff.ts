import { publicCases } from '../site-support.js';
import { staffArea } from '../../src/areas/staff/staff-area.js';
import { unique, type Client } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const departments = resourceOf(staffArea.resources.departments, () => ({
  name: unique('Department'),
  description: 'Where the teaching happens',
}));

/** A department of each signed-in client's website, for the staff bodies (`staffSetup`). */
const departmentOf = new WeakMap<Client, number>();
let demoDepartment = 0;

/** Gives each client a department of its website; bodies without a client use the demo school's. */
export async function staffSetup(users: Record<'admin' | 'editor' | 'viewer' | 'other', Client>) {
  const [demo, theirs] = [await departments.create(users.admin), await departments.create(users.other)];
  for (const client of [users.admin, users.editor, users.viewer]) departmentOf.set(client, demo.id);
  departmentOf.set(users.other, theirs.id);
  demoDepartment = demo.id;
}

/** The fields a staff member needs (docs/product/staff.md §5), in a department of the client's website. */
export const staffRequired = {
  desigation: 'Teacher',
  qualification: 'B.Ed.',
  email: 'teacher@riverside.example',
};
export const employees = resourceOf(staffArea.resources.employees, (client) => ({
  ...staffRequired,
  name: unique('Staff'),
  departmentIds: [(client && departmentOf.get(client)) || demoDepartment],
}));

/** A staff member in a new department of the client's website. */
async function memberOf(client: Client) {
  const department = await departments.create(client);
  return employees.create(client, { departmentIds: [department.id] });
}

/** Staff on the public site: every staff member of the website, on the list (they have no page of their own). */
export const staffOnSite = {
  ...publicCases(staffArea.name, '/staff', {
    make: memberOf,
    remove: (client, member) => employees.remove(client, member.id),
    onSite: (member) => ({ path: '/staff', text: member.name, api: `/staff/${member.id}` }),
  }),
  api: '/staff',
};
