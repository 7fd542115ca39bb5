import { defineConfig } from 'vitest/config';

// Unit and component tests of the frontend packages and apps. The backend and database
// suites need a server or a cluster and run separately (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/ui', 'packages/data', 'shell', 'mf-*'],
  },
});
