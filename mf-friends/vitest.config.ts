import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Component tests of the friends remote's screens (the e2e suite covers them in the shell).
export default defineConfig({
  test: {
    environment: 'jsdom',
    // Each file in a fresh VM context, not a fresh worker: as isolated, and the suite 4× faster.
    pool: 'vmThreads',
    setupFiles: [fileURLToPath(new URL('../packages/ui/src/test/setup.ts', import.meta.url))],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
