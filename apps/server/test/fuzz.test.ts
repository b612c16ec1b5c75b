import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readOperations, type Operation } from './fuzz/openapi.js';
import { Fuzzer, type OperationResult, type RunOptions } from './fuzz/runner.js';
import { createTestApp, demoAdmin, demoEditor, demoViewer, engine, otherSchoolAdmin } from './helper.js';

/*
 * Property-based fuzzing of every operation of the server's own OpenAPI document (/docs/json):
 * requests generated with fast-check from the documented schemas of the path, query and body, and
 * the same broken in one place (wrong types, missing or extra fields, odd strings, poisonous keys,
 * bodies of the wrong kind), sent as the demo school's admin, editor and viewer, another school's
 * admin, nobody, and a forged token. Every answer must be below 500; a 2xx must be documented and
 * match its documented schema; a 4xx must be an error body {statusCode, error, message}; a secured
 * operation never answers 2xx without a session, nor a VIEWER's write (outside its own account).
 *
 * Bounded: FUZZ_RUNS requests per operation (fewer on PostgreSQL, and a third of them for
 * operations without inputs), each operation stopped after FUZZ_OP_TIME_LIMIT_MS, and the whole
 * pass after about FUZZ_TIME_BUDGET_MS (a loaded machine runs fewer requests, never longer). Reproducible:
 * the seed is fixed unless FUZZ_SEED says otherwise, and each operation's seed derives from it and
 * the operation's name. A failure prints the operation, the request and the answer (and the
 * server's error log lines); FUZZ_OPS=<regex> runs only the matching operations, FUZZ_SHRINK=1
 * shrinks a failing request first.
 */

const envNumber = (name: string, fallback: number) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not ${value}`);
  return parsed;
};

const SEED = envNumber('FUZZ_SEED', 20_261_125);
// About a minute on an idle 2-core machine (a request costs ~1 ms on SQLite, ~1.5 ms on PostgreSQL);
// on a busy one the time budget stops it first.
const RUNS = envNumber('FUZZ_RUNS', engine === 'postgres' ? 400 : 800);
const OP_TIME_LIMIT_MS = envNumber('FUZZ_OP_TIME_LIMIT_MS', 12_000);
const TIME_BUDGET_MS = envNumber('FUZZ_TIME_BUDGET_MS', 150_000);
const SHRINK = process.env.FUZZ_SHRINK === '1';
const ONLY = process.env.FUZZ_OPS ? new RegExp(process.env.FUZZ_OPS) : null;
/** FUZZ_VERBOSE=1 adds each operation's statuses and commonest error messages to the summary. */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
/** A whole run that collapses into 401s and 404s (a lost session, ids nobody has) tests little. */
const MIN_HANDLER_SHARE = 0.6;

/** FNV-1a: the operation's own seed, stable when operations are added or removed. */
function seedOf(key: string) {
  let hash = 0x811c9dc5 ^ SEED;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

const reproduce = (op: Operation) =>
  `reproduce: FUZZ_SEED=${SEED} npx vitest run --root apps/server test/fuzz.test.ts -t '${op.key}'` +
  ` (the request above, sent to a fresh demo app with app.inject, usually suffices)`;

// ---- the self-test: routes of this app alone, broken on purpose, that the fuzzer must catch ----

const SELF_TEST = '/fuzz-self-test';
const selfTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${SELF_TEST}/crash/:id`,
    {
      schema: {
        tags: ['fuzz self-test'],
        params: z.object({ id: z.coerce.number().int() }),
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    async (request) => {
      // A bug that needs an unusual input: ids past 1000.
      if (request.params.id > 1000) throw new Error('fuzz self-test: an unexpected error');
      return { id: request.params.id };
    },
  );
  app.get(
    `${SELF_TEST}/open`,
    {
      // Public by mistake: the document (no `security: []`) says it needs a session.
      config: { public: true },
      schema: { tags: ['fuzz self-test'], response: { 200: z.object({ secret: z.string() }) } },
    },
    async () => ({ secret: 'the pupils’ marks' }),
  );
  app.post(
    `${SELF_TEST}/lie`,
    {
      schema: {
        tags: ['fuzz self-test'],
        body: z.object({ name: z.string().min(1).max(50) }),
        response: { 201: z.object({ id: z.number().int(), name: z.string() }) },
      },
    },
    async (request, reply) => {
      // Written by hand past the serializer, with the id as a string: not what the document says.
      const id = request.body.name.length > 3 ? '"7"' : '7';
      const text = `{"id":${id},"name":${JSON.stringify(request.body.name)}}`;
      return reply
        .code(201)
        .type('application/json')
        .send(text as unknown as { id: number; name: string });
    },
  );
};

// ---- the app and its document ---------------------------------------------------------------

const t = await createTestApp({ extraAreas: [{ name: 'fuzz-self-test', routes: selfTestRoutes }] });
afterAll(() => t.close());
const documentResponse = await t.app.inject({ method: 'GET', url: '/docs/json' });
if (documentResponse.statusCode !== 200) throw new Error(`/docs/json answered ${documentResponse.statusCode}`);
const allOperations = readOperations(documentResponse.json());
const selfTest = allOperations.filter((op) => op.path.startsWith(SELF_TEST));
// Deletes last, so the rows they remove were there for every other operation first; links
// (/blogs/{blogId}/topics/{topicId}) before the rows they link.
const depth = (op: Operation) => op.path.split('/').length;
const operations = allOperations
  .filter((op) => !op.path.startsWith(SELF_TEST) && (!ONLY || ONLY.test(op.key)))
  .sort(
    (a, b) =>
      Number(a.method === 'DELETE') - Number(b.method === 'DELETE') ||
      (a.method === 'DELETE' ? depth(b) - depth(a) : 0),
  );

const fuzzer = new Fuzzer(t.app, allOperations, t.logs);
await fuzzer.addActors({
  admin: demoAdmin,
  editor: demoEditor,
  viewer: demoViewer,
  other: otherSchoolAdmin,
});
await fuzzer.discover();

const hasInputs = (op: Operation) => op.parameters.length > 0 || op.body !== null || op.method !== 'GET';
let deadline = 0;
/** An operation's share of the time left (three times its even share, so slow ones can use what fast ones leave). */
function timeLimitFor(op: Operation) {
  deadline ||= Date.now() + TIME_BUDGET_MS;
  const left = operations.length - operations.indexOf(op);
  return Math.max(1_000, Math.min(OP_TIME_LIMIT_MS, Math.floor(((deadline - Date.now()) / left) * 3)));
}
const optionsFor = (op: Operation): RunOptions => ({
  runs: hasInputs(op) ? RUNS : Math.ceil(RUNS / 3),
  seed: seedOf(op.key),
  timeLimitMs: timeLimitFor(op),
  shrink: SHRINK,
});
const results: OperationResult[] = [];

describe('the fuzzer', () => {
  it('reads every operation of the document', () => {
    expect(allOperations.length).toBeGreaterThan(60);
    for (const op of allOperations) expect(op.responses.size, op.key).toBeGreaterThan(0);
  });

  it('catches a 500, an answer that breaks its documented schema and a route open to anyone, and prints the request', async () => {
    const crash = selfTest.find((op) => op.path.includes('/crash/'))!;
    const crashed = await fuzzer.fuzz(crash, { runs: 200, seed: SEED, shrink: false });
    expect(crashed.failure).toMatch(/^GET \/fuzz-self-test\/crash\/\{id\}: the server answered 500/);
    expect(crashed.failure).toMatch(
      /request \(as the (admin|editor|viewer|other)\): GET \/fuzz-self-test\/crash\/\d{4,}/,
    );
    expect(crashed.failure).toContain('response: 500');
    expect(crashed.failure).toContain('fuzz self-test: an unexpected error');

    const lie = selfTest.find((op) => op.method === 'POST')!;
    const lied = await fuzzer.fuzz(lie, { runs: 200, seed: SEED, shrink: false });
    expect(lied.failure).toMatch(/^POST \/fuzz-self-test\/lie: the answer does not match the documented 201 schema/);
    expect(lied.failure).toContain('/id must be integer');
    expect(lied.failure).toMatch(/body: \{"name":/);

    const open = selfTest.find((op) => op.path.endsWith('/open'))!;
    const opened = await fuzzer.fuzz(open, { runs: 200, seed: SEED, shrink: false });
    expect(opened.failure).toMatch(
      /^GET \/fuzz-self-test\/open: a secured operation answered 200 without a valid session/,
    );
    expect(opened.failure).toMatch(/request \(as the (anonymous|forged)\)/);
    if (VERBOSE) {
      console.log(
        `the self-test's failures, as a run prints them:\n${[crashed, lied, opened].map((r) => r.failure).join('\n\n')}`,
      );
    }
  });
});

describe.skipIf(RUNS === 0)(`fuzzing every operation (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS}, ${engine})`, () => {
  for (const op of operations) {
    it(op.key, async () => {
      const result = await fuzzer.fuzz(op, optionsFor(op));
      results.push(result);
      if (result.failure) throw new Error(`${result.failure}\n${reproduce(op)}`);
    });
  }

  it('reaches the handlers with most requests', () => {
    const total = results.reduce((sum, result) => sum + result.requests, 0);
    const statuses = new Map<number, number>();
    for (const result of results)
      for (const [status, n] of result.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
    const count = (wanted: (status: number) => boolean) =>
      [...statuses].filter(([status]) => wanted(status)).reduce((sum, [, n]) => sum + n, 0);
    const reached = count((status) => status !== 401 && status !== 404);
    const succeeded = count((status) => status >= 200 && status < 300);
    const neverSucceeded = results.filter((result) =>
      [...result.statuses.keys()].every((status) => status < 200 || status >= 300),
    );
    const lines = [
      `fuzz: ${results.length} operations, ${total} requests in ${results.reduce((sum, r) => sum + r.ms, 0)} ms ` +
        `(seed ${SEED}, ${RUNS} runs per operation, ${engine})`,
      `  reached a handler (not 401/404): ${reached} (${percent(reached, total)}); 2xx: ${succeeded} (${percent(succeeded, total)})`,
      `  statuses: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
      ...results
        .filter((result) => result.interrupted)
        .map((result) => `  stopped by the time limit: ${result.operation} after ${result.requests} requests`),
      `  never answered 2xx: ${neverSucceeded.map((result) => result.operation).join(', ') || 'none'}`,
    ];
    if (VERBOSE) {
      for (const result of results) {
        const top = [...(fuzzer.messages.get(result.operation) ?? [])].sort(([, a], [, b]) => b - a).slice(0, 4);
        lines.push(
          `  ${result.operation}: ${[...result.statuses].map(([status, n]) => `${status}×${n}`).join(' ')} in ${result.ms} ms`,
          ...top.map(([message, n]) => `      ${n}× ${message}`),
        );
      }
    }
    console.log(lines.join('\n'));
    // (A run of a few operations, FUZZ_OPS, may be all 401s by design: the share is for the whole run.)
    if (!ONLY) expect(reached / Math.max(total, 1), lines.join('\n')).toBeGreaterThanOrEqual(MIN_HANDLER_SHARE);
  });
});

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
