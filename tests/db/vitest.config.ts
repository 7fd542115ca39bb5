import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Database suites: DB_ENGINE=pglite (default) or DB_ENGINE=postgres (a throwaway cluster,
// or DATABASE_URL when given). Two workers: this machine has two cores.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/db/**/*.test.ts'],
    globalSetup: ['tests/db/helpers/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs file after file in one process: each file still opens a database of its
    // own, but PGlite's WebAssembly is compiled once per worker, not once per file. On PGlite
    // the suite took half the CPU time (228 s -> 115 s on a quiet 2-core machine).
    isolate: false,
  },
});
