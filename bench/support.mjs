// What the benchmarks share: the built server started as npm start runs it, its health, its memory,
// an API client with a bearer token, and latency summaries.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { BUILDS, isUpToDate } from '../scripts/swap-build.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
export const BARE_MAIN = path.join(ROOT, 'bench/bare-server.mjs');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

/**
 * The environment and Node.js flags of `npm start` (the root package.json's start script:
 * `VAR=value node --flag apps/server/dist/main.js`), so that the bench measures the server as a
 * school runs it: its memory settings (MALLOC_ARENA_MAX, the heap's) are part of what is measured.
 */
const START = (() => {
  const script = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const match = /((?:\b[A-Z_]+=\S+\s+)*)node((?:\s+--\S+)*)\s+apps\/server\/dist\/main\.js\b/.exec(script);
  if (!match) throw new Error(`the start script does not run apps/server/dist/main.js with node: ${script}`);
  const words = (text) => text.trim().split(/\s+/).filter(Boolean);
  return { env: Object.fromEntries(words(match[1]).map((word) => word.split('='))), flags: words(match[2]) };
})();
export const START_FLAGS = START.flags;
export const START_ENV = START.env;
export const HEALTH_POLL_MS = 10;
export const START_TIMEOUT_MS = 30_000;

export const DEMO_SIGNIN = { username: 'admin@school.example', password: 'riverside-admin', assetOwnerId: 0 };

export function fail(message, code = 1) {
  console.error(`bench: ${message}`);
  process.exit(code);
}

export function checkBuild() {
  if (!existsSync(SERVER_MAIN)) {
    fail(`${path.relative(ROOT, SERVER_MAIN)} is missing: run npm run build first (npm run build -w apps/server).`);
  }
  if (!isUpToDate(BUILDS.server)) {
    console.warn(
      'bench: warning: apps/server/dist is not the build of its sources as they are; run npm run build -w apps/server',
    );
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A server child (the project's or the bare one), its output in a log file (as a school's server
 * writes its log; a pipe read by this process would compete with the load for the CPU) and a stop()
 * that always finishes.
 */
export class ServerChild {
  constructor({ script, env, logFile, nodeArgs = [] }) {
    this.logFile = logFile;
    const log = openSync(logFile, 'a');
    this.exited = null;
    this.spawnedAt = performance.now();
    this.child = spawn(process.execPath, [...nodeArgs, script], { cwd: ROOT, env, stdio: ['ignore', log, log] });
    closeSync(log);
    this.exitPromise = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exited = { code, signal };
        resolve();
      });
    });
  }

  /** The project's server on a fresh SQLite database in `dataDir`, at the given log level. */
  static project(port, dataDir, logLevel, cpuProfDir = '') {
    const env = {
      ...process.env,
      ...START_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
    };
    // A fresh SQLite database in the temp folder, whatever the caller's shell has set.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) {
      delete env[name];
    }
    const nodeArgs = [...START_FLAGS, ...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [])];
    return new ServerChild({ script: SERVER_MAIN, env, logFile: path.join(dataDir, 'server.log'), nodeArgs });
  }

  /** The bare Fastify + better-sqlite3 server (bench/bare-server.mjs) on a copy of the database. */
  static bare(port, dbFile, dataDir, sitePages) {
    const env = { ...process.env, PORT: String(port), DB_FILE: dbFile, SITE_PAGES: sitePages };
    return new ServerChild({ script: BARE_MAIN, env, logFile: path.join(dataDir, 'bare.log') });
  }

  get pid() {
    return this.child.pid;
  }

  get hasOutput() {
    return existsSync(this.logFile) && statSync(this.logFile).size > 0;
  }

  tail(lines = 20) {
    if (!existsSync(this.logFile)) return '';
    return readFileSync(this.logFile, 'utf8').split('\n').filter(Boolean).slice(-lines).join('\n');
  }

  /** SIGTERM (graceful close), then SIGKILL after 5 s. */
  async stop() {
    if (this.exited || this.child.exitCode !== null) return;
    this.child.kill('SIGTERM');
    const killed = await Promise.race([this.exitPromise.then(() => true), sleep(5000).then(() => false)]);
    if (!killed) {
      this.child.kill('SIGKILL');
      await this.exitPromise;
    }
  }

  /** Synchronous last resort for process exit and signals. */
  killNow() {
    if (!this.exited && this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/** Waits for the first 200 from /health; `timeoutMs` longer than the default where the start is not timed. */
export async function waitForHealth(server, baseUrl, timeoutMs = START_TIMEOUT_MS) {
  const deadline = server.spawnedAt + timeoutMs;
  while (performance.now() < deadline) {
    if (server.exited) {
      throw new Error(`the server exited during start-up (${JSON.stringify(server.exited)}):\n${server.tail()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - server.spawnedAt;
    } catch {
      // not listening yet
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`no 200 from /health within ${timeoutMs} ms:\n${server.tail()}`);
}

export function makeApi(baseUrl, token) {
  return async (method, urlPath, body) => {
    const response = await fetch(baseUrl + urlPath, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
}

export function readMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => {
      const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
      return match ? Number(match[1]) : null;
    };
    const mb = (value) => (value === null ? null : Math.round((value / 1024) * 10) / 10);
    return { rssMB: mb(kb('VmRSS')), peakRssMB: mb(kb('VmHWM')) };
  } catch {
    return { rssMB: null, peakRssMB: null }; // no /proc (not Linux)
  }
}

/** The value at percentile `p` of ascending `sorted` (null for none). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const tenths = (value) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);

/** p50, p99 and max of latencies in ms, to a tenth of a millisecond. */
export function latencySummary(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: tenths(percentile(sorted, 50)),
    p99: tenths(percentile(sorted, 99)),
    max: tenths(sorted.length ? sorted[sorted.length - 1] : null),
  };
}
