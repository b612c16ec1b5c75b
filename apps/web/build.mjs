// Builds the console with Vite only when its sources changed, into a new folder swapped in whole as
// `dist` (scripts/swap-build.mjs): a server already serving the console keeps serving its own build,
// every file it listed in its index.html included.
//
// Every text file of the build is also written compressed beside it, once, at the best levels
// (brotli quality 11, gzip level 9): `x.js.br` and `x.js.gz`. The server hands out the one the
// browser accepts (apps/server/src/platform/web-console.ts) and compresses nothing at request time.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUILDS, swapBuild } from '../../scripts/swap-build.mjs';

/** The files worth compressing; source maps are not sent to browsers that do not ask for them. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
/** Smaller files gain nothing a packet would not already hold. */
const SMALLEST = 256;

function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < SMALLEST) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    // A compressed form no smaller than the file is not written: the file itself is sent.
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  }
}

const { appDir } = BUILDS.console;
await swapBuild({
  name: 'console build',
  ...BUILDS.console,
  // Vite is loaded only when there is something to build: an up-to-date start skips it.
  build: async (outDir) => {
    await (await import('vite')).build({ root: appDir, build: { outDir, emptyOutDir: true } });
    precompress(outDir);
  },
});
