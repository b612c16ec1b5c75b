import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22: a test waits for what the user waits for, never for a fixed time, and measures no speed
 * (docs/architecture.md, Tests). The lint rule of eslint.config.js that keeps it so must fail these
 * lines in a test file, a test helper or a journey, and leave the product's own code alone.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function restrictions(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const SERVER_TEST = 'apps/server/test/example.test.ts';
const WEB_TEST = 'apps/web/src/features/news/screens/example.test.tsx';
const JOURNEY = 'e2e/example.spec.ts';

describe('the timed-waits rule', () => {
  it.each([
    ['a sleep', SERVER_TEST, 'await new Promise((resolve) => setTimeout(resolve, 1500));', /does not sleep/],
    [
      'a race against a timer',
      SERVER_TEST,
      "await Promise.race([answer, new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 3000))]);",
      /does not sleep or race a timer/,
    ],
    [
      'a sleep in a helper',
      'apps/server/test/helper-example.ts',
      'await new Promise((r) => setInterval(r, 5));',
      /sleep/,
    ],
    ['a sleep in the fake API', 'apps/web/src/test/example.ts', 'await new Promise((r) => setTimeout(r, 5));', /sleep/],
    [
      'a sleep from timers/promises',
      SERVER_TEST,
      "import { setTimeout as sleep } from 'node:timers/promises';\nawait sleep(100);",
      /does not sleep/,
    ],
    ["Playwright's waitForTimeout", JOURNEY, 'await page.waitForTimeout(1000);', /waits a fixed time/],
    [
      'a timeout of its own on findBy',
      WEB_TEST,
      "await screen.findByRole('alert', {}, { timeout: 4000 });",
      /No timeout of its own/,
    ],
    [
      'a timeout of its own on waitFor',
      WEB_TEST,
      'await waitFor(() => expect(stored()).toBe(1), { timeout: 2000 });',
      /No timeout of its own/,
    ],
    [
      'a timeout of its own on a Playwright assertion',
      JOURNEY,
      'await expect(page).toHaveURL(/login/, { timeout: 10_000 });',
      /No timeout of its own/,
    ],
    ['a timeout of its own on a test', SERVER_TEST, "it('is slow', { timeout: 90_000 }, async () => {});", /own/],
    ['a test timeout as a number', SERVER_TEST, "it('is slow', async () => {}, 90_000);", /No timeout of its own/],
    ['a hook timeout as a sum', SERVER_TEST, 'beforeAll(async () => {}, LIMIT + 60_000);', /No timeout of its own/],
    ["vitest's one-second waitFor", SERVER_TEST, 'await vi.waitFor(() => expect(sent).toHaveLength(1));', /one second/],
    [
      'a duration measured',
      SERVER_TEST,
      'const started = performance.now();\nexpect(performance.now() - started).toBeLessThan(100);',
      /measures no speed/,
    ],
  ])('fails %s', async (_name, file, code, message) => {
    const found = await restrictions(file, code);
    expect(found.length, found.join('\n')).toBeGreaterThan(0);
    for (const text of found) expect(text).toMatch(message);
  });

  it.each([
    ['waiting for an element', WEB_TEST, "await screen.findByRole('alert');"],
    ['waiting for a promise', SERVER_TEST, 'await held.sentCount(1);'],
    ['a fake clock', WEB_TEST, 'vi.useFakeTimers();\nvi.advanceTimersByTime(2000);'],
    ['a timer that is the behaviour under test', SERVER_TEST, 'const trickle = setInterval(() => write(), 50);'],
    ['a timeout option the product reads', WEB_TEST, "await upload('/me/avatar', data, { timeoutMs: 50 });"],
    [
      'a commented exception',
      SERVER_TEST,
      '// eslint-disable-next-line no-restricted-syntax -- the poll interval\nawait new Promise((r) => setTimeout(r, 20));',
    ],
  ])('passes %s', async (_name, file, code) => {
    expect(await restrictions(file, code)).toEqual([]);
  });

  it("leaves the product's own timers alone", async () => {
    expect(
      await restrictions('apps/server/src/platform/example.ts', 'await new Promise((r) => setTimeout(r, 50));'),
    ).toEqual([]);
    expect(await restrictions('bench/example.mjs', 'const started = performance.now();')).toEqual([]);
  });
});
