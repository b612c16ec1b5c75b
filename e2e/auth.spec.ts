import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiCreateUser, demoAdmin, expect, staffAt, test, unique } from './fixtures';

/** The reset link in the newest outbox mail to `to`, or null. */
function resetLinkFor(to: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((name) => name.endsWith('.txt'))
      .sort();
  } catch {
    return null;
  }
  for (const name of files.reverse()) {
    const mail = readFileSync(path.join(outbox, name), 'utf8');
    if (mail.startsWith(`To: ${to}\n`)) return /https?:\/\/\S+reset-password#token=[\w-]+/.exec(mail)?.[0] ?? null;
  }
  return null;
}

test.describe('signing in and out', () => {
  test('a wrong password shows Login failed and stays on the login screen', async ({ page, staff }) => {
    await page.goto('/login');
    await expect(page.getByText('Login to CMS')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(demoAdmin.username);
    await staff.accessible();
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await staff.toast('Login failed', 'Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the right password lands on the dashboard with the welcome toast', async ({ page, staff }) => {
    await page.goto('/login');
    // The form is prefilled with the demo sign-in (docs/product/console.md §2).
    await page.getByRole('button', { name: 'Log in' }).click();
    await staff.toast('Login successful', 'Welcome back! Redirecting to dashboard...');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Riverside High School CMS')).toBeVisible();
    await staff.accessible();
  });

  test('a signed-out visitor of /users is sent to /login, a signed-in one of /login to /', async ({ page, staff }) => {
    await page.goto('/users');
    // With the way back to /users once signed in.
    await expect(page).toHaveURL(/\/login\?next=%2Fusers$/);
    await staff.visit('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a revoked token lands on /session-expired, whose link leads to login', async ({ page, request, staff }) => {
    await staff.signIn();
    const token = await page.evaluate(() => localStorage.getItem('cms_token'));
    expect(token).toBeTruthy();
    // End the session behind the console's back, then make it call the server.
    expect((await request.post('/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/session-expired\?next=%2Fusers$/);
    await staff.accessible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fusers$/);
    expect(await page.evaluate(() => localStorage.getItem('cms_token'))).toBeNull();
  });

  test('an unknown route shows Unexpected Application Error!', async ({ page, staff }) => {
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await staff.accessible();
  });

  test('logout from the user menu ends the session on the server', async ({ page, request, staff }) => {
    await staff.signIn();
    const token = await page.evaluate(() => localStorage.getItem('cms_token'));
    await page.getByRole('button', { name: /User menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const verify = await request.get('/auth/verify', { headers: { authorization: `Bearer ${token}` } });
    expect(verify.status()).toBe(401);
  });

  test('the header names the school, and on a phone the sidebar opens and closes after navigating', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const staff = staffAt(page);
    await staff.signIn();
    await expect(page.getByText('Riverside High School CMS')).toBeVisible();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const menus = page.getByRole('dialog', { name: 'Menus' });
    await expect(menus).toBeVisible();
    await staff.accessible();
    await menus.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(menus).toBeHidden();
    await context.close();
  });

  test('forgot password mails a link that sets a new password', async ({ page, request, admin, staff }) => {
    const who = { username: `${unique('forgetful')}@school.example`, password: 'first-password' };
    await apiCreateUser(request, admin.token, { ...who, firstName: 'Fran', lastName: 'Getful' });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await staff.accessible();
    await page.getByLabel('Email').fill(who.username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for that email, a reset link has been sent.')).toBeVisible();

    // The server writes the mail to its outbox (no SMTP configured in tests).
    let link: string | null = null;
    await expect.poll(() => (link = resetLinkFor(who.username))).not.toBeNull();
    const url = new URL(link!);
    await page.goto(url.pathname + url.hash);
    await staff.accessible();
    await page.getByLabel('New password').fill('second-password');
    await page.getByLabel('Confirm password').fill('second-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await staff.signIn({ username: who.username, password: 'second-password' });
  });
});
