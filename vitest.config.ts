import { defineConfig } from 'vitest/config';

// Unit and component tests of the frontend packages and apps, one project per package
// that has a vitest config. The backend and database suites need a server or a cluster
// and run separately (scripts/test.mjs).
export default defineConfig({
  test: {
    // One worker per core: vitest's default leaves one core to itself, half of a 2-core machine.
    maxWorkers: '100%',
    projects: [
      'packages/{domain,ui,data,platform,build-config}/vitest.config.ts',
      'shell/vitest.config.ts',
      'mf-*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
