import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiSignIn, expect, expectAccessible, storeSession, test } from './fixtures';

/*
 * Every screen of the console, and every dialog it opens, at a 390 px phone (docs/design.md, "Nothing
 * wider than a 390 px phone"): the page is never wider than the window, and every button, link and
 * field lies inside it, not covered by anything, and passes axe. The screens are read from the
 * console's own declarations (apps/web/src/router.tsx, apps/web/src/areas.ts and each area's
 * area.ts), so a new screen is visited without touching this spec; a declaration this spec cannot
 * read fails it. A dialog is found by its opener's `aria-haspopup="dialog"` (what every dialog's
 * button says: the kit's triggers, delete questions, the media picker, the lists edited in dialogs).
 */

const WEB = path.join(import.meta.dirname, '..', 'apps', 'web', 'src');
const PHONE = { width: 390, height: 844 };

/** The routes an area declares, read from its `area.ts` as `lib/area.ts` builds them. */
function routesOfArea(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const screensDir = path.join(path.dirname(file), 'screens');
  const globFiles = (glob: string) => {
    const pattern = new RegExp(
      '^' +
        glob
          .replace(/^\.\/screens\//, '')
          .replace(/[.+^$()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')
          .replace(/\{([^}]*)\}/g, (_, list: string) => `(${list.split(',').join('|')})`) +
        '$',
    );
    return readdirSync(screensDir).filter((name) => pattern.test(name));
  };
  /** `itemScreens(path, modules, itemBase)` of lib/area.ts. */
  const itemScreens = (list: string, glob: string, base = list) => [
    list,
    `${base}/new`,
    ...(globFiles(glob).some((name) => name.endsWith('-view-screen.tsx')) ? [`${base}/:id`] : []),
    `${base}/:id/edit`,
  ];
  const routes = [...source.matchAll(/^\s*'(\/[^']*)':\s*(?:\(\)\s*=>|\n)/gm)].map((m) => m[1]!);
  for (const m of source.matchAll(/itemScreens\('([^']+)',\s*import\.meta\.glob\('([^']+)'\)/g))
    routes.push(...itemScreens(m[1]!, m[2]!));
  for (const m of source.matchAll(/itemArea\(\s*\{([^}]*)\},\s*import\.meta\.glob\('([^']+)'\)/g)) {
    const path = /path: '([^']+)'/.exec(m[1]!)?.[1];
    if (!path) throw new Error(`${file}: an itemArea without a path this spec can read`);
    routes.push(...itemScreens(path, m[2]!, /itemBase: '([^']+)'/.exec(m[1]!)?.[1]));
  }
  return routes;
}

const featureDir = path.join(WEB, 'features');
const AREAS = readdirSync(featureDir)
  .filter((name) => readdirSync(path.join(featureDir, name)).includes('area.ts') && name !== 'placeholders')
  .map((name) => ({ name, routes: routesOfArea(path.join(featureDir, name, 'area.ts')) }));
AREAS.push({
  name: 'placeholders',
  routes: [...readFileSync(path.join(WEB, 'areas.ts'), 'utf8').matchAll(/comingSoon\('[^']*', '([^']+)'/g)].map(
    (m) => m[1]!,
  ),
});
const PUBLIC = [...readFileSync(path.join(WEB, 'router.tsx'), 'utf8').matchAll(/path: '([a-z-]+)'/g)].map(
  (m) => `/${m[1]}`,
);

/** Each sign-in of the spec's, once: the admin's session as the console keeps it (lib/session.ts). */
async function signIn(page: Page) {
  const session = await apiSignIn(page.request);
  await page.addInitScript(storeSession, { session, unlessSignedIn: true });
}

/**
 * What is out of reach in what the page shows now (the open dialog, when one is): the page wider
 * than the window, something that scrolls sideways, a control (even partly) left or right of the
 * window, or one covered by something else. Scrolling down is fine: the page and the dialog's body
 * are stepped through from top to bottom.
 */
function outOfReach(page: Page) {
  return page.evaluate(() => {
    const problems = new Set<string>();
    const width = window.innerWidth;
    const height = window.innerHeight;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > width)
      problems.add(`the page is ${document.documentElement.scrollWidth} px wide`);
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
    const root = dialogs.at(-1) ?? document.body;
    // Anything (the dialog itself, a table's wrapper, a toolbar) that scrolls sideways.
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        problems.add(`${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
    }
    // The kit's sr-only (clipped to nothing) until focused: not on screen.
    const clipped = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip.startsWith('rect(0') || style.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };
    const controls = [
      ...root.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"], [role="checkbox"], [role="switch"], [role="tab"], [contenteditable="true"]',
      ),
    ].filter((el) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Not what anyone sees: hidden, or the kit's sr-only (a 1 px clipped box).
      return (
        rect.width > 1 &&
        rect.height > 1 &&
        style.visibility !== 'hidden' &&
        !clipped(el) &&
        // A native input Radix keeps beside its checkbox or switch for forms: hidden from everyone.
        !el.closest('[aria-hidden="true"]') &&
        el.checkVisibility({ opacityProperty: false, visibilityProperty: true })
      );
    });
    for (const el of controls) {
      const rect = el.getBoundingClientRect();
      if (rect.left < -0.5 || rect.right > width + 0.5)
        problems.add(`${name(el)} lies outside the window (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`);
    }
    // Covered: at its middle, what the window shows is not the control (nor inside it), stepped
    // through the scrolling page or dialog body from top to bottom.
    const scroller =
      root === document.body
        ? document.scrollingElement!
        : ([root, ...root.querySelectorAll('*')].find(
            (el) =>
              el.scrollHeight > el.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowY),
          ) ?? root);
    const covered = (el: HTMLElement) => {
      const rect = el.getBoundingClientRect();
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), width - 1);
      const y = rect.top + rect.height / 2;
      // Only what shows in the window, and in the dialog's body where it scrolls (the rest is scrolled to).
      const shown = root === document.body ? { top: 0, bottom: height } : scroller.getBoundingClientRect();
      if (y < Math.max(shown.top, 0) || y >= Math.min(shown.bottom, height)) return false;
      if (getComputedStyle(el).opacity === '0') return false;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) return false;
      // Something fixed or sticky over the page (the header) only covers what has scrolled under it.
      for (let node: Element | null = hit; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if ((position === 'fixed' || position === 'sticky') && !node.contains(el) && root === document.body)
          return false;
      }
      // A control's own label, drawn over it, is the control.
      if (hit.closest('label')?.control === el) return false;
      return `${name(el)} is covered by ${name(hit)}`;
    };
    const start = scroller.scrollTop;
    for (let top = 0; ; top += Math.max(scroller.clientHeight - 80, 100)) {
      scroller.scrollTop = top;
      for (const el of controls) {
        const problem = covered(el);
        if (problem) problems.add(problem);
      }
      if (top + scroller.clientHeight >= scroller.scrollHeight) break;
    }
    scroller.scrollTop = start;
    return [...problems];
  });
}

/** Checks what the page shows now: nothing out of reach, and axe. */
async function check(page: Page, what: string) {
  expect.soft(await outOfReach(page), `${what} at 390 px`).toEqual([]);
  await expectAccessible(page);
}

/** The openers of the dialogs shown now (inside the open dialog, when one is): one per kind of row. */
async function dialogOpeners(page: Page, within?: string) {
  return page.evaluate((within) => {
    const scope = within ? document.querySelector(within)! : (document.querySelector('main') ?? document.body);
    const seen = new Set<string>();
    const openers: string[] = [];
    for (const el of scope.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]')) {
      if ((el as HTMLButtonElement).disabled || !el.checkVisibility()) continue;
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      // A row's Delete or Edit once per screen: every row's is the same dialog.
      const kind = el.closest('tr, li') ? `${label.split(' ')[0]} of a row` : label;
      if (seen.has(kind)) continue;
      seen.add(kind);
      el.dataset.phoneOpener = String(openers.length);
      openers.push(label);
    }
    return openers;
  }, within);
}

/** Opens each dialog of the screen, and each dialog those open, checks it, and closes it again. */
async function checkDialogs(page: Page, screen: string, scope?: string, depth = 0) {
  const openers = await dialogOpeners(page, scope);
  for (const [index, label] of openers.entries()) {
    const opener = page.locator(`${scope ?? ''} [data-phone-opener="${index}"]`.trim());
    await opener.click();
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').nth(depth);
    await expect(dialog).toBeVisible();
    await check(page, `${screen}: the dialog of "${label}"`);
    if (depth === 0) {
      await dialog.evaluate((el) => el.setAttribute('data-phone-dialog', ''));
      await checkDialogs(page, `${screen}: the dialog of "${label}"`, '[data-phone-dialog]', depth + 1);
      await dialog.evaluate((el) => el.removeAttribute('data-phone-dialog'));
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** Waits until the screen has shown what it loads: its heading, and no busy part. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0);
}

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: PHONE });

test('the spec reads a screen from every area and every sidebar entry', async ({ page }) => {
  expect(AREAS.filter((area) => area.routes.length === 0).map((area) => area.name)).toEqual([]);
  expect(PUBLIC).toEqual(expect.arrayContaining(['/login', '/session-expired', '/forgot-password', '/reset-password']));
  await signIn(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const links = await page
    .getByRole('navigation', { name: 'Menus' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(links.length).toBeGreaterThan(10);
  const routes = AREAS.flatMap((area) => area.routes);
  expect(links.filter((link) => !routes.includes(link))).toEqual([]);
});

/** Goes to `url` and waits for the screen to have shown what it loads. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await settled(page);
}

/** An item of the demo school's for `route` ('/blogs/:id/edit'): the oldest the links of the area's other screens name. */
async function itemUrl(page: Page, route: string, screens: string[]) {
  const item = new RegExp(`^${route.split('/:id')[0]}/(\\d+)(/|$)`);
  for (const screen of screens) {
    await open(page, screen);
    const links = await page
      .locator('a[href^="/"]')
      .evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    // The oldest item linked: the demo school's own, not one another journey of the run just made
    // (the XSS corpus's notices are built to break pages, not to be read on a phone).
    const ids = links.map((link) => Number(item.exec(link)?.[1])).filter((id) => id > 0);
    if (ids.length > 0) return route.replace(':id', String(Math.min(...ids)));
  }
  throw new Error(`No link to an item of ${route} on ${screens.join(', ')}`);
}

for (const area of AREAS) {
  const screens = area.routes.filter((route) => !route.includes(':'));
  for (const route of area.routes) {
    test(`${route} and its dialogs fit a 390 px phone`, async ({ page }) => {
      await signIn(page);
      const url = route.includes(':') ? await itemUrl(page, route, screens) : route;
      await open(page, url);
      await check(page, url);
      await checkDialogs(page, url);
      if (route === '/') {
        // The sidebar, a sheet at phone width.
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, 'the sidebar');
      }
    });
  }
}

test('the public screens fit a 390 px phone', async ({ page }) => {
  for (const route of PUBLIC) {
    await page.goto(route);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await check(page, route);
  }
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('the staff form stays in its window', async ({ page }) => {
    await signIn(page);
    for (const url of ['/staff/new']) {
      await page.goto(url);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    }
  });
});
