// Shared capacity benchmark (issue 25): what one school's heavy or careless requests cost every other
// school. `npm run bench:capacity [-- --only TEXT]` (needs a built server: npm run build); `--only` runs
// the attacks whose name contains TEXT.
//
// It starts the built server (as bench/run.mjs does: a child with npm start's flags, a fresh SQLite
// DATA_DIR, the demo school seeded), then measures an idle run and four attacks, each with /health
// asked one request after another the whole time and the server's RSS read every 100 ms from
// /proc/<pid>/status:
//   idle         nothing else running;
//   documents    an EDITOR posts 50 blocks × 4,900 entries (a 737 KB bell schedule), 4 at once, 3 rounds;
//   big pixels   a VIEWER uploads eight 7000 × 7000 progressive JPEGs (EXIF orientation 6) as avatars at once;
//   fair images  website B uploads six animated GIFs (12 frames of 2000 × 2000) while website A uploads a
//                PNG of about 100 bytes: A's upload time is reported;
//   big files    ten 45 MB MP4 files uploaded to the media library at once.
// Each attack's /health p99 and max and its peak RSS are printed as a ratio to the idle run's, with
// the RSS five seconds after it ended. Written to bench/results/capacity.json as well.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import {
  DEMO_SIGNIN,
  RESULTS_DIR,
  ServerChild,
  checkBuild,
  freePort,
  latencySummary,
  makeApi,
  readMemory,
  waitForHealth,
} from './support.mjs';

const sharp = createRequire(import.meta.url)('sharp');

const IDLE_SECONDS = 5;
const SETTLE_SECONDS = 5;
const RSS_SAMPLE_MS = 100;
const HEALTH_TIMEOUT_MS = 30_000;
const MB = 1024 * 1024;

/**
 * /health asked one request after another until `stop()`; each answer's time in ms. It runs on a
 * worker thread of its own: the attacks' requests (hundreds of MB of bodies) keep this thread busy,
 * and the time a health answer waited for it would be counted against the server.
 */
function healthLoop(baseUrl) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const { performance } = require('node:perf_hooks');
    let running = true;
    const latencies = [];
    let failures = 0;
    parentPort.once('message', () => (running = false));
    (async () => {
      while (running) {
        const started = performance.now();
        try {
          const response = await fetch(workerData.url, { signal: AbortSignal.timeout(workerData.timeoutMs) });
          await response.arrayBuffer();
          if (response.status !== 200) failures++;
        } catch {
          failures++;
        }
        latencies.push(performance.now() - started);
      }
      parentPort.postMessage({ latencies, failures });
    })();
    `,
    { eval: true, workerData: { url: `${baseUrl}/health`, timeoutMs: HEALTH_TIMEOUT_MS } },
  );
  const done = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const { latencies, failures } = await done;
      await worker.terminate();
      return { ...latencySummary(latencies), requests: latencies.length, failures };
    },
  };
}

/** The server's RSS every 100 ms until `stop()`: its peak. */
function rssLoop(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, readMemory(pid).rssMB ?? 0);
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, readMemory(pid).rssMB ?? 0);
    },
  };
}

/** Runs `attack` with /health and the RSS watched; the RSS again after SETTLE_SECONDS. */
async function measured(name, ctx, attack) {
  process.stdout.write(`${name} ... `);
  const rssBefore = readMemory(ctx.pid).rssMB;
  const health = healthLoop(ctx.baseUrl);
  const rss = rssLoop(ctx.pid);
  const started = performance.now();
  const outcome = (await attack()) ?? {};
  const durationMs = Math.round(performance.now() - started);
  const healthSummary = await health.stop();
  const peakRssMB = rss.stop();
  await sleep(SETTLE_SECONDS * 1000);
  const result = { name, durationMs, health: healthSummary, rssBeforeMB: rssBefore, peakRssMB, ...outcome };
  result.rssAfterMB = readMemory(ctx.pid).rssMB;
  console.log(
    `${durationMs} ms, /health p99 ${healthSummary.p99} ms max ${healthSummary.max} ms, RSS peak ${peakRssMB} MB after ${result.rssAfterMB} MB`,
  );
  return result;
}

/** What each answer's status was, counted: `{400: 12}`. */
const countStatuses = (statuses) =>
  statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** A POST with the bearer `token`: its status (or the socket's error) and how long its whole answer took. */
async function send(baseUrl, urlPath, token, { headers = {}, body }) {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + urlPath, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers },
      body,
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { status: error.cause?.code ?? error.name, ms: performance.now() - started };
  }
}

function upload(baseUrl, token, urlPath, file, fields = {}, fileField = 'file') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, new Blob([file.bytes], { type: file.mime }), file.name);
  return send(baseUrl, urlPath, token, { body: form });
}

/** A user of the signed-in admin's website with `roles` (the server adds VIEWER), signed in. */
async function userWith(ctx, roles) {
  const username = `capacity-${roles.join('-').toLowerCase() || 'viewer'}-${Date.now()}@school.example`;
  const password = 'capacity-bench';
  const user = await ctx.api('POST', '/ums/cms/cuc/users', {
    username,
    password,
    firstName: 'Capacity',
    lastName: 'Bench',
    status: 'ACTIVE',
  });
  if (roles.length) {
    const all = await ctx.api('GET', '/ums/cms/curc/cms-user-roles');
    for (const name of roles) {
      await ctx.api('POST', `/ums/cms/cuc/users/${user.id}/roles/${all.find((role) => role.name === name).id}`);
    }
  }
  return (await makeApi(ctx.baseUrl)('POST', '/ams/cms/auth/signin', { username, password, assetOwnerId: 0 })).token;
}

/** A bell schedule far over any real one: 50 blocks of 4,900 empty entries (about 737 KB). */
function hugeSchedule(round, copy) {
  const blockEntries = Array.from({ length: 4900 }, () => ({}));
  return {
    title: `Capacity ${round}-${copy}`,
    description: '',
    blocks: Array.from({ length: 50 }, (_, b) => ({ title: `Block ${b + 1}`, description: '', blockEntries })),
  };
}

async function documents(ctx) {
  const token = await userWith(ctx, ['EDITOR']);
  const statuses = [];
  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all(
      [0, 1, 2, 3].map((copy) =>
        send(ctx.baseUrl, '/misc/cms/bsac/bell-schedules', token, {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(hugeSchedule(round, copy)),
        }),
      ),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  return { statuses: countStatuses(statuses) };
}

async function bigPixels(ctx) {
  const token = await userWith(ctx, []);
  const bytes = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#88aabb' } })
    .jpeg({ progressive: true, quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const file = { bytes, mime: 'image/jpeg', name: 'portrait.jpg' };
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => upload(ctx.baseUrl, token, '/users/me/avatar', file, {}, 'avatar')),
  );
  return { fileKB: Math.round(bytes.length / 1024), statuses: countStatuses(answers.map((answer) => answer.status)) };
}

async function fairImages(ctx) {
  const website = await ctx.api('POST', '/websites', {
    name: `Capacity B ${Date.now()}`,
    adminUrl: `admin.capacity-b-${Date.now()}.example`,
  });
  const { token: tokenB } = await makeApi(ctx.baseUrl)('POST', '/ams/cms/auth/signin', {
    ...DEMO_SIGNIN,
    assetOwnerId: website.id,
  });
  const frames = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      sharp({ create: { width: 2000, height: 2000, channels: 3, background: { r: i * 20, g: 90, b: 200 - i * 10 } } })
        .png()
        .toBuffer(),
    ),
  );
  const gif = {
    bytes: await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer(),
    mime: 'image/gif',
    name: 'a.gif',
  };
  const png = {
    bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
    mime: 'image/png',
    name: 'small.png',
  };
  const heavy = Array.from({ length: 6 }, (_, i) =>
    upload(ctx.baseUrl, tokenB, '/misc/cms/mdac/media/upload', gif, { title: `Animation ${i + 1}` }),
  );
  // B's animations are sent and being decoded before A's small picture is.
  await sleep(1000);
  const small = await upload(ctx.baseUrl, ctx.token, '/misc/cms/mdac/media/upload', png, { title: 'Small' });
  const answers = await Promise.all(heavy);
  return {
    gifKB: Math.round(gif.bytes.length / 1024),
    pngBytes: png.bytes.length,
    smallUploadMs: Math.round(small.ms),
    smallStatus: small.status,
    statuses: countStatuses(answers.map((answer) => answer.status)),
  };
}

/** An MP4 of `size` bytes: an `ftyp` box and one `mdat` box of zeros. */
function mp4Of(size) {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write('isommp41', 16, 'latin1');
  bytes.writeUInt32BE(size - 24, 24);
  bytes.write('mdat', 28, 'latin1');
  return bytes;
}

async function bigFiles(ctx) {
  const file = { bytes: mp4Of(45 * MB), mime: 'video/mp4', name: 'assembly.mp4' };
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      upload(ctx.baseUrl, ctx.token, '/misc/cms/mdac/media/upload', file, { title: `Assembly ${i + 1}` }),
    ),
  );
  return { statuses: countStatuses(answers.map((answer) => answer.status)) };
}

const ratio = (value, base) => (value && base ? Math.round((value / base) * 100) / 100 : null);

async function main() {
  // `--only TEXT`: only the attacks whose name contains TEXT.
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
  checkBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cms-capacity-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = ServerChild.project(port, dataDir, 'warn');
  process.once('exit', () => {
    server.killNow();
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    await waitForHealth(server, baseUrl);
    const { token } = await makeApi(baseUrl)('POST', '/ams/cms/auth/signin', DEMO_SIGNIN);
    const ctx = { baseUrl, token, api: makeApi(baseUrl, token), pid: server.pid };
    console.log(`server pid ${server.pid} on ${baseUrl}, load average ${os.loadavg()[0].toFixed(2)}`);
    const idle = await measured('idle', ctx, () => sleep(IDLE_SECONDS * 1000));
    const attacks = [];
    for (const [name, attack] of [
      ['documents', documents],
      ['big pixels', bigPixels],
      ['fair images', fairImages],
      ['big files', bigFiles],
    ].filter(([name]) => name.includes(only))) {
      attacks.push(await measured(name, ctx, () => attack(ctx)));
    }
    console.log('\nattack        /health p99 (× idle)   /health max (× idle)   RSS peak (× idle)   RSS after (× idle)');
    for (const run of attacks) {
      const cell = (value, base, unit) => `${value} ${unit} (${ratio(value, base)}×)`.padEnd(23);
      console.log(
        `${run.name.padEnd(14)}${cell(run.health.p99, idle.health.p99, 'ms')}${cell(run.health.max, idle.health.max, 'ms')}` +
          `${cell(run.peakRssMB, idle.peakRssMB, 'MB')}${cell(run.rssAfterMB, idle.peakRssMB, 'MB')}`,
      );
    }
    const fair = attacks.find((run) => run.name === 'fair images');
    if (fair)
      console.log(
        `\nwebsite A's ${fair.pngBytes}-byte PNG beside B's six GIFs: ${fair.smallUploadMs} ms (${fair.smallStatus})`,
      );
    for (const run of attacks) console.log(`${run.name}: answers ${JSON.stringify(run.statuses)}`);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      path.join(RESULTS_DIR, 'capacity.json'),
      `${JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), idle, attacks }, null, 2)}\n`,
    );
  } catch (error) {
    console.error(`\n${error.stack}\nthe server's log:\n${server.tail(40)}`);
    process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
