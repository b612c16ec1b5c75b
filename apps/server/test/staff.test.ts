import { departmentsMessages, staffMessages, type Department, type Employee } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentApp, expectError, UNKNOWN_ID } from './content-support.js';
import { departments, employees, staffRequired, staffSetup } from './resources/staff.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

const STAFF = employees.path;
const DEPARTMENTS = departments.path;
const valid = { name: 'Ann Lee', ...staffRequired };

describeScopedResource(departments, {
  invalid: { body: { name: '  ' }, message: departmentsMessages.nameRequired },
  created: {
    body: { name: 'Library', assetOwnerId: 403, assetId: 9 },
    answer: { name: 'Library', description: '', orderNo: expect.any(Number), assetId: expect.any(Number), staff: [] },
  },
  refused: { 'Name is required': [{ name: '' }, { description: 'No name' }, { name: null }] },
  ordering: { base: 1 },
});

describeScopedResource(employees, {
  setup: staffSetup,
  invalid: { body: { ...valid, name: '' }, message: staffMessages.nameRequired },
  refused: {
    'Name is required': [{ name: '' }, { ...staffRequired, name: '  ' }],
    'Designation is required': [{ name: 'A', desigation: ' ' }, { name: 'A' }],
    'Qualification is required': [{ name: 'A', desigation: 'Teacher' }],
    'Valid email is required': [
      { ...valid, email: 'not an email' },
      { ...valid, email: '' },
    ],
    'At least one department must be selected': [valid, { ...valid, departments: [] }, { ...valid, departmentIds: [] }],
  },
  urls: { fields: ['imgUrl'], message: staffMessages.photoInvalid },
  ordering: { base: 1 },
});

describe('departments and staff', () => {
  beforeAll(() => staffSetup({ admin, editor, viewer, other }));

  /** A department of `client`'s website with the name given. */
  const department = (client = admin, name = 'Music') => departments.create(client, { name });

  it('takes the old console’s body and answers the spec’s fields, desigation included', async () => {
    const music = await department(admin, 'Music');
    const fields = {
      name: 'Lucas Moreau',
      desigation: 'Music Teacher',
      qualification: 'B.Mus.',
      experience: '7 years',
      contactNo: '555-0126',
      email: 'lucas@riverside.example',
    };
    const response = await employees.post(admin, {
      ...fields,
      id: 0,
      assetOwnerId: 403,
      departments: [{ id: music.id }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Employee>();
    expect(created).toMatchObject({
      ...fields,
      imgUrl: null,
      departments: [{ id: music.id, name: 'Music' }],
      assetOwnerId: admin.websiteId,
    });
    const row = await t.database.db.selectFrom('employees').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(row).toMatchObject({ designation: 'Music Teacher', contact_no: '555-0126' });
    const optional = await employees.create(admin, { experience: undefined, contactNo: null });
    expect(optional).toMatchObject({ experience: '', contactNo: '' });
  });

  it('lists staff by orderNo with content and totalElements, and honours sortBy and sortOrder', async () => {
    const maths = await department(other, 'Maths');
    for (const name of ['Cara', 'anna', 'Bert']) await employees.create(other, { name, departmentIds: [maths.id] });
    const listed = (
      await other.inject({ method: 'GET', url: `${STAFF}?page=0&size=10&sortBy=orderNo&sortOrder=asc` })
    ).json();
    expect(listed.totalElements).toBeGreaterThanOrEqual(3);
    const names = listed.content.map((e: Employee) => e.name);
    expect(names.slice(-3)).toEqual(['Cara', 'anna', 'Bert']);
    const orderNos = listed.content.map((e: Employee) => e.orderNo);
    expect(orderNos).toEqual([...orderNos].sort((a, b) => a - b));

    const desc = (await other.inject({ method: 'GET', url: `${STAFF}?sortOrder=desc&size=100` })).json();
    expect(desc.content.slice(0, 3).map((e: Employee) => e.name)).toEqual(['Bert', 'anna', 'Cara']);
    const byName = (await other.inject({ method: 'GET', url: `${STAFF}?sortBy=name&departmentId=${maths.id}` })).json();
    expect(byName.content.map((e: Employee) => e.name)).toEqual(['anna', 'Bert', 'Cara']);
    expect(byName.totalElements).toBe(3);

    const depts = (
      await other.inject({ method: 'GET', url: `${DEPARTMENTS}?sortBy=name&sortOrder=desc&size=100` })
    ).json();
    const deptNames: string[] = depts.content.map((d: Department) => d.name.toLowerCase());
    expect(deptNames).toContain('maths');
    expect(deptNames).toEqual([...deptNames].sort().reverse());

    expectError(
      await other.inject({ method: 'GET', url: `${STAFF}?sortOrder=up` }),
      400,
      'sortOrder must be asc or desc',
    );
    expectError(
      await other.inject({ method: 'GET', url: `${STAFF}?sortBy=salary` }),
      400,
      'sortBy must be one of orderNo, name, email, id',
    );
    expectError(
      await other.inject({ method: 'GET', url: `${DEPARTMENTS}?sortBy=email` }),
      400,
      'sortBy must be one of orderNo, name, id',
    );
  });

  it('answers 404 for a department of another website, in a body or a filter, and saves nothing', async () => {
    const theirs = await department(other, 'Theirs');
    const before = await employees.total(admin);
    expectError(await employees.post(admin, { ...valid, departmentIds: [theirs.id] }), 404, 'Department not found');
    expectError(
      await employees.post(admin, { ...valid, departments: [{ id: UNKNOWN_ID }] }),
      404,
      'Department not found',
    );
    expect(await employees.total(admin)).toBe(before);
    expectError(
      await admin.inject({ method: 'GET', url: `${STAFF}?departmentId=${theirs.id}` }),
      404,
      'Department not found',
    );
  });

  it('replaces a staff member’s departments on update and refuses to leave none', async () => {
    const [art, drama] = [await department(admin, 'Art'), await department(admin, 'Drama')];
    const member = await employees.create(admin, { departmentIds: [art.id] });
    const moved = await employees.update(editor, member.id, {
      ...valid,
      departments: [{ id: drama.id }, { id: art.id }],
    });
    expect(moved.json().departments).toEqual([
      { id: art.id, name: 'Art' },
      { id: drama.id, name: 'Drama' },
    ]);
    expectError(
      await employees.update(editor, member.id, { ...valid, departmentIds: [] }),
      400,
      'At least one department must be selected',
    );
    expect((await employees.read(admin, member.id)).departments).toHaveLength(2);
  });

  it('lists a department’s staff; deleting it takes only the links, the staff stay', async () => {
    const science = await department(admin, 'Science lab');
    const kept = await department(admin, 'Kept');
    const [only, both] = [
      await employees.create(admin, { name: 'Only here', departmentIds: [science.id] }),
      await employees.create(admin, { name: 'Both', departmentIds: [science.id, kept.id] }),
    ];
    expect((await departments.read(admin, science.id)).staff).toEqual([
      { id: both.id, name: 'Both' },
      { id: only.id, name: 'Only here' },
    ]);
    expect((await departments.remove(editor, science.id)).json()).toEqual({
      message: 'Department deleted successfully',
    });
    expect((await employees.read(admin, only.id)).departments).toEqual([]);
    expect((await employees.read(admin, both.id)).departments).toEqual([{ id: kept.id, name: 'Kept' }]);
    const links = await t.database.db
      .selectFrom('employee_departments')
      .selectAll()
      .where('department_id', '=', science.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('seeds the demo school’s departments, each with staff', async () => {
    const page = (await viewer.inject({ method: 'GET', url: `${DEPARTMENTS}?size=100` })).json();
    const seeded = page.content.filter((d: Department) => d.name === 'Mathematics' || d.name === 'Science');
    expect(seeded).toHaveLength(2);
    for (const d of seeded) expect(d.staff.length).toBeGreaterThan(0);
    expect(page.content[0]).toMatchObject({ name: 'Mathematics', orderNo: 1 });
  });
});
