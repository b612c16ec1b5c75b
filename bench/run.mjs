// API load benchmark (docs/design.md §8). `npm run bench [-- --duration 10 --connections 10]`
//
// Builds nothing itself: it runs the already built server (apps/server/dist/main.js) and stops with
// "run npm run build first" when that file is missing (and warns when it is older than the sources).
// Typical use: `npm run build -w apps/server && npm run bench`.
//
// What it does:
//   1. starts `node apps/server/dist/main.js` as a child on a free port with a fresh temporary
//      DATA_DIR (SQLite default, demo school seeded on start) at npm start's log level (info), its
//      log in a file there; adds the news rows; starts the bare server (bench/bare-server.mjs) on
//      a copy of that database;
//   2. cold start = time from spawn to the first 200 from GET /health (polled every 10 ms);
//   3. signs in once for a bearer token;
//   4. runs every entry of SCENARIOS with autocannon: a 2 s warm-up, then a measured run of
//      --duration seconds at --connections (10), and the same on the bare server for the entries it
//      answers (alternating: project, bare, next scenario), then a latency pass at
//      --latency-connections (50); prints project ÷ bare and each deep page ÷ the first page;
//   5. reads the server's RSS (VmRSS, and peak VmHWM) from /proc/<pid>/status after the load;
//   6. prints a table and writes the same to bench/results/latest.json;
//   7. exits 1 when any run saw a 5xx, a socket error or timeout, or no 2xx at all; always stops the
//      server child and removes its temporary data folder.
//
// Budgets are benchmarks, not tests: missing one is reported but does not change the exit code.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const BARE_MAIN = path.join(ROOT, 'bench/bare-server.mjs');
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const WARMUP_SECONDS = 2;

/**
 * The Node.js flags of `npm start` (the root package.json's start script), so that the bench
 * measures the server as a school runs it: its memory settings are part of what is measured.
 */
const START_FLAGS = (() => {
  const script = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const match = /\bnode((?:\s+--\S+)*)\s+apps\/server\/dist\/main\.js\b/.exec(script);
  if (!match) throw new Error(`the start script does not run apps/server/dist/main.js with node: ${script}`);
  return match[1].trim().split(/\s+/).filter(Boolean);
})();
const HEALTH_POLL_MS = 10;
const START_TIMEOUT_MS = 30_000;

const DEMO_SIGNIN = { username: 'admin@school.example', password: 'riverside-admin', assetOwnerId: 0 };
// Sign-in, forgot and reset password share 100 requests per IP per minute (docs/design.md §5). The bench's
// own token sign-in uses one; the sign-in scenario's warm-up and measured run share the rest, minus one
// spare, so the server never answers 429 and every number below is a real argon2 sign-in.
const SIGNIN_IP_BUDGET = 100 - 1 - 1;

/**
 * The benchmarked calls. Each entry:
 *   name      label in the table
 *   method    HTTP method
 *   path      path and query, e.g. '/ums/cms/cuc/users?page=0&size=10'
 *   body?     JSON body (object), sent with content-type application/json
 *   setup?    async (ctx) => overrides; ctx = {baseUrl, token, api(method, path, body?)} where api
 *             answers the parsed JSON and throws on a non-2xx. It runs once before the warm-up and may
 *             return {path?, body?, headers?, requests?} (requests: autocannon's per-request array,
 *             e.g. to give every create a unique title). Use it to create the row a "get by id" reads.
 *   public?   true: no Authorization header (sign-in)
 *   kind?     'list' | 'get' | 'create': which docs/design.md §8 budget the row is compared with
 *   maxRequests?  bound warm-up + measured to this many requests (rate-limited calls); the measured run
 *             then ignores --duration and the scenario has no latency pass
 *   bare?     true: the bare server (bench/bare-server.mjs) answers the same request, without the
 *             token, right after the project's run; the table shows project ÷ bare (issue 9)
 *   deepOf?   the name of the first-page scenario this deep page is compared with (≥ RATIOS.deep)
 *   site?     true: a page of the public site (docs/design.md §10); the bare server answers its path with the
 *             very bytes the project answered it with before the runs (fetched once, held in memory)
 *   refused?  the status every answer must have (a body the server refuses); it then counts as the
 *             scenario's success instead of a 2xx, and a 2xx is a problem
 *
 * The news rows are the docs/design.md §8 setting (demo school plus --seed-news rows); blogs are compared
 * with the same budgets. The users rows carry no budget.
 */
const SCENARIOS = [
  {
    name: 'sign-in',
    method: 'POST',
    path: '/ams/cms/auth/signin',
    body: DEMO_SIGNIN,
    public: true,
    maxRequests: SIGNIN_IP_BUDGET,
  },
  { name: 'users list page', method: 'GET', path: '/ums/cms/cuc/users?page=0&size=10' },
  { name: 'user by id', method: 'GET', path: '/ums/cms/cuc/users/1' },
  { name: 'news list page', method: 'GET', path: '/nms/cms/nac/news?page=0&size=10', kind: 'list', bare: true },
  {
    name: 'news list offset 5,000',
    method: 'GET',
    path: '/nms/cms/nac/news?page=500&size=10',
    kind: 'list',
    bare: true,
    deepOf: 'news list page',
  },
  {
    name: 'news list offset 90,000',
    method: 'GET',
    path: '/nms/cms/nac/news?page=9000&size=10',
    kind: 'list',
    bare: true,
    deepOf: 'news list page',
  },
  {
    name: 'news ACTIVE offset 5,000',
    method: 'GET',
    path: '/nms/cms/nac/news?page=500&size=10&status=ACTIVE',
    kind: 'list',
    bare: true,
  },
  { name: 'news by id', method: 'GET', path: '/nms/cms/nac/news/1', kind: 'get', bare: true },
  {
    name: 'news create',
    method: 'POST',
    path: '/nms/cms/nac/news',
    body: {
      title: 'Bench news',
      summary: 'Written by the benchmark',
      content: '<p>Benchmark content</p>',
      status: 'DRAFT',
    },
    kind: 'create',
    bare: true,
  },
  { name: 'blogs list page', method: 'GET', path: '/bms/cms/bac/blogs?page=0&size=10', kind: 'list' },
  { name: 'blog by id', method: 'GET', path: '/bms/cms/bac/blogs/1', kind: 'get' },
  {
    name: 'blog create',
    method: 'POST',
    path: '/bms/cms/bac/blogs',
    body: {
      title: 'Bench blog',
      summary: 'Written by the benchmark',
      description: '<p>Benchmark</p>',
      status: 'DRAFT',
    },
    kind: 'create',
  },
  // The public site, rendered and served on every request (no page cache yet): the demo school's home
  // page (alerts, carousel, news, blogs, notices, spotlight, poll) and a news item's page.
  { name: 'site home page', method: 'GET', path: '/site/', public: true, site: true, kind: 'page', bare: true },
  { name: 'site news page', method: 'GET', path: '/site/news/1', public: true, site: true, kind: 'page', bare: true },
  {
    // 180 KB of nested tags, as an attacker sends them: refused at the first tag too deep (issue 9).
    // Its time is measured here and not in a test, where it would depend on the machine (issue 22).
    name: 'news create, 180 KB nested tags',
    method: 'POST',
    path: '/nms/cms/nac/news',
    body: {
      title: 'Bench nested tags',
      summary: 'Refused by the depth limit',
      content: '<div>'.repeat(36_000),
      status: 'DRAFT',
    },
    refused: 400,
  },
];

// docs/design.md §8, written for news on the demo school plus 100,000 news rows, SQLite, 2 cores. Until the
// news area exists the users endpoints are compared with them as a stand-in ("ref").
const BUDGETS = {
  coldStartMs: 1000,
  rssMB: 200,
  throughput: { connections: 10, list: 2900, get: 9000, create: 3200 }, // 2xx req/s, at least
  latency: { connections: 50, list: 15, get: 10, create: 20, page: 10 }, // p99 ms, at most
};

// The project's throughput as a share of the bare server's in the same run (issue 9), by kind; a
// deep page's as a share of the first page's.
// A site page's is docs/design.md §10's for a cached page (the site caches none yet).
const RATIOS = { list: 0.9, get: 0.6, create: 0.7, deep: 0.8, page: 0.8 };

const USAGE = `Usage: node bench/run.mjs [options]   (npm run bench -- [options])

  --duration N              measured seconds per run (default 10; warm-up is ${WARMUP_SECONDS} s)
  --connections N           connections for the throughput pass (default 10)
  --latency-connections N   connections for the latency pass (default 50; 0 skips it)
  --seed-news N             news rows added to the demo school before the runs (default 100000)
  --log-level L             the project server's LOG_LEVEL (default info, as npm start)
  --only TEXT               run only the scenarios whose name contains TEXT (e.g. "news")
  --cpu-prof DIR            write a V8 CPU profile of the project's server (the measured runs) to DIR
  --help                    this text

Needs a built server: npm run build -w apps/server`;

function parseOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '10' },
        'latency-connections': { type: 'string', default: '50' },
        'seed-news': { type: 'string', default: '100000' },
        'log-level': { type: 'string', default: 'info' },
        only: { type: 'string', default: '' },
        'cpu-prof': { type: 'string', default: '' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail(`${error.message}\n\n${USAGE}`, 2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const whole = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) fail(`--${name} must be a whole number ≥ ${min}`, 2);
    return value;
  };
  return {
    seedNews: whole('seed-news', 0),
    duration: whole('duration', 1),
    connections: whole('connections', 1),
    latencyConnections: whole('latency-connections', 0),
    logLevel: values['log-level'],
    only: values.only,
    cpuProf: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : '',
  };
}

function fail(message, code = 1) {
  console.error(`bench: ${message}`);
  process.exit(code);
}

function checkBuild() {
  if (!existsSync(SERVER_MAIN)) {
    fail(`${path.relative(ROOT, SERVER_MAIN)} is missing: run npm run build first (npm run build -w apps/server).`);
  }
  const built = statSync(SERVER_MAIN).mtimeMs;
  const newest = Math.max(
    newestMtime(path.join(ROOT, 'apps/server/src')),
    newestMtime(path.join(ROOT, 'packages/contract/src')),
  );
  if (newest > built) {
    console.warn('bench: warning: apps/server/dist is older than its sources; run npm run build -w apps/server');
  }
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function freePort() {
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
class ServerChild {
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
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: logLevel };
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

/** Adds `count` news rows to the demo school straight into the stopped server's SQLite file. */
function seedNewsRows(file, count) {
  if (count === 0) return 0;
  const started = performance.now();
  const sqlite = new (createRequire(import.meta.url)('better-sqlite3'))(file);
  const insert = sqlite.prepare(
    `insert into news (website_id, title, summary, content, creator_name, img_url, status, show_on_home_page,
       published_at, created_at, updated_at, created_by, updated_by)
     values (1, ?, ?, ?, 'Bench', null, ?, 0, ?, ?, ?, 1, 1)`,
  );
  const statuses = ['ACTIVE', 'DRAFT', 'INACTIVE'];
  const day = 24 * 60 * 60 * 1000;
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(Date.UTC(2020, 0, 1) + (i % 2000) * day).toISOString();
      const status = statuses[i % 3];
      insert.run(
        `News item ${i}`,
        `Summary of news item ${i}`,
        `<p>Body of news item ${i}.</p>`,
        status,
        status === 'ACTIVE' ? at : null,
        at,
        at,
      );
    }
  })();
  sqlite.close();
  return Math.round(performance.now() - started);
}

async function waitForHealth(server, baseUrl) {
  const deadline = server.spawnedAt + START_TIMEOUT_MS;
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
  throw new Error(`no 200 from /health within ${START_TIMEOUT_MS} ms:\n${server.tail()}`);
}

function makeApi(baseUrl, token) {
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

function readMemory(pid) {
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

async function runAutocannon(target, { connections, duration, amount }) {
  const options = {
    url: target.baseUrl + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections: amount ? Math.min(connections, amount) : connections,
    pipelining: 1,
    timeout: 10,
    ...(amount ? { amount } : { duration }),
  };
  const result = await autocannon(options);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  return {
    connections: options.connections,
    requests: result.requests.total,
    durationS: result.duration,
    rps2xx: result.duration > 0 ? Math.round(result['2xx'] / result.duration) : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    count2xx: result['2xx'],
    non2xx: result.non2xx,
    count5xx: result['5xx'],
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function prepareTarget(scenario, ctx) {
  const overrides = scenario.setup ? ((await scenario.setup(ctx)) ?? {}) : {};
  const body = overrides.body ?? scenario.body;
  return {
    baseUrl: ctx.baseUrl,
    method: scenario.method,
    path: overrides.path ?? scenario.path,
    body: body === undefined ? undefined : JSON.stringify(body),
    requests: overrides.requests,
    headers: {
      ...(scenario.public ? {} : { authorization: `Bearer ${ctx.token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...overrides.headers,
    },
  };
}

function problemsOf(run, refused) {
  const problems = [];
  if (run.count5xx > 0) problems.push(`${run.count5xx} × 5xx`);
  if (run.errors > 0) problems.push(`${run.errors} socket errors`);
  if (run.timeouts > 0) problems.push(`${run.timeouts} timeouts`);
  if (refused) {
    if (run.count2xx > 0) problems.push(`${run.count2xx} × 2xx where ${refused} was due`);
    if (!run.statusCodes[refused]) problems.push(`no ${refused} response at all`);
  } else if (run.count2xx === 0) problems.push('no 2xx response at all');
  return problems;
}

function budgetOf(scenario, pass, connections) {
  if (!scenario.kind) return null;
  if (pass === 'throughput' && connections === BUDGETS.throughput.connections) {
    const atLeast = BUDGETS.throughput[scenario.kind];
    return atLeast === undefined ? null : { metric: 'rps2xx', atLeast };
  }
  if (pass === 'latency' && connections === BUDGETS.latency.connections) {
    const atMost = BUDGETS.latency[scenario.kind];
    return atMost === undefined ? null : { metric: 'p99', atMost };
  }
  return null;
}

function judge(budget, run) {
  if (!budget) return null;
  const value = run[budget.metric];
  return budget.atLeast !== undefined ? value >= budget.atLeast : value <= budget.atMost;
}

/** User + system CPU time of a process in ms, from /proc (null where there is none). */
function cpuTimeMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** The server's CPU time per answer during `run()`, in µs: less noisy than req/s on a shared machine. */
async function withCpu(pid, run) {
  const before = cpuTimeMs(pid);
  const result = await run();
  const after = cpuTimeMs(pid);
  const cpuUsPerRequest =
    before === null || after === null || result.requests === 0
      ? null
      : Math.round(((after - before) * 1000) / result.requests);
  return { ...result, cpuUsPerRequest };
}

async function runScenario(scenario, ctx, options, pass, connections) {
  const target = await prepareTarget(scenario, ctx);
  let warmup;
  let measured;
  if (scenario.maxRequests) {
    const warmupAmount = Math.min(connections, 10);
    warmup = await runAutocannon(target, { connections, amount: warmupAmount });
    measured = await runAutocannon(target, { connections, amount: scenario.maxRequests - warmupAmount });
  } else {
    warmup = await runAutocannon(target, { connections, duration: WARMUP_SECONDS });
    measured = await withCpu(ctx.pid, () => runAutocannon(target, { connections, duration: options.duration }));
  }
  const budget = budgetOf(scenario, pass, connections);
  const problems = [
    ...problemsOf(measured, scenario.refused),
    ...problemsOf(warmup, scenario.refused).map((problem) => `warm-up: ${problem}`),
  ];
  let bare = null;
  if (scenario.bare && pass === 'throughput') {
    // The same request on the bare server, right after the project's run, without the token.
    const { authorization: _, ...headers } = target.headers;
    const bareTarget = { ...target, baseUrl: ctx.bareUrl, headers };
    const bareWarmup = await runAutocannon(bareTarget, { connections, duration: WARMUP_SECONDS });
    const bareRun = await withCpu(ctx.barePid, () =>
      runAutocannon(bareTarget, { connections, duration: options.duration }),
    );
    bare = {
      rps2xx: bareRun.rps2xx,
      p50: bareRun.p50,
      p99: bareRun.p99,
      requests: bareRun.requests,
      cpuUsPerRequest: bareRun.cpuUsPerRequest,
    };
    problems.push(...[...problemsOf(bareWarmup), ...problemsOf(bareRun)].map((problem) => `bare: ${problem}`));
  }
  return {
    name: scenario.name,
    pass,
    kind: scenario.kind,
    deepOf: scenario.deepOf,
    bounded: Boolean(scenario.maxRequests),
    ...measured,
    warmup: { requests: warmup.requests, non2xx: warmup.non2xx, statusCodes: warmup.statusCodes },
    budget,
    budgetMet: judge(budget, measured),
    bare,
    ratio: bare ? ratioOf(measured.rps2xx, bare.rps2xx, RATIOS[scenario.kind]) : null,
    problems,
  };
}

function ratioOf(value, base, atLeast) {
  const ratio = base > 0 ? Math.round((value / base) * 100) / 100 : 0;
  return { value: ratio, atLeast, met: ratio >= atLeast };
}

/** Each deep page's throughput as a share of its first page's, in the throughput pass. */
function deepRatios(runs) {
  const throughput = runs.filter((run) => run.pass === 'throughput');
  return throughput
    .filter((run) => run.deepOf)
    .map((run) => {
      const first = throughput.find((other) => other.name === run.deepOf);
      return { name: run.name, of: run.deepOf, ...ratioOf(run.rps2xx, first?.rps2xx ?? 0, RATIOS.deep) };
    });
}

function formatNon2xx(run) {
  const codes = Object.entries(run.statusCodes).filter(([code]) => !code.startsWith('2'));
  if (codes.length === 0) return '0';
  return `${run.non2xx} (${codes.map(([code, count]) => `${code}×${count}`).join(', ')})`;
}

function formatBudget(run) {
  if (!run.budget) return '';
  const verdict = run.budgetMet ? 'met' : 'MISSED';
  return run.budget.atLeast !== undefined
    ? `≥ ${run.budget.atLeast} r/s: ${verdict}`
    : `p99 ≤ ${run.budget.atMost} ms: ${verdict}`;
}

const orBlank = (value) => (value === null || value === undefined ? '' : String(value));

function printTable(report) {
  const header = [
    'scenario',
    'conns',
    'requests',
    'req/s (2xx)',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'CPU µs/req',
    'bare req/s',
    'bare CPU',
    '× bare',
    '§8 ref (news)',
  ];
  const rows = report.runs.map((run) => [
    run.name + (run.bounded ? ` (${run.requests} req)` : ''),
    String(run.connections),
    String(run.requests),
    String(run.rps2xx),
    String(run.p50),
    String(run.p99),
    formatNon2xx(run),
    String(run.errors + run.timeouts),
    orBlank(run.cpuUsPerRequest),
    run.bare ? String(run.bare.rps2xx) : '',
    orBlank(run.bare?.cpuUsPerRequest),
    run.ratio ? `${run.ratio.value.toFixed(2)} (≥ ${run.ratio.atLeast}: ${run.ratio.met ? 'met' : 'MISSED'})` : '',
    formatBudget(run),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 6 || column >= 11 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const deep of report.deepPages) {
    console.log(
      `${deep.name}: ${deep.value.toFixed(2)} × ${deep.of} — at least ${deep.atLeast}: ${deep.met ? 'met' : 'MISSED'}`,
    );
  }
  const cold = report.coldStartMs;
  const rss = report.memory.rssMB;
  console.log(
    `cold start: ${cold} ms (spawn → first 200 from /health, restart on the seeded database) — budget ≤ ${BUDGETS.coldStartMs} ms: ${cold <= BUDGETS.coldStartMs ? 'met' : 'MISSED'}`,
  );
  console.log(
    `first start: ${report.firstStartMs} ms (empty database: migrate + demo seed); ${report.options.seedNews} news rows added in ${report.seedMs} ms`,
  );
  console.log(
    rss === null
      ? 'RSS: not available (no /proc)'
      : `RSS after load: ${rss} MB (peak ${report.memory.peakRssMB} MB) — budget ≤ ${BUDGETS.rssMB} MB: ${rss <= BUDGETS.rssMB ? 'met' : 'MISSED'}`,
  );
  console.log(
    `machine: ${report.machine.cpus} × ${report.machine.cpuModel}, load average at start ${report.machine.loadAverageAtStart.join(' / ')}, node ${report.machine.node} ${report.machine.serverFlags.join(' ') || '(no flags)'}`,
  );
  console.log(
    'req/s counts 2xx answers only; p50/p99 cover every answer. "§8 ref" compares news and blogs with the news budgets.',
  );
  for (const run of report.runs.filter((item) => item.bounded)) {
    console.log(
      `${run.name}: bounded to ${run.warmup.requests} warm-up + ${run.requests} measured requests (after the bench's own sign-in) to stay under the 100/min per-IP limit; any 429 would show under non-2xx.`,
    );
  }
  console.log(`written: ${path.relative(ROOT, path.join(RESULTS_DIR, 'latest.json'))}`);
}

/** The site pages the bench asks for, as the project answers them now: the bare server answers the same bytes. */
async function sitePagesOf(baseUrl) {
  const pages = {};
  for (const scenario of SCENARIOS.filter(({ site }) => site)) {
    const response = await fetch(`${baseUrl}${scenario.path}`);
    if (response.status !== 200) throw new Error(`${scenario.path} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    pages[scenario.path] = { type: response.headers.get('content-type'), body: body.toString('base64') };
  }
  return pages;
}

async function main() {
  const options = parseOptions();
  checkBuild();

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cms-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const loadAverageAtStart = os.loadavg().map((value) => Math.round(value * 100) / 100);

  // First start: migrate and seed the demo school; then add the news rows with the server stopped and
  // measure the cold start of a restart on that database, as a school's server would start.
  const first = ServerChild.project(port, dataDir, options.logLevel);
  const firstStartMs = Math.round(await waitForHealth(first, baseUrl));
  await first.stop();
  const seedMs = seedNewsRows(path.join(dataDir, 'cms.sqlite'), options.seedNews);
  // The bare server reads and writes a copy of the same rows, so neither sees the other's creates.
  const bareFile = path.join(dataDir, 'bare.sqlite');
  copyFileSync(path.join(dataDir, 'cms.sqlite'), bareFile);
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const server = ServerChild.project(port, dataDir, options.logLevel, options.cpuProf);
  // Started once the project has answered the site's pages, whose bytes it serves.
  let bare = null;
  const cleanupSync = () => {
    server.killNow();
    bare?.killNow();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', cleanupSync);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`bench: ${signal}, stopping the server`);
      process.exit(130);
    });
  }

  const runs = [];
  let report;
  try {
    const coldStartMs = Math.round(await waitForHealth(server, baseUrl));
    console.log(`server pid ${server.pid} on ${baseUrl}, cold start ${coldStartMs} ms, LOG_LEVEL=${options.logLevel}`);
    const sitePages = path.join(dataDir, 'site-pages.json');
    writeFileSync(sitePages, JSON.stringify(await sitePagesOf(baseUrl)));
    bare = ServerChild.bare(barePort, bareFile, dataDir, sitePages);
    await waitForHealth(bare, bareUrl);
    console.log(`bare server pid ${bare.pid} on ${bareUrl}`);

    const { token } = await makeApi(baseUrl)('POST', '/ams/cms/auth/signin', DEMO_SIGNIN);
    const ctx = { baseUrl, bareUrl, token, api: makeApi(baseUrl, token), pid: server.pid, barePid: bare.pid };

    const passes = [['throughput', options.connections]];
    if (options.latencyConnections > 0) passes.push(['latency', options.latencyConnections]);
    for (const [pass, connections] of passes) {
      for (const scenario of SCENARIOS.filter(({ name, deepOf }) =>
        [name, deepOf].some((text) => text?.includes(options.only)),
      )) {
        // A request-bounded scenario (sign-in) has spent its rate budget in the first pass.
        if (pass === 'latency' && scenario.maxRequests) continue;
        process.stdout.write(`${pass} pass: ${scenario.name} @ ${connections} connections ... `);
        const run = await runScenario(scenario, ctx, options, pass, connections);
        const cpu = (value) => (value === null || value === undefined ? '' : `, ${value} µs CPU/req`);
        const versus = run.bare
          ? ` (bare ${run.bare.rps2xx} req/s${cpu(run.bare.cpuUsPerRequest)}: ${run.ratio.value.toFixed(2)}×)`
          : '';
        console.log(
          `${run.rps2xx} req/s${cpu(run.cpuUsPerRequest)}${versus}, p99 ${run.p99} ms${run.problems.length ? ` — ${run.problems.join('; ')}` : ''}`,
        );
        runs.push(run);
      }
    }

    const memory = readMemory(server.pid);
    if (server.exited) throw new Error(`the server exited during the runs (${JSON.stringify(server.exited)})`);
    report = {
      date: new Date().toISOString(),
      options,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        loadAverageAtStart,
        node: process.version,
        serverFlags: START_FLAGS,
        platform: `${os.platform()} ${os.release()}`,
      },
      database: `SQLite (fresh temp DATA_DIR, demo school seeded, plus ${options.seedNews} news rows)`,
      firstStartMs,
      seedMs,
      coldStartMs,
      memory,
      budgets: BUDGETS,
      runs,
      deepPages: deepRatios(runs),
      ok: runs.every((run) => run.problems.length === 0),
    };
  } catch (error) {
    console.error(`\nbench: ${error.message}`);
    if (server.hasOutput) console.error(`--- server output (last lines) ---\n${server.tail()}`);
    if (bare.hasOutput) console.error(`--- bare server output (last lines) ---\n${bare.tail()}`);
    await Promise.all([server.stop(), bare.stop()]);
    process.exit(1);
  }
  await Promise.all([server.stop(), bare.stop()]);

  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  printTable(report);

  if (!report.ok) {
    console.error('\nbench: FAILED — a run saw 5xx answers, socket errors/timeouts or no 2xx at all:');
    for (const run of runs.filter((item) => item.problems.length)) {
      console.error(`  ${run.name} @ ${run.connections}: ${run.problems.join('; ')}`);
    }
    if (server.hasOutput) console.error(`--- server output (last lines) ---\n${server.tail()}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exit(1);
});
