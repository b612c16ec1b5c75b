import { spawn, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 25 point 9: `npm start` beside a server already running must not break it. A copy of the
 * repository (its sources, configs and scripts; node_modules linked) is started with the real
 * `npm start`, which builds the console and the server; a second `npm start` from the same folder,
 * after a source changed, builds again while the first is under load. The first must answer every
 * file of the console it started with, throughout, and its own bundle must stay as it was
 * (scripts/swap-build.mjs; docs/design.md §3, Building). Two builds in all, the slow part (Vite).
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** What a build reads; tests, data and builds stay behind. */
const COPIED = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  '.gitignore',
  'scripts',
  'packages/contract/package.json',
  'packages/contract/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/build.mjs',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/build.mjs',
  'apps/web/vite.config.ts',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/src',
];
const MODULES = ['node_modules', 'packages/contract/node_modules', 'apps/server/node_modules', 'apps/web/node_modules'];

interface Start {
  url: Promise<string>;
  child: ChildProcess;
  output: () => string;
}

/** `npm start` in the copy, in a process group of its own (npm, its shell, node) so that it stops whole. */
function npmStart(root: string, dataDir: string): Start {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('npm_') || ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'WEB_DIST'].includes(key)) continue;
    env[key] = value;
  }
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /School CMS is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code} before it listened:\n${output}`)));
  });
  url.catch(() => {});
  return { url, child, output: () => output };
}

async function stop(start: Start | undefined) {
  if (!start || start.child.exitCode !== null || start.child.signalCode !== null) return;
  const exited = new Promise((resolve) => start.child.once('exit', resolve));
  process.kill(-start.child.pid!, 'SIGTERM');
  await exited;
}

/** `npm run build` in the copy; resolves with what it printed once it ends. */
function npmBuild(root: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')));
    const child = spawn('npm', ['run', 'build'], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Every file under a folder with its size and modification time, to show that nothing in it changed. */
function snapshot(dir: string) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

// No database of the suite's is involved (the copy runs on SQLite in a folder of its own): the
// PostgreSQL run of the suite (TEST_DATABASE_URL) would only build the same twice more.
const skipped = process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is set: the build does not depend on the database, the SQLite run has it'
  : null;

describe.skipIf(skipped)(`npm start beside a server already running${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const dirs: string[] = [];
  let root: string;
  let first: Start | undefined;
  let second: Start | undefined;
  let firstUrl: string;
  /** The real folders the first server runs from, resolved once it listened. */
  let firstConsole: string;
  let firstServer: string;

  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    root = tempDir('cms-build-');
    for (const item of COPIED) {
      if (existsSync(path.join(repoRoot, item)))
        cpSync(path.join(repoRoot, item), path.join(root, item), { recursive: true });
    }
    for (const modules of MODULES) {
      if (!existsSync(path.join(repoRoot, modules))) continue;
      mkdirSync(path.dirname(path.join(root, modules)), { recursive: true });
      symlinkSync(realpathSync(path.join(repoRoot, modules)), path.join(root, modules), 'dir');
    }
    first = npmStart(root, tempDir('cms-build-data-'));
    firstUrl = await first.url;
    firstConsole = realpathSync(path.join(root, 'apps/web/dist'));
    firstServer = realpathSync(path.join(root, 'apps/server/dist'));
  });

  afterAll(async () => {
    await Promise.all([stop(first), stop(second)]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('builds nothing when the sources did not change', async () => {
    const links = () => ['apps/web', 'apps/server'].map((app) => readlinkSync(path.join(root, app, 'dist')));
    const builds = () => ['apps/web', 'apps/server'].map((app) => snapshot(path.join(root, app, 'builds')));
    const [linksBefore, buildsBefore] = [links(), builds()];

    const again = await npmBuild(root);

    expect(again.code, again.output).toBe(0);
    expect(again.output).toMatch(/console build: up to date/);
    expect(again.output).toMatch(/server build: up to date/);
    expect(links()).toEqual(linksBefore);
    expect(builds()).toEqual(buildsBefore);
  });

  it('keeps the first serving every file of its console while a second start builds and swaps in its own', async () => {
    const index = await (await fetch(`${firstUrl}/login`)).text();
    const listed = [...index.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
    expect(listed.filter((url) => url.startsWith('/assets/')).length).toBeGreaterThan(2);
    // And the lazy route chunks the console loads later: every file of the build it serves.
    const assets = readdirSync(path.join(firstConsole, 'assets')).map((name) => `/assets/${name}`);
    const urls = ['/login', '/', ...new Set([...listed, ...assets])];
    const serverFiles = snapshot(firstServer);

    const failures: string[] = [];
    let rounds = 0;
    let running = true;
    let roundEnded: Array<() => void> = [];
    const nextRound = () => new Promise<void>((resolve) => roundEnded.push(resolve));
    const load = (async () => {
      while (running) {
        for (const url of urls) {
          try {
            const response = await fetch(`${firstUrl}${url}`);
            const body = await response.text();
            if (response.status !== 200) failures.push(`${url}: ${response.status} ${body.slice(0, 80)}`);
            else if (url === '/login' && body !== index) failures.push('/login: another index.html');
          } catch (error) {
            failures.push(`${url}: ${String(error)}`);
          }
        }
        rounds++;
        for (const resolve of roundEnded) resolve();
        roundEnded = [];
      }
    })();

    // A change to the console that shows in its main script, and one to the server: both build again.
    appendFileSync(path.join(root, 'apps/web/src/main.tsx'), "\ndocument.documentElement.dataset.build = 'second';\n");
    appendFileSync(path.join(root, 'apps/server/src/main.ts'), '\n// the second build\n');
    const roundsBefore = rounds;
    second = npmStart(root, tempDir('cms-build-data-'));
    const secondUrl = await second.url;
    // The load ran while the second built and started, and runs two whole rounds more after it.
    const roundsDuring = rounds - roundsBefore;
    await nextRound();
    await nextRound();
    running = false;
    await load;

    expect(roundsDuring).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(second.output()).toMatch(/console build: built/);
    expect(second.output()).toMatch(/server build: built/);
    // The second serves its own build, with another main script; the first's bundle is untouched.
    expect(realpathSync(path.join(root, 'apps/web/dist'))).not.toBe(firstConsole);
    expect(realpathSync(path.join(root, 'apps/server/dist'))).not.toBe(firstServer);
    const secondIndex = await (await fetch(`${secondUrl}/login`)).text();
    expect(secondIndex).not.toBe(index);
    expect(snapshot(firstServer)).toEqual(serverFiles);
  });
});
