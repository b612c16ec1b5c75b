import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A layer may import the listed element types (and, for an area or feature, only its own folder). */
const layer = (type, allowed, own) => ({
  from: { element: { type } },
  allow: [...allowed.map((to) => ({ to: { element: { type: to } } })), ...(own ? [{ to: { element: own } }] : [])],
});

/**
 * Tests wait for what the user waits for and measure no speed (docs/architecture.md, Tests): what a
 * test file, a test helper or a journey may not write. A timer that is itself part of the behaviour
 * under test is allowed by a commented `eslint-disable-next-line` on its line alone.
 */
const TIMED_WAITS = [
  {
    selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name=/^set(Timeout|Interval)$/]",
    message:
      'A test does not sleep or race a timer: wait for the event itself (an element, an answer, a promise), or move a fake clock.',
  },
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'waitForTimeout waits a fixed time: wait for what the user waits for (an element, a URL, an answer).',
  },
  {
    selector: "CallExpression > ObjectExpression > Property[key.name='timeout']",
    message:
      'No timeout of its own: the configured waits are generous on any machine (vitest.config.ts, src/test/setup.ts, playwright.config.ts).',
  },
  {
    selector:
      'CallExpression[callee.name=/^(it|test|describe|beforeAll|afterAll|beforeEach|afterEach)$/] > :matches(Literal[value=type(number)], BinaryExpression)',
    message:
      'No timeout of its own: the configured test and hook timeouts are generous on any machine (vitest.config.ts).',
  },
  {
    selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/]",
    message: "vi.waitFor gives up after one second: await the event itself, or Testing Library's waitFor.",
  },
  {
    selector: "MemberExpression[object.name='performance'][property.name='now']",
    message: 'A test measures no speed: time it in `npm run bench`, and check the order of events here.',
  },
];
const TIMER_PROMISES = 'A test does not sleep: wait for the event itself, or move a fake clock.';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/builds/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The import direction of docs/architecture.md: the platform (server) and the kit (console) import
  // no area or feature; an area or feature imports no other; only the composition roots know them all.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json'],
        },
      },
      'boundaries/include': ['apps/*/src/**/*', 'packages/contract/src/**/*'],
      // The composition roots: the only files that know every area or feature. On the console they
      // are the files at the top of src/ (main.tsx, router.tsx, areas.ts) and their tests.
      'boundaries/files': [
        ...['app', 'areas', 'main', 'cli', 'seed/demo'].map((root) => ({
          category: 'root',
          pattern: `apps/server/src/${root}.ts`,
        })),
        // The public site's routes and layout sit above the areas, as app.ts does (docs/design.md §10).
        { category: 'root', pattern: 'apps/server/src/site/*.{ts,tsx}' },
        { category: 'root', pattern: 'apps/web/src/*.{ts,tsx}' },
        // The console's list of areas: only a composition root reads it (the kit is given what it needs).
        { category: 'console-areas', pattern: 'apps/web/src/areas.ts' },
      ],
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract/src' },
        { type: 'server-area', pattern: 'apps/server/src/areas/*', capture: ['area'] },
        { type: 'platform', pattern: 'apps/server/src' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-kit', pattern: 'apps/web/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Imports inside one element (the console kit's own) are checked too: the kit must not read
          // the list of areas, which sits beside it in src/.
          checkInternals: true,
          policies: [
            layer('contract', ['contract']),
            layer('platform', ['platform', 'contract']),
            layer('server-area', ['platform', 'contract'], {
              type: 'server-area',
              captured: { area: '{{ from.element.captured.area }}' },
            }),
            layer('web-kit', ['web-kit', 'contract']),
            layer('web-feature', ['web-kit', 'contract'], {
              type: 'web-feature',
              captured: { feature: '{{ from.element.captured.feature }}' },
            }),
            {
              disallow: { to: { file: { categories: 'console-areas' } } },
              message: "Only the console's composition roots read its list of areas (docs/architecture.md)",
            },
            {
              from: { file: { categories: 'root' } },
              allow: [
                { to: { element: { type: 'server-area' } } },
                { to: { element: { type: 'web-feature' } } },
                { to: { file: { categories: 'console-areas' } } },
              ],
            },
          ],
        },
      ],
    },
  },
  // Test-only code (the fake API, each area's `<area>.fake.ts`) is never part of the console.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/test/**', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.fake.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/test/*', '**/test/*', '**/*.fake'],
              message: "Test-only code (the fake API, an area's fake) is imported by tests alone.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**/*.ts', 'apps/web/src/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...TIMED_WAITS],
      'no-restricted-imports': [
        'error',
        { paths: ['node:timers/promises', 'timers/promises'].map((name) => ({ name, message: TIMER_PROMISES })) },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'URL',
          'Buffer',
          'fetch',
          'FormData',
          'Blob',
          'AbortSignal',
          'setTimeout',
          'clearTimeout',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
);
