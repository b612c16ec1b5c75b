import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import direction of docs/architecture.md, enforced by the lint rule in eslint.config.js:
 * these imports, written into real files of the repository, must fail `npm run lint`.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function errorsOf(rule: string, file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (file: string, code: string) => errorsOf('boundaries/dependencies', file, code);

describe('the layer rule', () => {
  it.each([
    [
      'the platform importing an area',
      'apps/server/src/platform/errors.ts',
      "import '../areas/news/news-repository.js';",
    ],
    [
      'the kit importing an area',
      'apps/server/src/platform/kit/links.ts',
      "import '../../areas/blogs/blogs-repository.js';",
    ],
    [
      'an area importing another area',
      'apps/server/src/areas/news/news-routes.ts',
      "import '../blogs/blogs-repository.js';",
    ],
    [
      'the users area reaching into auth',
      'apps/server/src/areas/users/me-routes.ts',
      "import '../auth/auth-repository.js';",
    ],
    ['the console kit importing a feature', 'apps/web/src/lib/toast.ts', "import '@/features/news/api';"],
    ['a feature importing another feature', 'apps/web/src/features/news/api.ts', "import '@/features/blogs/api';"],
    ['the console kit reading the list of areas', 'apps/web/src/components/layout/sidebar.tsx', "import '@/areas';"],
    [
      'a feature reading the list of areas',
      'apps/web/src/features/dashboard/screens/dashboard-screen.tsx',
      "import '@/areas';",
    ],
    ["the console's fake API reading the list of areas", 'apps/web/src/test/fake-school.ts', "import '@/areas';"],
    [
      'the contract importing the server',
      'packages/contract/src/news.ts',
      "import '../../../apps/server/src/platform/errors.js';",
    ],
  ])('fails %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'an area importing the platform and its own files',
      'apps/server/src/areas/news/news-routes.ts',
      "import '../../platform/errors.js';\nimport './news-repository.js';",
    ],
    [
      'the list of areas importing every area',
      'apps/server/src/areas.ts',
      "import './areas/news/news-routes.js';\nimport './areas/blogs/blogs-routes.js';",
    ],
    [
      'a feature importing the kit and the contract',
      'apps/web/src/features/news/api.ts',
      "import '@/lib/toast';\nimport '@cms/contract';",
    ],
    [
      'the route table importing features',
      'apps/web/src/router.tsx',
      "import '@/features/news/api';\nimport '@/features/blogs/api';",
    ],
    [
      "the console's list of areas importing each area's declaration",
      'apps/web/src/areas.ts',
      "import '@/features/news/area';\nimport '@/features/blogs/area';",
    ],
    [
      'the route table reading the list of areas',
      'apps/web/src/router.tsx',
      "export const load = () => import('./areas');",
    ],
    ['a feature reading its own declaration', 'apps/web/src/features/news/api.ts', "import './area';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe("the console's test-only code", () => {
  const testOnly = (file: string, code: string) => errorsOf('no-restricted-imports', file, code);

  it.each([
    [
      'a screen importing the fake API',
      'apps/web/src/features/news/screens/news-list-screen.tsx',
      '@/test/fake-school',
    ],
    ["a screen importing its area's fake", 'apps/web/src/features/news/screens/news-list-screen.tsx', '../news.fake'],
    ['the kit importing a test helper', 'apps/web/src/lib/resource.ts', '../test/queries'],
  ])('fails %s', async (_name, file, from) => {
    expect(await testOnly(file, `import '${from}';`)).toHaveLength(1);
  });

  it.each([
    ["a screen's test", 'apps/web/src/features/news/screens/news-list-screen.test.tsx', '../news.fake'],
    ["an area's fake", 'apps/web/src/features/news/news.fake.ts', '@/test/fake-api'],
    ['the fake API', 'apps/web/src/test/fake-school.ts', './fake-api'],
  ])('allows %s', async (_name, file, from) => {
    expect(await testOnly(file, `import '${from}';`)).toEqual([]);
  });
});
