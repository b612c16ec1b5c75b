import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, expect, expectAccessible, expectToast, signInThroughUi, test, unique } from './fixtures';

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

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const DAY = 24 * 60 * 60 * 1000;

async function apiGetAlert(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/misc/cms/aac/alerts/${id}`, { headers: auth(token) });
  return { status: response.status(), alert: response.ok() ? ((await response.json()) as ServerAlert) : null };
}

/** The alert with this title, newest first, as the server lists it. */
async function apiFindAlert(request: APIRequestContext, token: string, title: string) {
  const response = await request.get('/misc/cms/aac/alerts', { headers: auth(token), params: { size: 100 } });
  return ((await response.json()) as { content: ServerAlert[] }).content.find((a) => a.title === title);
}

async function apiCreateAlert(request: APIRequestContext, token: string, fields: Partial<ServerAlert>) {
  const response = await request.post('/misc/cms/aac/alerts', { headers: auth(token), data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ServerAlert;
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

// Times typed into the form are the browser's wall-clock time; a fixed zone makes the instants known.
test.use({ timezoneId: 'Europe/Paris' });

test.describe('alerts', () => {
  test('an editor creates an alert with a window, edits it, switches it off from the list and deletes it', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await apiSignIn(request);
    const title = unique('Snow day');

    await signInThroughUi(page);
    await page.getByRole('navigation', { name: 'Menus' }).getByRole('link', { name: 'Alert' }).click();
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
    // The demo school's alerts, each as the server sees it now.
    await expect(rowOf(page, 'Snow day').getByText('Expired', { exact: true })).toBeVisible();
    await expect(rowOf(page, 'Bus route 4 delay').getByText('Off', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New Alert' }).click();
    await expect(page).toHaveURL(/\/alerts\/new$/);
    await expect(page.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Severity')).toHaveValue('information');
    await page.getByRole('button', { name: 'Create Alert' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Header is required')).toBeVisible();
    await expect(page.getByText('Body is required')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await expectAccessible(page);

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
    await page.getByRole('button', { name: 'Create Alert' }).click();
    await expectToast(page, 'Alert created successfully');
    await expect(page).toHaveURL(/\/alerts$/);
    const row = rowOf(page, title);
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(row.getByText('Emergency', { exact: true })).toBeVisible();

    // Paris is an hour ahead of UTC in January.
    const created = (await apiFindAlert(request, admin.token, title))!;
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
    await expectAccessible(page);

    // Edit: the same form with the window in Paris time; no start makes it live now.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/alerts/${created.id}/edit$`));
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Starts at')).toHaveValue('2030-01-15T09:00');
    await expect(page.getByLabel('Ends at')).toHaveValue('2030-01-16T17:30');
    await expectAccessible(page);
    await page.getByLabel('Starts at').fill('');
    await page.getByLabel('Header').fill('School closed until Thursday');
    await page.getByRole('button', { name: 'Update Alert' }).click();
    await expectToast(page, 'Alert updated successfully');
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    expect((await apiGetAlert(request, admin.token, created.id)).alert).toMatchObject({
      header: 'School closed until Thursday',
      startsAt: null,
      state: 'live',
    });

    // Switched off from its row: a PUT of the same alert.
    const active = row.getByRole('switch', { name: `Active ${title}` });
    await expect(active).toBeChecked();
    await active.click();
    await expectToast(page, 'Alert updated successfully');
    await expect(row.getByText('Off', { exact: true })).toBeVisible();
    await expect(active).not.toBeChecked();
    expect((await apiGetAlert(request, admin.token, created.id)).alert).toMatchObject({
      active: false,
      state: 'off',
      header: 'School closed until Thursday',
    });

    // Delete asks first; Cancel keeps it.
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this alert?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await apiGetAlert(request, admin.token, created.id)).status).toBe(200);
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Alert deleted successfully');
    await expect(rowOf(page, title)).toHaveCount(0);
    expect((await apiGetAlert(request, admin.token, created.id)).status).toBe(404);
  });

  test('an alert whose end has passed shows as expired, without anyone editing it', async ({ page, request }) => {
    const admin = await apiSignIn(request);
    const title = unique('Bake sale');
    const created = await apiCreateAlert(request, admin.token, {
      title,
      header: 'Cakes in the hall',
      body: 'All proceeds go to the library.',
      startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      endsAt: new Date(Date.now() - DAY).toISOString(),
    });
    expect(created).toMatchObject({ active: true, state: 'expired' });

    await signInThroughUi(page);
    await page.goto('/alerts');
    await page.getByLabel('State').selectOption({ label: 'Expired' });
    await expect(page).toHaveURL(/\/alerts\?state=expired$/);
    await expect(rowOf(page, title).getByText('Expired', { exact: true })).toBeVisible();
    await expect(rowOf(page, title).getByRole('switch', { name: `Active ${title}` })).toBeChecked();
    await page.getByLabel('State').selectOption({ label: 'Live' });
    await expect(page).toHaveURL(/\/alerts\?state=live$/);
    await expect(rowOf(page, title)).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/alerts/${created.id}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Expired', { exact: true })).toBeVisible();
    // Nobody touched it: it expired by the clock alone.
    expect((await apiGetAlert(request, admin.token, created.id)).alert?.updatedDate).toBe(created.updatedDate);
  });

  test('at 390 px the alerts list shows each alert as a card with its switch, Edit and Delete in reach', async ({
    page,
    request,
  }) => {
    const admin = await apiSignIn(request);
    const title = unique('Phone alert');
    await apiCreateAlert(request, admin.token, { title, header: 'On a phone', body: 'Cards, not a table.' });

    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page);
    await page.goto('/alerts');
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
    await expectAccessible(page);
  });
});
