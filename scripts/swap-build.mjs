// Builds an app only when its inputs changed, into a folder of its own that is then swapped in whole.
//
// `<app>/dist` is a symbolic link to `<app>/builds/<hash>`, where the hash is of everything the build
// reads (the app's sources and configs, the contract, the lockfile, the Node.js version, this script).
// A build writes into a temporary folder, renames it to `builds/<hash>` and points `dist` at it by
// renaming a new link over the old one: rename(2) is atomic, so `dist` is always a whole build. A server
// already running keeps the build it started with (it resolved `dist` once, at start, and its modules
// load from their real path), so a second start, a restart beside the old process or a rolling deploy
// never rewrites a file a running process serves or may still import. docs/design.md §3 "Building".
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SHARED_INPUTS = [
  'packages/contract/src',
  'packages/contract/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** The two builds: the app's folder and what its build reads (besides this script and Node.js). */
export const BUILDS = {
  console: {
    appDir: path.join(ROOT, 'apps/web'),
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/build.mjs',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      ...SHARED_INPUTS,
    ],
  },
  server: {
    appDir: path.join(ROOT, 'apps/server'),
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      ...SHARED_INPUTS,
    ],
  },
};

/** Builds kept besides the current one, for processes still running an earlier build. */
export const KEPT_BUILDS = 3;
const BUILD_NAME = /^[0-9a-f]{16}$/;
const SKIPPED = new Set(['node_modules', 'dist', 'builds', '.vite', 'coverage']);

/** Every file under the given paths (relative to the repository), sorted, so the hash is stable. */
function filesOf(inputs) {
  const files = [];
  const walk = (absolute) => {
    if (!existsSync(absolute)) return;
    if (!statSync(absolute).isDirectory()) return void files.push(absolute);
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      walk(path.join(absolute, entry.name));
    }
  };
  for (const input of inputs) walk(path.join(ROOT, input));
  return files.sort();
}

/** The hash of a build's inputs: file names and contents, and the Node.js that builds and runs it. */
export function inputHash(inputs) {
  const hash = createHash('sha256').update(`node ${process.version} ${process.platform}-${process.arch}\n`);
  for (const file of filesOf([...inputs, 'scripts/swap-build.mjs'])) {
    hash
      .update(`${path.relative(ROOT, file)}\n`)
      .update(readFileSync(file))
      .update('\n');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The build `<app>/dist` points at now, or null. */
export function currentBuild(appDir) {
  try {
    return path.basename(readlinkSync(path.join(appDir, 'dist')));
  } catch {
    return null;
  }
}

/** Whether `<app>/dist` is the build of the inputs as they are now (`BUILDS.server`, say). */
export function isUpToDate({ appDir, inputs }) {
  const hash = inputHash(inputs);
  return currentBuild(appDir) === hash && existsSync(path.join(appDir, 'builds', hash));
}

const log = (message) => process.stderr.write(`${message}\n`);

/**
 * Makes `<appDir>/dist` the build of `inputs` (one of BUILDS, with its name and build function): reuses `builds/<hash>` when it exists, else calls
 * `build(outDir)` with a fresh temporary folder and renames it into place. Then swaps `dist` and
 * removes builds older than the last KEPT_BUILDS. Returns the hash and whether anything was built.
 * Status goes to stderr: `npm run cms` prints its command's own answer on stdout.
 */
export async function swapBuild({ name, appDir, inputs, build }) {
  const hash = inputHash(inputs);
  const builds = path.join(appDir, 'builds');
  const target = path.join(builds, hash);
  if (currentBuild(appDir) === hash && existsSync(target)) {
    log(`${name}: up to date (${hash})`);
    return { hash, built: false };
  }

  let built = false;
  if (!existsSync(target)) {
    const temporary = path.join(builds, `.tmp-${hash}-${process.pid}-${randomBytes(4).toString('hex')}`);
    mkdirSync(builds, { recursive: true });
    await build(temporary);
    try {
      renameSync(temporary, target);
    } catch (error) {
      // Another start built the same inputs at the same time: its build is as good as ours.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      rmSync(temporary, { recursive: true, force: true });
    }
    built = true;
  }
  // The build just made current counts as the newest, however old its folder.
  const now = new Date();
  utimesSync(target, now, now);
  pointDistAt(appDir, hash);
  prune(builds, hash);
  log(`${name}: ${built ? 'built' : 'switched to'} ${path.relative(ROOT, target)}`);
  return { hash, built };
}

/** Points `<app>/dist` at `builds/<hash>` by renaming a new link over it, so it is never missing. */
function pointDistAt(appDir, hash) {
  const dist = path.join(appDir, 'dist');
  const link = path.join(appDir, `.dist-${process.pid}-${randomBytes(4).toString('hex')}`);
  symlinkSync(path.join('builds', hash), link, 'dir');
  try {
    renameSync(link, dist);
  } catch (error) {
    if (error.code !== 'EISDIR' && error.code !== 'ENOTEMPTY') throw error;
    // A checkout from before this layout: its `dist` is a folder. Moved aside whole (a process may
    // still serve it), it is pruned like any earlier build.
    renameSync(dist, path.join(appDir, 'builds', `legacy-${Date.now()}`));
    renameSync(link, dist);
  }
}

/** Removes all but the current build and the KEPT_BUILDS newest others, and temporary folders left by a crash. */
function prune(builds, current) {
  const entries = readdirSync(builds, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const earlier = entries
    .filter((entry) => entry.name !== current && (BUILD_NAME.test(entry.name) || entry.name.startsWith('legacy-')))
    .map((entry) => ({ name: entry.name, mtime: lstatSync(path.join(builds, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { name } of earlier.slice(KEPT_BUILDS)) rmSync(path.join(builds, name), { recursive: true, force: true });
  for (const entry of entries) {
    const pid = /^\.tmp-[0-9a-f]+-(\d+)-[0-9a-f]+$/.exec(entry.name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(path.join(builds, entry.name), { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
