// Bundles the server into dist/main.js and dist/cli.js; dependencies stay in node_modules (but for
// `bundled` below) and the workspace contract is compiled in from its TypeScript source.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Bundled in although a dependency: Kysely is hundreds of small ES modules, and loading them one by
// one took about a sixth of the server's cold start (docs/design.md §8); as part of the bundle it costs little.
const bundled = new Set(['kysely']);
await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@cms/') && !bundled.has(name)),
  logLevel: 'warning',
});
