import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Component tests for the shell's own screens and layout (the e2e suite covers the wiring).
export default defineConfig({
  test: {
    environment: 'jsdom',
    // Each file in a fresh VM context, not a fresh worker: as isolated, and the suite 4× faster.
    pool: 'vmThreads',
    // Interaction tests type and click through Mantine; on two busy cores 5 s is too tight.
    testTimeout: 15_000,
    setupFiles: [fileURLToPath(new URL('../packages/ui/src/test/setup.ts', import.meta.url))],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
