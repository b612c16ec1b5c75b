import { expect, expectAccessible, journeys, signInThroughUi, test } from './fixtures';

journeys('the console on a slow connection', () => {
  test('arrives compressed, and a sidebar click shows the new screen at once while its code is on its way', async ({
    page,
  }) => {
    // The console's main script (the one index.html names) comes brotli-compressed, as a browser asks for it.
    const mainScript = page.waitForResponse((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url()));
    await page.goto('/login');
    const script = await mainScript;
    expect(script.status()).toBe(200);
    expect(await script.headerValue('content-encoding')).toBe('br');
    expect(await script.headerValue('vary')).toMatch(/accept-encoding/i);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expectAccessible(page);

    await signInThroughUi(page);
    await expect(page.getByRole('heading', { name: 'Welcome back, Alex!', level: 1 })).toBeVisible();

    // The News list's code is held back until the loading state has been seen, as a slow line would hold it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const held = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/news-list-screen-[\w-]+\.js$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });

    const main = page.getByRole('main');
    await page.getByRole('navigation', { name: 'Menus' }).getByRole('link', { name: 'News' }).click();
    await held;
    // The address, the sidebar and the header change on the click; the main area says it is loading.
    await expect(page).toHaveURL(/\/news$/);
    await expect(main.getByRole('status')).toHaveText('Loading...');
    await expect(page.getByRole('heading', { name: 'Welcome back, Alex!', level: 1 })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Menus' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectAccessible(page);

    release();
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
