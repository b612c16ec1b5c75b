import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type ProxyOptions } from 'vite';
import { API_PREFIXES } from '../../packages/contract/src/api-prefixes';

const require = createRequire(import.meta.url);
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

// A key starting with '^' is a RegExp for Vite's proxy: '/ams' must not also catch '/amsterdam'.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: API_TARGET }]),
);

export default defineConfig(({ mode }) => {
  const aliases: Alias[] = [{ find: /^@\//, replacement: `${srcDir}/` }];
  if (mode === 'production') {
    // React Router's package exports point at its development build even in `vite build`
    // (docs/design.md §12 "Build and run"): use the production build explicitly.
    const routerRoot = dirname(require.resolve('react-router/package.json'));
    aliases.push({ find: /^react-router$/, replacement: join(routerRoot, 'dist/production/index.mjs') });
  }

  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: aliases },
    // `builds/` holds the console's earlier builds (build.mjs): nothing there is a source to watch.
    server: { proxy, watch: { ignored: ['**/builds/**'] } },
    preview: { proxy },
    build: {
      // `npm run build` (build.mjs) builds into a new folder of `builds/` and swaps it in as `dist`; a
      // bare `vite build` lands here, out of the way of the build a server is serving.
      outDir: 'builds/vite',
      emptyOutDir: true,
      // The manifest lets the bundle-budget script follow what each route loads.
      manifest: true,
      target: 'es2022',
    },
  };
});
