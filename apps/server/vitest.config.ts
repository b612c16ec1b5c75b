import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // One worker per core. Vitest's default leaves one core to itself, which on a 2-core machine means a
    // single worker; the files spend much of their time waiting on SQLite, PostgreSQL or timers, so two
    // workers cut the suite by about a third there (CI on 2 cores: 466 s to 303 s on PostgreSQL).
    maxWorkers: '100%',
    // Generous, so a slow or busy machine cannot fail a test by time alone (docs/architecture.md, Tests).
    // A hang still fails, after five minutes.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
