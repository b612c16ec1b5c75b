import AxeBuilder from '@axe-core/playwright';
import { apiSignIn, signInThroughUi, unique } from './fixtures';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The public site in Chromium (docs/design.md §10): every page type of the demo
 * school, at a desktop's 1440 px and a phone's 390 px, has no axe violation of any impact, a skip
 * link that moves the keyboard to the main content, one h1, visible focus, and nothing wider than
 * the screen. The site sends no script at all; a journey with scripts turned off reads and navigates it.
 */

/** The first item page a list links to: `/site/news` → `/site/news/7`. */
async function firstItem(request: APIRequestContext, list: string, under = list) {
  const html = await (await request.get(list)).text();
  const found = new RegExp(`href="(${under}/\\d+)"`).exec(html);
  expect(found, `${list} links to an item`).not.toBeNull();
  return found![1]!;
}

/** Each page type by its address in the demo (some found from their list). */
const PAGE_TYPES: { name: string; path: (request: APIRequestContext) => Promise<string> | string; status?: number }[] =
  [
    { name: 'home', path: () => '/site/' },
    { name: 'news list', path: () => '/site/news' },
    { name: 'news item', path: (request) => firstItem(request, '/site/news') },
    { name: 'blog list', path: () => '/site/blog' },
    { name: 'blog post', path: (request) => firstItem(request, '/site/blog') },
    { name: 'page by its slug', path: () => '/site/about' },
    { name: 'notices', path: () => '/site/notices' },
    { name: 'staff', path: () => '/site/staff' },
    { name: 'bell schedules', path: () => '/site/bell-schedules' },
    { name: 'bell schedule', path: (request) => firstItem(request, '/site/bell-schedules') },
    { name: 'classes', path: () => '/site/classes' },
    { name: 'class', path: (request) => firstItem(request, '/site/classes') },
    { name: 'spotlight', path: () => '/site/spotlight' },
    { name: 'photo albums', path: () => '/site/albums' },
    { name: 'photo album', path: (request) => albumWithPhotos(request) },
    { name: 'videos', path: () => '/site/videos' },
    { name: 'video player', path: (request) => firstItem(request, '/site/videos') },
    { name: 'events by month', path: () => '/site/events' },
    { name: 'events as a list', path: () => '/site/events?view=list' },
    { name: 'event', path: (request) => firstItem(request, '/site/events?view=list', '/site/events') },
    { name: 'polls', path: () => '/site/polls' },
    { name: 'poll', path: (request) => firstItem(request, '/site/polls') },
    { name: 'not found', path: () => '/site/no-such-page', status: 404 },
    { name: 'bad address', path: () => '/site/news?page=0', status: 400 },
  ];

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

for (const size of WIDTHS) {
  test.describe(`on a ${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const type of PAGE_TYPES) {
      test(`the ${type.name} page is accessible and fits`, async ({ page, request }) => {
        const path = await type.path(request);
        const response = await page.goto(path);
        expect(response?.status()).toBe(type.status ?? 200);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expectNoViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'nothing is wider than the screen').toBeLessThanOrEqual(0);

        // The first Tab reaches the skip link, shown with a visible focus ring; it leads to main.
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        expect(await skip.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();
      });
    }
  });
}

test('the menu opens its submenus from the keyboard', async ({ page }) => {
  await page.goto('/site/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const submenu = menu.locator('details').first();
  await submenu.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(submenu).toHaveAttribute('open', '');
  const link = submenu.getByRole('link').first();
  await expect(link).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
});

/** The first album of the demo that has photos. */
async function albumWithPhotos(request: APIRequestContext) {
  const html = await (await request.get('/site/albums')).text();
  for (const [, path] of html.matchAll(/href="(\/site\/albums\/\d+)"/g)) {
    if ((await (await request.get(path!)).text()).includes('class="photos"')) return path!;
  }
  throw new Error('no album of the demo has photos');
}

test('a photo opens large in the album and closes again, by keyboard', async ({ page, request }) => {
  await page.goto(await albumWithPhotos(request));
  const first = page.locator('.photos a').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.locator('.viewer:target');
  await expect(viewer).toBeVisible();
  await expectNoViolations(page);
  await viewer.getByRole('link', { name: /close/i }).click();
  await expect(page.locator('.viewer:target')).toHaveCount(0);
});

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a news item is reached from the home page and its list by links alone', async ({ page }) => {
    await page.goto('/site/');
    const first = page.getByRole('region', { name: 'News' }).getByRole('link').first();
    const title = await first.innerText();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('link', { name: 'All news' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  });
});

test('rich text as staff paste it (an h1, skipped levels, an image without alt text) still passes axe', async ({
  page,
  request,
}) => {
  const { token } = await apiSignIn(request);
  const headers = { authorization: `Bearer ${token}` };
  const pasted =
    '<h1>Pasted heading</h1><h4>Skipped levels</h4><p><img src="/uploads/none.png">A picture <a href="/site/news"></a></p><div><li>A stray item</li></div>';
  const notice = await request.post('/misc/cms/bbmac/bbmessages', {
    headers,
    data: { title: unique('Pasted notice'), summary: 'From a word processor', content: pasted, status: 'ACTIVE' },
  });
  expect(notice.status(), await notice.text()).toBe(201);
  const news = await request.post('/nms/cms/nac/news', {
    headers,
    data: { title: unique('Pasted news'), content: pasted, status: 'ACTIVE' },
  });
  expect(news.status()).toBe(201);
  for (const path of ['/site/notices', `/site/news/${((await news.json()) as { id: number }).id}`]) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoViolations(page);
  }
});

test.describe('from the console to the site', () => {
  test('a published news item opens on the site from View on site; a draft only through its preview', async ({
    page,
    context,
    request,
  }) => {
    const { token } = await apiSignIn(request);
    const headers = { authorization: `Bearer ${token}` };
    const create = async (title: string, status: string) =>
      (await (
        await request.post('/nms/cms/nac/news', { headers, data: { title, content: '<p>Buses run late.</p>', status } })
      ).json()) as { id: number; title: string };
    const published = await create(unique('Late buses'), 'ACTIVE');
    const draft = await create(unique('Snow plan'), 'DRAFT');
    await signInThroughUi(page);

    await page.goto(`/news/${published.id}`);
    const [site] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: `View "${published.title}" on site` }).click(),
    ]);
    await expect(site).toHaveURL(new RegExp(`/site/news/${published.id}$`));
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(published.title);

    await page.goto(`/news/${draft.id}`);
    await expect(page.getByRole('link', { name: `View "${draft.title}" on site` })).toHaveCount(0);
    expect((await request.get(`/site/news/${draft.id}`)).status()).toBe(404);
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Preview' }).click(),
    ]);
    await expect(preview).toHaveURL(/\/site\/preview\//);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('a poll with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('takes a vote from a form and shows the results', async ({ page, request }) => {
    await page.goto(await firstItem(request, '/site/polls'));
    const form = page.locator('form.poll, form:has(input[type="radio"])').first();
    await form.getByRole('radio').first().check();
    await form.getByRole('button', { name: 'Vote' }).click();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByText(/\d+%/).first()).toBeVisible();
  });
});
