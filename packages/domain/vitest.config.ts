import { defineConfig } from 'vitest/config';

// Domain code is pure TypeScript, so tests run in plain Node without a DOM.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
