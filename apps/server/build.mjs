// Bundles the server into dist/main.js and dist/cli.js; dependencies stay in node_modules (but for
// `bundled` below) and the workspace contract is compiled in from its TypeScript source. Only when the
// sources changed, into a new folder swapped in whole (scripts/swap-build.mjs): a server already
// running keeps loading its own bundle.
import { readFileSync } from 'node:fs';
import { BUILDS, swapBuild } from '../../scripts/swap-build.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Bundled in although a dependency: Kysely is hundreds of small ES modules, and loading them one by
// one took about a sixth of the server's cold start (docs/design.md §8); as part of the bundle it costs little.
// React and React DOM are bundled in as their production builds, whatever NODE_ENV the server is started with
// (`npm start` runs the demo school without one): their development builds check and warn as a page is rendered,
// which took more than half of an uncached page's CPU (docs/design.md §8); `npm run dev` and the tests keep them.
const bundled = new Set(['kysely', 'react', 'react-dom']);
const { appDir } = BUILDS.server;
await swapBuild({
  name: 'server build',
  ...BUILDS.server,
  build: (outdir) => bundle(outdir),
});

// esbuild is loaded only when there is something to build: an up-to-date start skips it.
async function bundle(outdir) {
  const { build } = await import('esbuild');
  return build({
    absWorkingDir: appDir,
    entryPoints: ['src/main.ts', 'src/cli.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@cms/') && !bundled.has(name)),
    define: { 'process.env.NODE_ENV': '"production"' },
    // What the bundled CommonJS modules require of Node.js itself (React DOM's streams) is required as they would.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
