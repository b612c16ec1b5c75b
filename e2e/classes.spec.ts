import type { Page } from '@playwright/test';
import { expect, test, unique } from './fixtures';

const CLASSES = '/misc/cms/classroom/cac/classes';

interface ServerClass {
  id: number;
  name: string;
  orderNo: number;
}
interface ServerHomework {
  description: string;
  homeworkDate: string;
  subjectId: number;
}

/** Today in the browser's (and the server's) time zone, yyyy-MM-dd. */
const localToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
const OTHER_DAY = '2026-12-01';

const dialog = (page: Page) => page.getByRole('dialog');
const classList = (page: Page) => page.getByRole('list', { name: 'Classes', exact: true });
const classRow = (page: Page, name: string) =>
  classList(page)
    .locator(':scope > li')
    .filter({ has: page.getByText(name, { exact: true }) });

async function addSubject(page: Page, fields: { name: string; teacher: string; start: string; end: string }) {
  await page.getByRole('button', { name: 'Add Subject', exact: true }).click();
  await dialog(page).getByLabel('Subject name').fill(fields.name);
  await dialog(page).getByLabel('Teacher').fill(fields.teacher);
  await dialog(page).getByLabel('Start time').fill(fields.start);
  await dialog(page).getByLabel('End time').fill(fields.end);
  await dialog(page).getByRole('button', { name: 'Add Subject' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('table').getByText(fields.name, { exact: true })).toBeVisible();
}

async function pickDate(page: Page, date: string) {
  await page.getByLabel('Homework date').fill(date);
  await expect(page).toHaveURL(date === localToday() ? /\/classes\/\d+$|\/homeworks$/ : new RegExp(`date=${date}`));
}

test.describe('classes, subjects and homework', () => {
  test('a class, two subjects and two days of homework', async ({ page, admin, staff, request }) => {
    const name = unique('Grade 4');
    await staff.open('Classes & Homeworks', /\/classes$/, 'Classes Management');
    await expect(classRow(page, 'Grade 5 A')).toBeVisible();
    await staff.accessible();

    // New Class, with the name required beside its field.
    await page.getByRole('button', { name: 'New Class' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Add New Class' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Add Class' }).click();
    await expect(dialog(page).getByText('Class name is required')).toBeVisible();
    await staff.accessible();
    await dialog(page).getByLabel('Name').fill(name);
    await dialog(page).getByLabel('Code').fill('C');
    await dialog(page).getByRole('button', { name: 'Add Class' }).click();
    await staff.toast('Success', 'Class added successfully');
    await expect(classRow(page, name)).toBeVisible();
    // A new class goes last.
    const listed = (await admin.read<{ content: ServerClass[] }>(CLASSES, { page: 0, size: 100, sortOrder: 'asc' }))
      .body!.content;
    const created = listed.find((row) => row.name === name)!;
    expect(created.orderNo).toBe(listed.length);

    // Its page: two subjects.
    await classRow(page, name)
      .getByRole('link', { name: `View ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/classes/${created.id}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('No subjects yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Subject', exact: true }).click();
    await dialog(page).getByLabel('Subject name').fill('Reading');
    await dialog(page).getByLabel('Start time').fill('10:00');
    await dialog(page).getByLabel('End time').fill('09:00');
    await dialog(page).getByRole('button', { name: 'Add Subject' }).click();
    await expect(dialog(page).getByText('The end time must be after the start time')).toBeVisible();
    await staff.accessible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await addSubject(page, { name: 'Reading', teacher: 'Ms. Lee', start: '08:30', end: '09:15' });
    await staff.toast('Success', 'Subject added successfully');
    await addSubject(page, { name: 'Numbers', teacher: 'Mr. Diaz', start: '09:20', end: '10:05' });
    await expect(page.getByText('08:30 AM – 09:15 AM')).toBeVisible();
    await staff.accessible();

    // Homework for today, then for another day.
    const today = localToday();
    await page.getByRole('tab', { name: 'Homework' }).click();
    await expect(page.getByLabel('Homework date')).toHaveValue(today);
    await page.getByLabel(/^Reading/).fill('Read pages 10 to 14');
    await page.getByLabel(/^Numbers/).fill('Times tables of 7');
    await staff.accessible();
    await page.getByRole('button', { name: 'Save Homework' }).click();
    await staff.toast('Success', 'Homework saved successfully');
    await pickDate(page, OTHER_DAY);
    await expect(page.getByLabel(/^Reading/)).toHaveValue('');
    await page.getByLabel(/^Reading/).fill('Library visit');
    await page.getByRole('button', { name: 'Save Homework' }).click();
    await staff.toast('Success', 'Homework saved successfully');
    // The first save's toast, saying the same, may still be showing: the server is asked until it has the day.
    const savedOn = async (date: string) =>
      (await admin.read<ServerHomework[]>(`${CLASSES}/${created.id}/subjects/homeworks`, { date })).body!.map(
        (row) => row.description,
      );
    await expect.poll(() => savedOn(OTHER_DAY)).toEqual(['Library visit']);

    // Switch to another class and back: both days' homework is there.
    await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Grade 5 A' });
    await expect(page.getByRole('heading', { name: 'Grade 5 A', level: 1 })).toBeVisible();
    await page.getByLabel('Class', { exact: true }).selectOption({ label: name });
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Homework' }).click();
    await expect(page.getByLabel(/^Reading/)).toHaveValue('Library visit');
    await pickDate(page, today);
    await expect(page.getByLabel(/^Reading/)).toHaveValue('Read pages 10 to 14');
    await expect(page.getByLabel(/^Numbers/)).toHaveValue('Times tables of 7');

    // Saving today again changes the homework; it does not add a second one.
    await page.getByLabel(/^Numbers/).fill('Times tables of 8');
    await page.getByRole('button', { name: 'Save Homework' }).click();
    await staff.toast('Success', 'Homework saved successfully');
    await expect.poll(() => savedOn(today)).toEqual(['Read pages 10 to 14', 'Times tables of 8']);

    // /homeworks: today's homework across the classes, ours and the demo school's. The demo's is given for
    // today here: it was seeded for the day the server started, which may be yesterday by now.
    const demoClass = listed.find((row) => row.name === 'Grade 5 A')!;
    const [demoSubject] = (await admin.read<{ id: number }[]>(`${CLASSES}/${demoClass.id}/subjects`)).body!;
    const demoHomework = await request.post(`${CLASSES}/${demoClass.id}/subjects/homeworks`, {
      headers: admin.headers,
      data: [{ subjectId: demoSubject!.id, homeworkDate: today, description: 'Spelling list 3' }],
    });
    expect(demoHomework.ok(), await demoHomework.text()).toBe(true);
    await page.goto('/classes');
    await page
      .getByRole('navigation', { name: 'Classes & Homeworks' })
      .getByRole('link', { name: 'Manage Homeworks' })
      .click();
    await expect(page.getByRole('heading', { name: 'Homeworks', level: 1 })).toBeVisible();
    const homeworkOf = (className: string) =>
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: className, exact: true }) });
    await expect(homeworkOf(name).getByText('Times tables of 8')).toBeVisible();
    await expect(homeworkOf('Grade 5 A').getByText('Spelling list 3').first()).toBeVisible();
    await expect(homeworkOf(name).getByText('Library visit')).toHaveCount(0);
    await staff.accessible();

    // /subjects: filtered by our class.
    await page.goto('/classes');
    await page
      .getByRole('navigation', { name: 'Classes & Homeworks' })
      .getByRole('link', { name: 'Manage Subjects' })
      .click();
    await expect(page.getByRole('heading', { name: 'Subjects', level: 1 })).toBeVisible();
    await page.getByLabel('Class', { exact: true }).selectOption({ label: name });
    await expect(page).toHaveURL(new RegExp(`classId=${created.id}`));
    await expect(page.getByRole('table').getByText('Numbers', { exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByText('Mathematics', { exact: true })).toHaveCount(0);
    await staff.accessible();
  });

  test('reorder, edit and delete on a phone', async ({ page, admin, staff }) => {
    const name = unique('Grade 3');
    const created = await admin.create<ServerClass>(CLASSES, { name });
    await admin.create(`${CLASSES}/${created.id}/subjects`, { name: 'Music' });
    await page.setViewportSize({ width: 390, height: 844 });
    await staff.visit('/classes', 'Classes Management');
    const row = classRow(page, name);
    await row.scrollIntoViewIfNeeded();
    for (const action of ['View', 'Edit', 'Delete']) {
      const control = row.getByRole(action === 'View' ? 'link' : 'button', { name: `${action} ${name}` });
      await expect(control).toBeInViewport();
    }
    await staff.accessible();

    // Moved up one place by keyboard: the list is renumbered from 1.
    await staff.moveByKeyboard(name, 'ArrowUp');
    await staff.toast('Success', 'Classes reordered successfully');
    const after = (await admin.read<{ content: ServerClass[] }>(CLASSES, { size: 100 })).body!.content;
    expect(after.map((entry) => entry.orderNo)).toEqual(after.map((_, index) => index + 1));
    expect(after.at(-2)!.name).toBe(name);

    // Edit Class, then delete it after the question that says what goes with it.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit Class' })).toBeVisible();
    await staff.accessible();
    await dialog(page).getByLabel('Code').fill('B');
    await dialog(page).getByRole('button', { name: 'Update Class' }).click();
    await staff.toast('Success', 'Class updated successfully');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this class?' });
    await expect(question).toContainText(`"${name}" and all its subjects and their homework will be deleted.`);
    await staff.accessible();
    await question.getByRole('button', { name: 'Delete' }).click();
    await staff.toast('Deleted', `Class "${name}" was deleted successfully.`);
    await expect(row).toHaveCount(0);
    expect((await admin.read(`${CLASSES}/${created.id}`)).status).toBe(404);
  });
});
