import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/postgres-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each PGlite instance holds a few hundred MB of WebAssembly memory; two cores.
    fileParallelism: false,
  },
});
