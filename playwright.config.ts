import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Debian's headless shell (the old headless mode, what Playwright itself runs headless) when it is
// installed: the same Blink as the full browser at about half its CPU (a news and alerts run on a
// busy 2-core machine: 90 s of CPU against 166 s), which is what a 2-core CI run is short of.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
if (!existsSync(chromium)) {
  throw new Error(
    `Browser tests need Chromium at ${chromium}. Install it with: apt-get update && apt-get install -y chromium ` +
      'chromium-headless-shell (or set CHROMIUM_PATH to another Chromium binary).',
  );
}

// One fresh data folder (and so a fresh SQLite database with the demo school) per run; the config is
// evaluated again in each worker, which inherits the runner's environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);

// A journey waits for what the user waits for, however slow or busy the machine (journeys took 5-7x
// as long on CI as on a developer's machine on 2026-11-25): every wait is generous, on any machine,
// and no journey sets one of its own (eslint.config.js; docs/architecture.md, Tests). On CI a journey
// that fails is run once more before the run fails.
export default defineConfig({
  testDir: 'e2e',
  timeout: 300_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Lets parallel work serve its own console build: `vite build --outDir X` and WEB_DIST=X.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
