// Console bundle budget (docs/design.md §8): the JavaScript a browser downloads for /login must stay within
// 150 KB gzip, and no lazy route chunk may pass 100 KB gzip except the rich-text editor's.
// `node bench/bundle-size.mjs` after `npm run build`. Exits 1 when a budget is missed.
//
// /login is measured as a browser sees it: Chromium opens the built console served by the real
// server, and every script response is gzipped and counted. The route chunks are read from the
// Vite manifest.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const LOGIN_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 100 * 1024;
// Chunks allowed past the chunk budget: the rich-text editor (docs/design.md §8).
const EXEMPT = [/editor/i, /tiptap/i, /prosemirror/i];
const PORT = Number(process.env.BUNDLE_PORT ?? 3190);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/web/dist/.vite/manifest.json']) {
  if (!existsSync(path.join(ROOT, file))) {
    console.error(`${file} is missing: run npm run build first`);
    process.exit(2);
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cms-bundle-'));
const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});
let failed = false;
try {
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 300) throw new Error('the server did not start');
    await sleep(100);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await browser.close();

  const loginTotal = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log('JavaScript downloaded for /login (gzip):');
  for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${kb(size).padStart(9)}  ${file}`);
  console.log(`  ${kb(loginTotal).padStart(9)}  total (budget ${kb(LOGIN_BUDGET)})`);
  if (scripts.size === 0 || loginTotal > LOGIN_BUDGET) failed = true;

  const manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8'));
  const chunks = Object.values(manifest)
    // The entry chunk loads on every page and is counted in the /login budget above.
    .filter((entry) => entry.file.endsWith('.js') && !entry.isEntry)
    .map((entry) => ({
      file: entry.file,
      gzip: gzipSync(readFileSync(path.join(WEB_DIST, entry.file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const over = chunks.filter((c) => c.gzip > CHUNK_BUDGET && !EXEMPT.some((re) => re.test(c.file)));
  console.log(`\nLargest lazy chunks (budget ${kb(CHUNK_BUDGET)} each, editor exempt):`);
  for (const c of chunks.slice(0, 8))
    console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file}${over.includes(c) ? '  OVER BUDGET' : ''}`);
  if (over.length) failed = true;
  console.log(failed ? '\nbundle budget: MISSED' : '\nbundle budget: met');
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
