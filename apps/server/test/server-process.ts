import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the server's package is: tsx reads the tsconfig of its working folder (the site's JSX). */
const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');

/** A server started as a process of its own, as a process manager runs it. */
export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * Starts `src/main.ts` (`node --import tsx` in apps/server, as cli.test.ts runs the command line)
 * with `env` and nothing of the test's own configuration; resolves once it says where it listens.
 */
export function startServer(name: string, env: Record<string, string>) {
  return spawnServer(name, ['--import', 'tsx', path.join('src', 'main.ts')], env);
}

/**
 * How `npm start` runs the built server: the environment and Node.js flags its script gives
 * `node ... apps/server/dist/main.js` (the root package.json), so that a test measures the memory a
 * school's server has (`MALLOC_ARENA_MAX`, the heap settings).
 */
function startCommand() {
  const script = (
    JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  const match = /((?:\b[A-Z_]+=\S+\s+)*)node((?:\s+--\S+)*)\s+apps\/server\/dist\/main\.js\b/.exec(script);
  if (!match) throw new Error(`the start script does not run apps/server/dist/main.js with node: ${script}`);
  const env = Object.fromEntries(
    match[1]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((assignment) => assignment.split('=') as [string, string]),
  );
  return { env, flags: match[2]!.trim().split(/\s+/).filter(Boolean) };
}

/**
 * Starts the built server as `npm start` does (its environment and flags), building it first when
 * its sources changed since the last build (`apps/server/build.mjs`; nothing to do when they did not).
 */
export function startBuiltServer(name: string, env: Record<string, string>) {
  execFileSync(process.execPath, [path.join(serverRoot, 'build.mjs')], { cwd: serverRoot, stdio: 'ignore' });
  const start = startCommand();
  return spawnServer(name, [...start.flags, path.join(serverRoot, 'dist', 'main.js')], { ...start.env, ...env });
}

function spawnServer(name: string, args: string[], env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'JWT_SECRET',
    'DATA_DIR',
    'LOG_LEVEL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'STORAGE',
    'S3_BUCKET',
  ])
    delete childEnv[key];
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...childEnv, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  return new Promise<ServerProcess>((resolve, reject) => {
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const url = /School CMS is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        resolve({ name, url, child, output: () => output });
      }
    });
    child.once('exit', (code) => {
      reject(new Error(`${name} exited with ${code} before it listened:\n${output}`));
    });
  });
}

/** A process's resident memory in MB, as the kernel counts it (Linux: /proc). */
export function residentMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

/** Runs `work` while reading the process's resident memory as often as the event loop lets; the highest read. */
export async function peakWhile<T>(pid: number, work: () => Promise<T>) {
  let peak = residentMb(pid);
  // Sampled, not waited on: each tick reads /proc once while the work runs.
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, residentMb(pid));
    } catch {
      // the process has exited: the work's answers say so
    }
  }, 5);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, residentMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/** SIGTERM, as a process manager stops it; main.ts closes the app and the database, then exits. */
export async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}
