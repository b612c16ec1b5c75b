// Builds the console with Vite only when its sources changed, into a new folder swapped in whole as
// `dist` (scripts/swap-build.mjs): a server already serving the console keeps serving its own build,
// every file it listed in its index.html included.
import { fileURLToPath } from 'node:url';
import { swapBuild } from '../../scripts/swap-build.mjs';

const appDir = fileURLToPath(new URL('.', import.meta.url));
await swapBuild({
  name: 'console build',
  appDir,
  inputs: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/build.mjs',
    'apps/web/vite.config.ts',
    'apps/web/tsconfig.json',
    'apps/web/package.json',
    'packages/contract/src',
    'packages/contract/package.json',
    'tsconfig.base.json',
    'package-lock.json',
  ],
  // Vite is loaded only when there is something to build: an up-to-date start skips it.
  build: async (outDir) => (await import('vite')).build({ root: appDir, build: { outDir, emptyOutDir: true } }),
});
