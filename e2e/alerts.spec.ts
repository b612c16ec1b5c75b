import { expect, journeys, rowOf, test, unique, type Admin } from './fixtures';

interface ServerAlert {
  id: number;
  title: string;
  header: string;
  body: string;
  footer: string;
  active: boolean;
  severity: 'information' | 'warning' | 'emergency';
  startsAt: string | null;
  endsAt: string | null;
  state: 'live' | 'scheduled' | 'expired' | 'off';
  createdBy: number | null;
  updatedBy: number | null;
  updatedDate: string;
}

const ALERTS = '/misc/cms/aac/alerts';
const DAY = 24 * 60 * 60 * 1000;

/** The alert as the server has it now. */
const alertAt = (admin: Admin, id: number) => admin.read<ServerAlert>(`${ALERTS}/${id}`);

// Times typed into the form are the browser's wall-clock time; a fixed zone makes the instants known.
test.use({ timezoneId: 'Europe/Paris' });

journeys('alerts', () => {
  test('an alert is made with a window, edited, switched off and deleted', async ({ page, admin, staff }) => {
    const title = unique('Snow day');

    await staff.open('Alert', /\/alerts$/, 'Alerts');
    // The demo school's alerts, each as the server sees it now.
    await staff.row('Snow day', 'Expired');
    await staff.row('Bus route 4 delay', 'Off');
    await staff.accessible();

    // The list's switches are named 'Active <title>' too: the form is there once its heading is.
    await staff.follow('New Alert', /\/alerts\/new$/, 'New Alert');
    await expect(page.getByRole('switch', { name: 'Active', exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Severity')).toHaveValue('information');
    await page.getByRole('button', { name: 'Create Alert' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Header is required')).toBeVisible();
    await expect(page.getByText('Body is required')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await staff.accessible();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Header').fill('School closed today');
    await page.getByLabel('Body').fill('Heavy snow: classes resume tomorrow.');
    await page.getByRole('textbox', { name: 'Footer' }).fill('Call the office at 555-0142.');
    await page.getByLabel('Severity').selectOption({ label: 'Emergency' });
    // An end before the start is refused beside Ends at, in the server's words.
    await page.getByLabel('Starts at').fill('2030-01-15T09:00');
    await page.getByLabel('Ends at').fill('2030-01-14T09:00');
    await page.getByRole('button', { name: 'Create Alert' }).click();
    await expect(page.getByLabel('Ends at')).toHaveAccessibleDescription(/An alert must end after it starts/);
    await page.getByLabel('Ends at').fill('2030-01-16T17:30');
    await staff.save('Create Alert', 'Alert created successfully', /\/alerts$/);
    const row = await staff.row(title, 'Scheduled', 'Emergency');

    // Paris is an hour ahead of UTC in January.
    const created = (await admin.find<ServerAlert>(ALERTS, title))!;
    expect(created).toMatchObject({
      header: 'School closed today',
      footer: 'Call the office at 555-0142.',
      active: true,
      severity: 'emergency',
      startsAt: '2030-01-15T08:00:00.000Z',
      endsAt: '2030-01-16T16:30:00.000Z',
      state: 'scheduled',
    });

    await row.getByRole('link', { name: `View ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/alerts/${created.id}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'School closed today', level: 2 })).toBeVisible();
    await staff.accessible();

    // Edit: the same form with the window in Paris time; no start makes it live now.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/alerts/${created.id}/edit$`));
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Starts at')).toHaveValue('2030-01-15T09:00');
    await expect(page.getByLabel('Ends at')).toHaveValue('2030-01-16T17:30');
    await staff.accessible();
    await page.getByLabel('Starts at').fill('');
    await page.getByLabel('Header').fill('School closed until Thursday');
    await staff.save('Update Alert', 'Alert updated successfully', /\/alerts$/);
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    expect((await alertAt(admin, created.id)).body).toMatchObject({
      header: 'School closed until Thursday',
      startsAt: null,
      state: 'live',
    });

    // Switched off from its row: a PUT of the same alert.
    const active = row.getByRole('switch', { name: `Active ${title}` });
    await expect(active).toBeChecked();
    await active.click();
    await staff.toast('Alert updated successfully');
    await expect(row.getByText('Off', { exact: true })).toBeVisible();
    await expect(active).not.toBeChecked();
    expect((await alertAt(admin, created.id)).body).toMatchObject({
      active: false,
      state: 'off',
      header: 'School closed until Thursday',
    });

    // Delete asks first; Cancel keeps it.
    const question = 'Are you sure you want to delete this alert?';
    await staff.deleteRow(title, question, 'Alert deleted successfully', async () =>
      expect((await alertAt(admin, created.id)).status).toBe(200),
    );
    expect((await alertAt(admin, created.id)).status).toBe(404);
  });

  test('an alert whose end has passed shows as expired, without anyone editing it', async ({ page, admin, staff }) => {
    const title = unique('Bake sale');
    const created = await admin.create<ServerAlert>(ALERTS, {
      title,
      header: 'Cakes in the hall',
      body: 'All proceeds go to the library.',
      startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      endsAt: new Date(Date.now() - DAY).toISOString(),
    });
    expect(created).toMatchObject({ active: true, state: 'expired' });

    await staff.visit('/alerts');
    await page.getByLabel('State').selectOption({ label: 'Expired' });
    await expect(page).toHaveURL(/\/alerts\?state=expired$/);
    await expect(rowOf(page, title).getByText('Expired', { exact: true })).toBeVisible();
    await expect(rowOf(page, title).getByRole('switch', { name: `Active ${title}` })).toBeChecked();
    await page.getByLabel('State').selectOption({ label: 'Live' });
    await expect(page).toHaveURL(/\/alerts\?state=live$/);
    await expect(rowOf(page, title)).toHaveCount(0);
    await staff.accessible();

    await page.goto(`/alerts/${created.id}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Expired', { exact: true })).toBeVisible();
    // Nobody touched it: it expired by the clock alone.
    expect((await alertAt(admin, created.id)).body?.updatedDate).toBe(created.updatedDate);
  });

  test('at 390 px the alerts list shows each alert as a card with its switch, Edit and Delete in reach', async ({
    page,
    admin,
    staff,
  }) => {
    const title = unique('Phone alert');
    await admin.create<ServerAlert>(ALERTS, { title, header: 'On a phone', body: 'Cards, not a table.' });

    await page.setViewportSize({ width: 390, height: 844 });
    await staff.visit('/alerts');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const control of [
      page.getByRole('switch', { name: `Active ${title}` }),
      page.getByRole('link', { name: `Edit ${title}` }),
      page.getByRole('button', { name: `Delete ${title}` }),
    ]) {
      await expect(control).toBeInViewport();
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await staff.accessible();
  });
});
