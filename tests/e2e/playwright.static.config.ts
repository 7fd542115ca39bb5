import { defineConfig } from '@playwright/test';
import mainConfig from './playwright.config.ts';

/**
 * The browser tests that prove a deploy, against the production rehearsal instead of
 * scripts/serve.mjs (docs/deploying.md, "The rehearsal"): nginx serving the shell on one origin
 * and each remote on its own, with the hints the deploy step wrote. The same build as the main
 * suite (E2E_SKIP_BUILD=1 shares it); the same fixtures and settings otherwise.
 */
export default defineConfig({
  ...mainConfig,
  globalSetup: './static-host-setup.ts',
  testMatch: [
    'platform*.spec.ts',
    'start-up.spec.ts',
    'offline-*.spec.ts',
    'round-trips.spec.ts',
    'learn-decks.spec.ts',
    'review-session.spec.ts',
    'friends-chat.spec.ts',
    'accounts-profile.spec.ts',
    '*.static.ts',
  ],
  outputDir: '../../test-results/e2e-static',
});
