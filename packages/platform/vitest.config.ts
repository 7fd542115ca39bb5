import { defineConfig } from 'vitest/config';

// Unit tests of the platform's pure parts; the browser suite covers the rest in the page.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
