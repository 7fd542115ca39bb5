import { defineConfig } from 'vitest/config';

// The build configuration's own checks (Node: they read the repository's sources).
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
