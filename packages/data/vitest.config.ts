import { defineConfig } from 'vitest/config';

// Unit tests of the data layer's pure parts; the browser suite covers it against the backend.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
