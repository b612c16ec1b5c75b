import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const demoAdmin = { username: 'admin@school.example', password: 'riverside-admin' };

/** Fails on serious or critical accessibility violations of what the page shows now. */
export async function expectAccessible(page: Page) {
  // A toast fading out (a sign-in's, after its 5 seconds) is half transparent for a moment: not what anyone reads.
  const results = await new AxeBuilder({ page }).exclude('[data-slot="toast"][data-state="closed"]').analyze();
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
  await page.evaluate(storeSession, { session, unlessSignedIn: false });
  return session;
}

/**
 * Leaves `session` where the console keeps it (lib/session.ts), run in the page (`page.evaluate`, or
 * `page.addInitScript` for every page it opens, `unlessSignedIn` keeping a session it has since).
 */
export function storeSession({ session, unlessSignedIn }: { session: ApiSession; unlessSignedIn: boolean }) {
  if (unlessSignedIn && localStorage.getItem('cms_token')) return;
  const user = JSON.stringify({
    id: session.id,
    firstName: session.firstName,
    lastName: session.lastName,
    username: session.username,
    avatar: '/default-avatar.svg',
    roles: session.roles,
    websiteId: session.websiteId,
  });
  localStorage.setItem('cms_token', session.token);
  localStorage.setItem('asvCmsUserToken', session.token);
  localStorage.setItem('asvCmsUser', user);
  localStorage.setItem('user', user);
  localStorage.setItem('asvCmsWebsiteId', String(session.websiteId));
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
    /** Signs in and goes straight to the screen at `path`, as a bookmark would: then, when given, its heading. */
    visit: async (path: string, heading?: string) => {
      await signInThroughUi(page);
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
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
    /**
     * Opens the dialog of the screen's button `name` (its title and its submit say the same: 'Add
     * Video') and submits it empty: each of `required` shows, and the dialog passes axe.
     */
    emptyDialogRefused: async (name: string, ...required: string[]) => {
      await page.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('button', { name, exact: true }).click();
      for (const message of required) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expectAccessible(page);
      return dialog;
    },
    /**
     * Moves the row `name` of a sortable list one place by keyboard alone (Space on its handle, the
     * arrow, Space), each step once screen readers have heard it.
     */
    moveByKeyboard: (name: string, key: 'ArrowUp' | 'ArrowDown') => moveByKeyboard(page, name, key),
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
    /**
     * The whole document titled `title` among the newest hundred at `collection`, read by its id: a
     * list carries what a list shows (a page's or a schedule's number of blocks), not its children.
     */
    async findWhole<T extends { title: string }>(collection: string, title: string) {
      const row = await this.find<{ id: number; title: string }>(collection, title);
      if (!row) return undefined;
      const response = await request.get(`${collection}/${row.id}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
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

/** A spec's journeys, each of many steps (the configured time limit is generous enough for the longest). */
export function journeys(title: string, body: () => void) {
  test.describe(title, body);
}

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

/**
 * Collects every alert, confirm or prompt the page opens, dismissing each: a journey that shows
 * stored HTML expects none (`expect(dialogs).toEqual([])`).
 */
export function dialogsOf(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** The payloads of the XSS corpus (`testdata/xss-payloads.json`), shared with the server's tests. */
export const xssPayloads = () =>
  (
    JSON.parse(readFileSync(new URL('../testdata/xss-payloads.json', import.meta.url), 'utf8')) as {
      payload: string;
    }[]
  ).map((entry) => entry.payload);

/**
 * Formats the `words` that end `after` characters before the caret in a rich-text editor with its
 * toolbar's `button` ('Bold', 'Text colour'), and answers the button. The words are selected first
 * (Left, then Shift+Left a character at a time): formatting a selection of typed text, rather than
 * switching a mark on between keystrokes, cannot catch a keystroke the editor has not read yet (on
 * a busy machine, the space before 'Maya' once came out bold).
 */
export async function formatTyped(page: Page, button: string, words: string, after = '') {
  for (let i = 0; i < after.length; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < words.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  const control = page.getByRole('toolbar', { name: 'Content formatting' }).getByRole('button', { name: button });
  await control.click();
  return control;
}

/** The editable area of the rich-text field, once its lazy chunk has loaded. */
export async function contentEditor(page: Page): Promise<Locator> {
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toBeVisible();
  return editor;
}

/**
 * The row (of a table, or a card of a sortable list or a phone's list) whose title link is exactly
 * `title`, or, in a list edited in a dialog, whose Edit button is `Edit <title>`.
 */
export const rowOf = (page: Page, title: string) =>
  page.locator('tr, main li').filter({
    has: page
      .getByRole('link', { name: title, exact: true })
      .or(page.getByRole('button', { name: `Edit ${title}`, exact: true })),
  });

/** A real PNG of `size`×`size` pixels in one colour, built here (the server sniffs the type from the bytes). */
export function makePng(size = 8, rgb: [number, number, number] = [37, 99, 235]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]); // filter byte + pixels
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Moves a row of the kit's sortable list by keyboard: Space lifts it by its handle ('Reorder
 * <name>'), the arrow moves it one place (said aloud: `to`, such as 'position 8 of 9'), Space drops it.
 */
export async function moveByKeyboard(page: Page, name: string, key: 'ArrowUp' | 'ArrowDown', to = 'position') {
  await page.getByRole('button', { name: `Reorder ${name}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `Picked up ${name}.` })).toBeAttached();
  // dnd-kit ignores an arrow until it has measured the list after the pick-up, which a busy machine
  // can delay: as a user would, the arrow is pressed again while no move has been announced. The
  // 5 s is how long a user gives it before pressing again, not a deadline of the journey.
  const moved = page.getByRole('status').filter({ hasText: `${name} was moved into ${to}` });
  await expect(async () => {
    await page.keyboard.press(key);
    // eslint-disable-next-line no-restricted-syntax -- the pause before pressing again (above)
    await expect(moved).toBeAttached({ timeout: 5_000 });
  }).toPass();
  await page.keyboard.press('Space');
}

/** Drags a row by its handle with the mouse until its handle is where `target`'s handle is. */
export async function dragOnto(page: Page, source: Locator, target: Locator) {
  // The mouse only reaches what is on screen, and a row near the window's edge would scroll it
  // while it moves: the rows go to the middle of the window first.
  await source.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** The names of a list's own rows, top to bottom (not those of lists inside them): the text of each row's `name` element. */
export const namesIn = (page: Page, label: string, name = 'p') =>
  page
    .getByRole('list', { name: label, exact: true })
    .locator(':scope > li')
    .evaluateAll((rows, selector) => rows.map((row) => row.querySelector(selector)?.textContent), name);
