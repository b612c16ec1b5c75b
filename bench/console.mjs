// The console on a slow connection (docs/design.md §8): how soon /login can be used on the bench's
// slow-3G profile, the size of its main script as sent, and Lighthouse's mobile performance score
// for /login and for a signed-in list screen. Part of `npm run bench`; `npm run bench -- console`
// runs it alone.
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './support.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');

/** Slow 3G as the bench has it: 400 ms of latency, 400 kbit/s (50,000 bytes/s) each way. */
export const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** The list screen Lighthouse scores signed in. */
export const LIST_SCREEN = '/news';

/** What a browser sends; the bench's "uncompressed" run asks for the files as they are. */
const ENCODINGS = { compressed: null, uncompressed: 'identity' };

/** Keys of the console's stored session (apps/web/src/lib/session.ts, docs/product/console.md §9). */
const SESSION_KEYS = { token: 'cms_token', userRecord: 'asvCmsUser' };

/** The files the console's index.html names: its main script above all. */
function mainScriptOf() {
  const index = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const src = index.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!src) throw new Error('apps/web/dist/index.html names no module script');
  return src;
}

/** The main script's size on disk and as the server sends it for each encoding. */
async function mainScriptSizes(baseUrl) {
  const src = mainScriptOf();
  const sizes = { path: src };
  for (const [name, accepts] of [
    ['raw', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
  ]) {
    const response = await fetch(baseUrl + src, { headers: { 'accept-encoding': accepts } });
    // fetch decodes what it is sent; the bytes on the wire are its Content-Length.
    await response.arrayBuffer();
    const encoding = response.headers.get('content-encoding') ?? 'identity';
    if (encoding !== accepts) throw new Error(`${src} asked as ${accepts} came as ${encoding}`);
    sizes[name] = Number(response.headers.get('content-length'));
  }
  return sizes;
}

/**
 * One cold load of /login on slow 3G (cache off): the time from the navigation's start until the
 * sign-in form can be used (its "Log in" button shown and enabled), by the page's own clock.
 */
async function loginUsableMs(browser, baseUrl, acceptEncoding) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    if (acceptEncoding)
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
    const encodings = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        encodings.add(response.headers()['content-encoding'] ?? 'identity');
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit', timeout: 120_000 });
    const usable = await page.waitForFunction(
      () => {
        const button = [...globalThis.document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Log in',
        );
        return button && !button.disabled && button.getClientRects().length > 0 ? globalThis.performance.now() : null;
      },
      null,
      { polling: 'raf', timeout: 120_000 },
    );
    return { ms: Math.round(await usable.jsonValue()), scriptEncodings: [...encodings] };
  } finally {
    await context.close();
  }
}

/** Lighthouse's performance score (0-1) of `url` in the Chromium at `port`, mobile, simulated throttling. */
async function lighthouseScore(port, url, keepStorage) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The signed-in screen needs the session set in the browser's storage before the run.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    url: new URL(url).pathname,
    score: lhr.categories.performance.score,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}

/** Stores the sign-in answer as the console does at sign-in, in the Chromium at `port`. */
async function storeSession(port, baseUrl, signin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(
      ({ keys, token, record }) => {
        globalThis.localStorage.setItem(keys.token, token);
        globalThis.localStorage.setItem(keys.userRecord, record);
      },
      { keys: SESSION_KEYS, token: signin.token, record: JSON.stringify(signin) },
    );
    await page.close();
  } finally {
    // Only the connection: the browser is chrome-launcher's.
    await browser.close();
  }
}

/**
 * The console's section: `baseUrl` is a running built server, `signin` a sign-in answer of the
 * demo admin. Answers the figures and any problems (a missing build, a page that never became usable).
 */
export async function measureConsole(baseUrl, signin) {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run npm run build first');
  }
  const mainScript = await mainScriptSizes(baseUrl);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const loginUsable = {};
  try {
    for (const [name, encoding] of Object.entries(ENCODINGS)) {
      process.stdout.write(`console: /login on slow 3G, ${name} ... `);
      loginUsable[name] = await loginUsableMs(browser, baseUrl, encoding);
      console.log(`usable after ${loginUsable[name].ms} ms (scripts ${loginUsable[name].scriptEncodings.join(', ')})`);
    }
  } finally {
    await browser.close();
  }

  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const lighthouseRuns = [];
  try {
    process.stdout.write('console: Lighthouse /login (mobile) ... ');
    lighthouseRuns.push(await lighthouseScore(chrome.port, `${baseUrl}/login`, false));
    console.log(lighthouseRuns.at(-1).score);
    await storeSession(chrome.port, baseUrl, signin);
    process.stdout.write(`console: Lighthouse ${LIST_SCREEN}, signed in (mobile) ... `);
    lighthouseRuns.push(await lighthouseScore(chrome.port, `${baseUrl}${LIST_SCREEN}`, true));
    console.log(lighthouseRuns.at(-1).score);
  } finally {
    chrome.kill();
  }
  return { profile: SLOW_3G, mainScript, loginUsable, lighthouse: lighthouseRuns };
}

/** The section's lines, each figure against its budget. */
export function printConsole(result, budgets) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const { mainScript, loginUsable } = result;
  console.log(
    `\nConsole on slow 3G (${SLOW_3G.latency} ms latency, ${(SLOW_3G.downloadThroughput * 8) / 1000} kbit/s, cache off)`,
  );
  console.log(
    `  main script ${mainScript.path}: ${kb(mainScript.raw)} raw, ${kb(mainScript.gzip)} gzip, ${kb(mainScript.br)} brotli`,
  );
  const usable = loginUsable.compressed.ms;
  console.log(
    `  /login usable after ${usable} ms (budget ≤ ${budgets.loginUsableMs} ms: ${mark(usable <= budgets.loginUsableMs)}); uncompressed it would be ${loginUsable.uncompressed.ms} ms`,
  );
  for (const run of result.lighthouse) {
    console.log(
      `  Lighthouse mobile ${run.url}: ${run.score} (budget ≥ ${budgets.lighthouseScore}: ${mark(run.score >= budgets.lighthouseScore)}); FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`,
    );
  }
}
