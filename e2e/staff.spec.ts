import type { Page } from '@playwright/test';
import {
  dragOnto,
  expect,
  journeys,
  makePng,
  moveByKeyboard,
  namesIn,
  rowOf,
  test,
  unique,
  type Admin,
} from './fixtures';

const DEPARTMENTS = '/misc/cms/dac/departments';
const STAFF = '/misc/cms/eac/employees';

interface ServerEmployee {
  id: number;
  name: string;
  orderNo: number;
  imgUrl: string | null;
  departments: { id: number; name: string }[];
}
interface ServerDepartment {
  id: number;
  name: string;
  staff: { id: number; name: string }[];
}
type PageOf<T> = { content: T[]; totalElements: number; totalPages: number };

/** The staff as the server orders them (every page). */
async function staffOrder(admin: Admin) {
  const names: string[] = [];
  for (let page = 0; ; page++) {
    const { body } = await admin.read<PageOf<ServerEmployee>>(STAFF, { page, size: 100, sortBy: 'orderNo' });
    names.push(...body!.content.map((member) => member.name));
    if (body!.content.length < 100) return names;
  }
}

/** The names of the staff list's rows, top to bottom (each row's first link). */
const staffNames = (page: Page) => namesIn(page, 'Staff in order', 'a');

const handle = (page: Page, name: string) => page.getByRole('button', { name: `Reorder ${name}`, exact: true });

journeys('departments and staff', () => {
  test('an editor adds a department and two staff in it, one with a photo, and puts the staff in order', async ({
    page,
    admin,
    staff,
  }) => {
    const department = unique('Robotics');
    const [first, second] = [unique('Ada Byron'), unique('Alan Turing')];

    await staff.open('Department & Staff', /\/department-staff$/, 'Department & Staff');
    await staff.accessible();
    await staff.follow(
      'Departments The school’s departments, in the order the website lists them',
      /\/departments$/,
      'Departments',
    );
    await expect(page.getByRole('list', { name: 'Departments in order' })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+/)).toBeVisible();
    await staff.accessible();

    await staff.follow('New Department', /\/departments\/new$/, 'New Department');
    await page.getByRole('button', { name: 'Create Department' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await staff.accessible();
    await page.getByLabel('Name').fill(department);
    await page.getByLabel('Description').fill('Building and programming robots.');
    await staff.save('Create Department', 'Department created successfully', /\/departments$/);
    await staff.row(department, 'Building and programming robots.');

    // The first staff member: every message of the spec first, then the fields, a photo and the department.
    await page.getByRole('link', { name: 'Staff', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await staff.accessible();
    await staff.follow('New Staff Member', /\/staff\/new$/, 'New Staff Member');
    await page.getByRole('button', { name: 'Create Staff Member' }).click();
    for (const message of [
      'Name is required',
      'Designation is required',
      'Qualification is required',
      'Valid email is required',
      'At least one department must be selected',
    ])
      await expect(page.getByText(message)).toBeVisible();
    await staff.accessible();

    await page.getByLabel(/^Name\*?$/).fill(first);
    await page.getByLabel('Designation').fill('Robotics Teacher');
    await page.getByLabel('Qualification').fill('M.Sc. Engineering');
    await page.getByLabel('Email').fill('ada@riverside.example');
    await page.getByLabel('Upload image').setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByLabel('Photo', { exact: true })).toHaveValue(/^\/uploads\/.+\.png$/);
    await page.getByLabel('Search departments').fill(department);
    await page.getByRole('button', { name: department, exact: true }).click();
    await expect(page.getByRole('button', { name: `Remove department ${department}` })).toBeVisible();
    await staff.accessible();
    await staff.save('Create Staff Member', 'Staff member created successfully', /\/staff$/);

    await staff.follow('New Staff Member', /\/staff\/new$/, 'New Staff Member');
    await page.getByLabel(/^Name\*?$/).fill(second);
    await page.getByLabel('Designation').fill('Computing Teacher');
    await page.getByLabel('Qualification').fill('Ph.D. Mathematics');
    await page.getByLabel('Email').fill('alan@riverside.example');
    await page.getByLabel('Search departments').fill(department);
    await page.getByRole('button', { name: department, exact: true }).click();
    await staff.save('Create Staff Member', 'Staff member created successfully', /\/staff$/);

    // Both are in the department; the photo shows in the list and the view.
    const { body: departments } = await admin.read<PageOf<ServerDepartment>>(DEPARTMENTS, { size: 100 });
    const made = departments!.content.find((row) => row.name === department)!;
    expect(made.staff.map((member) => member.name).sort()).toEqual([first, second].sort());
    const firstRow = await staff.row(first, 'Robotics Teacher', 'M.Sc. Engineering', department);
    await expect(firstRow.getByRole('img', { name: `Photo of ${first}` })).toBeVisible();
    await staff.accessible();

    // Keyboard: the second one up above the first (they are the last two of the list).
    const before = await staffOrder(admin);
    expect(before.slice(-2)).toEqual([first, second]);
    const shown = (await staffNames(page)).length;
    await moveByKeyboard(page, second, 'ArrowUp', `position ${shown - 1} of ${shown}`);
    await staff.toast('Staff reordered successfully');
    await expect.poll(() => staffOrder(admin)).toEqual([...before.slice(0, -2), second, first]);
    await expect.poll(() => staffNames(page).then((names) => names.slice(-2))).toEqual([second, first]);

    // The mouse: the first one dragged back above the second.
    await dragOnto(page, handle(page, first), handle(page, second));
    await staff.toast('Staff reordered successfully');
    await expect.poll(() => staffOrder(admin)).toEqual(before);

    // The order holds after a reload.
    await page.reload();
    await expect.poll(() => staffNames(page).then((names) => names.slice(-2))).toEqual([first, second]);

    await page.getByRole('link', { name: first, exact: true }).click();
    await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of ${first}` })).toBeVisible();
    await expect(page.getByText(department)).toBeVisible();
    await staff.accessible();

    // A department that still has staff says how many before it goes; they stay, without it.
    await page.goto('/departments');
    await staff.deleteRow(
      department,
      'Are you sure you want to delete this department?',
      'Department deleted successfully',
    );
    const { body: members } = await admin.read<PageOf<ServerEmployee>>(STAFF, { size: 100, sortOrder: 'desc' });
    for (const name of [first, second]) {
      const member = members!.content.find((row) => row.name === name)!;
      expect(member.departments).toEqual([]);
    }
  });

  test('the delete question names how many staff a department still has', async ({ page, admin, staff }) => {
    const department = await admin.create<ServerDepartment>(DEPARTMENTS, { name: unique('Drama') });
    for (const name of [unique('Cast'), unique('Crew')])
      await admin.create(STAFF, {
        name,
        desigation: 'Drama Teacher',
        qualification: 'B.A. Theatre',
        email: 'drama@riverside.example',
        departments: [{ id: department.id }],
      });
    await staff.visit(`/departments/${department.id}`, department.name);
    await staff.accessible();
    await page.goto('/departments');
    const { body } = await admin.read<PageOf<ServerDepartment>>(DEPARTMENTS, { size: 10 });
    await page.goto(`/departments?page=${body!.totalPages}`);
    await rowOf(page, department.name)
      .getByRole('button', { name: `Delete ${department.name}` })
      .click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this department?' });
    await expect(question).toContainText(
      `2 staff members are still in "${department.name}". They stay on the staff list; only their link to this department is removed.`,
    );
    await staff.accessible();
    await question.getByRole('button', { name: 'Cancel' }).click();

    // A missing department on edit goes back to the list.
    await page.goto('/departments/999999/edit');
    await expect(page).toHaveURL(/\/departments$/);
    await expect(page.getByRole('heading', { name: 'Departments', level: 1 })).toBeVisible();
  });

  test('the office pages through 25 more staff, and on a phone each is a card with its actions', async ({
    page,
    admin,
    staff,
  }) => {
    const department = await admin.create<ServerDepartment>(DEPARTMENTS, { name: unique('Office') });
    const names = Array.from({ length: 25 }, (_, index) => unique(`Clerk ${String(index + 1).padStart(2, '0')}`));
    for (const name of names)
      await admin.create(STAFF, {
        name,
        desigation: 'Clerk',
        qualification: 'Diploma',
        email: 'office@riverside.example',
        departmentIds: [department.id],
      });
    const { body } = await admin.read<PageOf<ServerEmployee>>(STAFF, { size: 10 });
    const pages = body!.totalPages;
    expect(body!.totalElements).toBeGreaterThanOrEqual(25);

    await staff.open('Department & Staff', /\/department-staff$/, 'Department & Staff');
    await page
      .getByRole('link', { name: /^Staff/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await expect(page.getByText(`Page 1 of ${pages} · ${body!.totalElements} staff`)).toBeVisible();
    for (let number = 2; number <= pages; number++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Page ${number} of ${pages}`)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The newest are at the end of the list: the last clerk on the last page.
    await expect(page.getByRole('link', { name: names.at(-1)!, exact: true })).toBeVisible();
    await staff.accessible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(`Page ${pages - 1} of ${pages}`)).toBeVisible();
    await expect(page).toHaveURL(/page=/);

    await page.setViewportSize({ width: 390, height: 844 });
    const card = rowOf(page, names.at(-12)!);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: `Reorder ${names.at(-12)}` })).toBeVisible();
    await expect(card.getByRole('link', { name: `Edit ${names.at(-12)}` })).toBeInViewport();
    await expect(card.getByRole('button', { name: `Delete ${names.at(-12)}` })).toBeInViewport();
    await staff.accessible();
  });
});
