import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The generators' test: a scratch copy of the repository, installed, linted, built (npm test's
// 'generators' step; slower than the unit tests, so not among them).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['generators.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
