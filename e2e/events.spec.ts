import type { Page } from '@playwright/test';
import { expect, journeys, rowOf, test, unique, type Admin } from './fixtures';

interface ServerEvent {
  id: number;
  title: string;
  allDay: boolean;
  start: string;
  end: string | null;
  location: string;
  category: string;
  description: string;
}

const EVENTS = '/misc/cms/evac/events';

/** The event as the server has it now. */
const eventAt = (admin: Admin, id: number) => admin.read<ServerEvent>(`${EVENTS}/${id}`);

/** The event titled `title`, as the server lists it. */
async function eventTitled(admin: Admin, title: string) {
  const found = await admin.read<{ content: ServerEvent[] }>(EVENTS, { search: title });
  return found.body!.content.find((event) => event.title === title)!;
}

/**
 * The month `months` after the browser's (`yyyy-MM`) and a day of it: the console's today is the
 * browser's, which may be the server's tomorrow.
 */
async function monthAhead(page: Page, months: number) {
  const month = await page.evaluate((ahead) => {
    const first = new Date();
    first.setDate(1);
    first.setMonth(first.getMonth() + ahead);
    return `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`;
  }, months);
  return { month, day: (day: number) => `${month}-${String(day).padStart(2, '0')}` };
}

/** The browser's today, `yyyy-MM-dd`. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

// Times are the school's wall-clock times: a browser twelve hours ahead of the server still sends 18:00.
test.use({ timezoneId: 'Pacific/Auckland' });

journeys('events', () => {
  test('an event is put on the calendar, found in the list and the month, edited to all day and deleted', async ({
    page,
    admin,
    staff,
  }) => {
    const title = unique('Spring concert');
    const { month, day } = await monthAhead(page, 1);

    await staff.open('Calendar', /\/calendar$/, 'Calendar');
    // The demo school's upcoming events, nearest first.
    await staff.row('Winter concert', 'Arts', 'Auditorium');
    await expect(page.getByLabel('When')).toHaveValue('');
    await staff.accessible();

    await staff.follow('New Event', /\/calendar\/new$/, 'New Event');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Start is required')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await staff.accessible();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Start').fill(`${day(15)}T18:00`);
    await page.getByLabel('End', { exact: true }).fill(`${day(15)}T17:00`);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByLabel('End', { exact: true })).toHaveAccessibleDescription(
      /End must not be before the start/,
    );
    await page.getByLabel('End', { exact: true }).fill(`${day(15)}T20:30`);
    await page.getByLabel('Location').fill('Auditorium');
    await page.getByLabel('Category').selectOption({ label: 'Arts' });
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await description.pressSequentially('Band, choir and orchestra.');
    await staff.save('Create Event', 'Event created successfully', /\/calendar$/);

    // Stored as typed: no time zone moved it.
    const created = await eventTitled(admin, title);
    expect(created).toMatchObject({
      allDay: false,
      start: `${day(15)}T18:00`,
      end: `${day(15)}T20:30`,
      location: 'Auditorium',
      category: 'arts',
      description: '<p>Band, choir and orchestra.</p>',
    });

    // Found in the list by its title, with the search in the URL.
    await page.getByRole('searchbox', { name: 'Search events by title' }).fill(title);
    await expect(page).toHaveURL(/\?search=/);
    const row = await staff.row(title, 'Arts');
    await expect(row.getByText(/6:00 PM – 8:30 PM$/)).toBeVisible();
    await staff.accessible();

    // And in its month, on its day, by keyboard too.
    await staff.follow('Month view', /\/calendar\?view=month$/, 'Calendar');
    await page.getByRole('link', { name: 'Next month' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`view=month&month=${month}$`));
    const grid = page.getByRole('table', { name: /\d{4}$/ });
    await expect(grid.getByRole('columnheader')).toHaveCount(7);
    const onItsDay = grid.getByRole('cell').filter({ has: page.getByRole('link', { name: `6:00 PM ${title}` }) });
    await expect(onItsDay).toHaveCount(1);
    await expect(onItsDay).toContainText('15');
    await staff.accessible();

    await page.getByRole('link', { name: `6:00 PM ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/${created.id}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Band, choir and orchestra.')).toBeVisible();
    await staff.accessible();

    // Edit: all day, over three days; the switch keeps the date and drops the times.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/${created.id}/edit$`));
    await expect(page.getByLabel('Start')).toHaveValue(`${day(15)}T18:00`);
    await page.getByRole('switch', { name: 'All day' }).click();
    await expect(page.getByLabel('Start')).toHaveAttribute('type', 'date');
    await expect(page.getByLabel('Start')).toHaveValue(day(15));
    await page.getByLabel('End', { exact: true }).fill(day(17));
    await staff.accessible();
    await staff.save('Update Event', 'Event updated successfully', /\/calendar$/);
    expect((await eventAt(admin, created.id)).body).toMatchObject({
      allDay: true,
      start: day(15),
      end: day(17),
      location: 'Auditorium',
    });

    await page.getByRole('searchbox', { name: 'Search events by title' }).fill(title);
    await expect(rowOf(page, title).getByText(/\(all day\)$/)).toBeVisible();
    await staff.deleteRow(
      title,
      'Are you sure you want to delete this event?',
      'Event deleted successfully',
      async () => expect((await eventAt(admin, created.id)).status).toBe(200),
    );
    expect((await eventAt(admin, created.id)).status).toBe(404);
  });

  test('past events are a choice away, the latest first', async ({ page, admin, staff }) => {
    const title = unique('Science fair');
    await admin.create<ServerEvent>(EVENTS, { title, allDay: true, start: '2020-03-12', category: 'academic' });

    await staff.visit('/calendar', 'Calendar');
    await expect(rowOf(page, title)).toHaveCount(0);
    await page.getByLabel('When').selectOption({ label: 'Past' });
    await expect(page).toHaveURL(/\?when=past$/);
    await page.getByRole('searchbox', { name: 'Search events by title' }).fill(title);
    await staff.row(title, 'Academic', 'Thu, Mar 12, 2020 (all day)');
    await staff.accessible();
  });

  test('at 390 px the list, the month, the form and the event fit the phone', async ({ page, admin, staff }) => {
    const title = unique('Phone event');
    const today = await browserToday(page);
    const created = await admin.create<ServerEvent>(EVENTS, {
      title,
      start: `${today}T23:00`,
      location: 'Gymnasium',
      category: 'sports',
    });
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.setViewportSize({ width: 390, height: 844 });
    await staff.visit('/calendar', 'Calendar');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const control of [
      page.getByRole('link', { name: `Edit ${title}` }),
      page.getByRole('button', { name: `Delete ${title}` }),
    ]) {
      await expect(control).toBeInViewport();
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await fits();
    await staff.accessible();

    // The month is a list of its days with events, today's among them.
    await page.goto(`/calendar?view=month&month=${today.slice(0, 7)}`);
    const days = page.getByRole('list', { name: /\d{4}$/ });
    await expect(days).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(days.getByRole('link', { name: `11:00 PM ${title}` })).toBeVisible();
    await fits();
    await staff.accessible();

    await days.getByRole('link', { name: `11:00 PM ${title}` }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/calendar/${created.id}$`));
    await fits();
    await staff.accessible();

    await page.goto('/calendar/new');
    await expect(page.getByRole('heading', { name: 'New Event', level: 1 })).toBeVisible();
    await page.getByRole('switch', { name: 'All day' }).click();
    await expect(page.getByLabel('Start')).toHaveAttribute('type', 'date');
    await fits();
    await staff.accessible();
  });
});
