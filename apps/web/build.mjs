// Builds the console with Vite only when its sources changed, into a new folder swapped in whole as
// `dist` (scripts/swap-build.mjs): a server already serving the console keeps serving its own build,
// every file it listed in its index.html included.
import { BUILDS, swapBuild } from '../../scripts/swap-build.mjs';

const { appDir } = BUILDS.console;
await swapBuild({
  name: 'console build',
  ...BUILDS.console,
  // Vite is loaded only when there is something to build: an up-to-date start skips it.
  build: async (outDir) => (await import('vite')).build({ root: appDir, build: { outDir, emptyOutDir: true } }),
});
