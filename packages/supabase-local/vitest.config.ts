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
  },
});
