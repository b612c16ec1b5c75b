import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const demoAdmin = { username: 'admin@school.example', password: 'riverside-admin' };

/** Fails on serious or critical accessibility violations of what the page shows now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/** Signs in through the API and answers the token, for setting up data. */
export async function apiSignIn(request: APIRequestContext, who = demoAdmin) {
  const response = await request.post('/ams/cms/auth/signin', { data: { ...who, assetOwnerId: 0 } });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    token: string;
    id: number;
    firstName: string;
    lastName: string;
    username: string;
    roles: string[];
    websiteId: number;
  };
}

/** Creates a user of the demo school through the API with the given roles (the server adds VIEWER). */
export async function apiCreateUser(
  request: APIRequestContext,
  token: string,
  fields: { username: string; password: string; firstName: string; lastName: string },
  roles: string[] = [],
) {
  const headers = { authorization: `Bearer ${token}` };
  const response = await request.post('/ums/cms/cuc/users', { headers, data: { ...fields, status: 'ACTIVE' } });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as { id: number };
  if (roles.length) {
    const all = (await (await request.get('/ums/cms/curc/cms-user-roles', { headers })).json()) as {
      id: number;
      name: string;
    }[];
    for (const name of roles) {
      const role = all.find((r) => r.name === name)!;
      expect((await request.post(`/ums/cms/cuc/users/${user.id}/roles/${role.id}`, { headers })).status()).toBe(200);
    }
  }
  return user;
}

export type ApiSession = Awaited<ReturnType<typeof apiSignIn>>;

/** A new website with nothing in it, created by the demo SUPER_ADMIN (`token`). */
export async function apiCreateWebsite(request: APIRequestContext, token: string, name = unique('School')) {
  const response = await request.post('/websites', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, adminUrl: `admin.${name.toLowerCase()}.example` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/**
 * Signs the demo SUPER_ADMIN in to another website (`assetOwnerId`) through the API and leaves the
 * session where the console keeps it (lib/session.ts): the login screen only serves the host's website.
 */
export async function signInToWebsite(page: Page, request: APIRequestContext, websiteId: number) {
  const response = await request.post('/ams/cms/auth/signin', { data: { ...demoAdmin, assetOwnerId: websiteId } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as ApiSession;
  await page.goto('/login');
  await page.evaluate((s) => {
    const user = JSON.stringify({
      id: s.id,
      firstName: s.firstName,
      lastName: s.lastName,
      username: s.username,
      avatar: '/default-avatar.svg',
      roles: s.roles,
      websiteId: s.websiteId,
    });
    localStorage.setItem('cms_token', s.token);
    localStorage.setItem('asvCmsUserToken', s.token);
    localStorage.setItem('asvCmsUser', user);
    localStorage.setItem('user', user);
    localStorage.setItem('asvCmsWebsiteId', String(s.websiteId));
  }, session);
  return session;
}

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the login screen. */
export async function signInThroughUi(page: Page, who = demoAdmin) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The staff member at the browser, on `page`: signs in, goes to screens, saves, reads toasts, checks accessibility. */
export function staffAt(page: Page) {
  return {
    /** Signs in through the login screen (the demo admin unless `who`). */
    signIn: (who = demoAdmin) => signInThroughUi(page, who),
    /** Signs in and opens a screen from the sidebar's link: then its address and its heading. */
    open: async (link: string, url: RegExp, heading: string) => {
      await signInThroughUi(page);
      await openFromSidebar(page, link, url, heading);
    },
    /** Follows a link of the screen ('New Blog'): then its address and its heading. */
    follow: async (link: string, url: RegExp, heading: string) => {
      await page.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    },
    /** Presses `button` of a form: its toast says `toast`, and the screen goes to `url`. */
    save: async (button: string, toast: string, url: RegExp) => {
      await page.getByRole('button', { name: button }).click();
      await expectToast(page, toast);
      await expect(page).toHaveURL(url);
    },
    /** The table row titled `title`, once it shows each of `texts`. */
    row: async (title: string, ...texts: string[]) => {
      const row = rowOf(page, title);
      for (const text of texts) await expect(row.getByText(text, { exact: true })).toBeVisible();
      return row;
    },
    /**
     * Delete on the row titled `title`: Cancel on its question keeps the row (`whileKept` checks
     * the server meanwhile), then Delete removes it, saying `toast`. Each question is checked by axe.
     */
    deleteRow: async (title: string, question: string, toast: string, whileKept?: () => Promise<unknown>) => {
      const ask = async () => {
        await rowOf(page, title)
          .getByRole('button', { name: `Delete ${title}` })
          .click();
        const confirm = page.getByRole('alertdialog', { name: question });
        await expect(confirm).toBeVisible();
        await expectAccessible(page);
        return confirm;
      };
      const confirm = await ask();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(rowOf(page, title)).toBeVisible();
      await whileKept?.();
      await (await ask()).getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, toast);
      await expect(rowOf(page, title)).toHaveCount(0);
    },
    toast: (title: string, description?: string) => expectToast(page, title, description),
    accessible: () => expectAccessible(page),
  };
}

/** The demo admin signed in through the API, for setting data up and reading it back as the server has it. */
export function adminAt(request: APIRequestContext, session: ApiSession) {
  const headers = { authorization: `Bearer ${session.token}` };
  return {
    ...session,
    headers,
    /** GET `path`: its status, and its JSON when it answered 2xx. */
    async read<T>(path: string, params?: Record<string, string | number>) {
      const response = await request.get(path, { headers, params });
      return { status: response.status(), body: response.ok() ? ((await response.json()) as T) : null };
    },
    /** The row titled `title` among the newest hundred of the list at `collection`. */
    async find<T extends { title: string }>(collection: string, title: string) {
      const response = await request.get(collection, { headers, params: { size: 100 } });
      return ((await response.json()) as { content: T[] }).content.find((row) => row.title === title);
    },
    /** POSTs `data` to `collection`, which answers 201 and the new row. */
    async create<T>(collection: string, data: unknown) {
      const response = await request.post(collection, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as T;
    },
  };
}

export type Admin = ReturnType<typeof adminAt>;

/**
 * Every journey's fixtures: `admin` (the demo admin's API session, to set up and check data) and
 * `staff` (the person at the browser, on `page`), so a spec starts from what it is about.
 */
export const test = base.extend<{ admin: Admin; staff: ReturnType<typeof staffAt> }>({
  admin: async ({ request }, use) => use(adminAt(request, await apiSignIn(request))),
  staff: async ({ page }, use) => use(staffAt(page)),
});

export { expect };

/** Opens a screen as staff do, from the sidebar's link: then its address and its heading. */
export async function openFromSidebar(page: Page, link: string, url: RegExp, heading: string) {
  await page.getByRole('navigation', { name: 'Menus' }).getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** The toast on screen with this title (and description), read from the toast itself, not its announcement. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page
    .locator('[data-slot="toast"]')
    .filter({ has: page.locator('[data-slot="toast-title"]', { hasText: title }) });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first().locator('[data-slot="toast-description"]')).toHaveText(description);
}

/** The editable area of the rich-text field, once its lazy chunk has loaded. */
export async function contentEditor(page: Page): Promise<Locator> {
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toBeVisible();
  return editor;
}

/** The table row whose title link is exactly `title`. */
export const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
