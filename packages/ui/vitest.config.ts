import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // Each file in a fresh VM context, not a fresh worker: as isolated, and the suite 4× faster.
    pool: 'vmThreads',
    // Interaction tests type and click through Mantine; on two busy cores 5 s is too tight.
    testTimeout: 15_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
