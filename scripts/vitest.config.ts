import { defineConfig } from 'vitest/config';

// Tests of the repository's own scripts (npm start, npm test, build, serve).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['generators/**', '**/node_modules/**'],
  },
});
