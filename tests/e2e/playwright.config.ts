import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build. Global setup builds every app, starts the local
 * backend and the production server on free ports; `fixtures.ts` drives Debian's Chromium.
 * Import `test` and `expect` from './fixtures.ts' in every spec.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Four on two cores: a spec spends most of its time waiting on the network, fixed intervals
  // and the backend, so two workers left the cores idle (the suite took 9:12 with two, 7:38 with
  // four on a quiet 2-core machine, none flaky).
  workers: 4,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One retry in CI, so a single timing hiccup on a loaded machine does not fail the build;
  // a test that needed it is reported as flaky. Locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    // Most specs prove what the network does; the offline specs allow the service worker.
    serviceWorkers: 'block',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
});
