import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^@\//, replacement: `${srcDir}/` }] },
  test: {
    environment: 'jsdom',
    // One worker per core. Vitest's default leaves one core to itself, which on a 2-core machine means a
    // single worker; the files spend much of their time waiting on SQLite, PostgreSQL or timers, so two
    // workers cut the suite by about a third there (CI on 2 cores: 466 s to 303 s on PostgreSQL).
    maxWorkers: '100%',
    // Generous, so a slow or busy machine cannot fail a test by time alone; each wait for the screen
    // is given up to 30 s (src/test/setup.ts), a whole test a few of those.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
