import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Suites that choose their engine themselves (engine-parity runs both, pglite-queue PGlite) or
 * use none: the same in either run, so only the default (PGlite) run has them.
 */
const engineFree = [
  'authenticate',
  'background-hasher',
  'engine-parity',
  'keys',
  'pglite-queue',
  'realtime-filter',
  'rest-grammar',
  'slots',
].map((name) => `test/${name}.test.ts`);

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.SUPABASE_LOCAL_TEST_ENGINE === 'postgres' ? engineFree : []),
    ],
    globalSetup: ['./test/postgres-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each PGlite instance holds a few hundred MB of WebAssembly memory; two cores.
    fileParallelism: false,
    // One process for every file: each server is still started and closed by its test, but
    // PGlite's WebAssembly and the server's modules load once (pglite-assets.ts keeps them),
    // not once per file: 212 -> 124 s of CPU on PGlite on a quiet 2-core machine.
    isolate: false,
  },
});
