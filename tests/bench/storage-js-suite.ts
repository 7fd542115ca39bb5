/**
 * Issue #27 item 2: the Storage client's own test suite against supabase-local. Runs the
 * suite of a supabase-js checkout (`packages/core/storage-js/test`, jest, unchanged) on each
 * engine and prints how many of its tests that reach a server pass. Not part of `npm test`
 * (CI has no network and no checkout). How it runs the suite: `client-suite.ts`.
 *
 * What this runner adapts, and nothing else:
 * - the suite's seed (`test/supabase/seed.sql`: users, buckets, objects, policies) is
 *   applied by supabase-local, which signs keys with the Supabase CLI's default JWT secret
 *   the suite's service-role key was made with;
 * - left out, with the reason printed: analytics (Iceberg) and vector buckets, image
 *   transformations (an imgproxy service; a paid feature on hosted projects), and the
 *   purge-cache calls, which the suite sends to another service (`localhost:8000`).
 *
 *   pnpm exec tsx tests/bench/storage-js-suite.ts --checkout <supabase-js> [--engine pglite|postgres|both]
 *     [--report <prefix>]
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runClientSuite, startProject } from './client-suite.ts';

const { values } = parseArgs({
  options: {
    checkout: { type: 'string' },
    engine: { type: 'string', default: 'both' },
    report: { type: 'string' },
  },
});
if (!values.checkout) throw new Error('--checkout <path of a supabase-js checkout> is required');
const packageDir = 'packages/core/storage-js';

/** The Supabase CLI's default, which signs the suite's keys. */
const cliJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

await runClientSuite(
  {
    packageDir,
    runner: [
      'jest@30.4.2',
      'ts-jest@29.4.9',
      '@types/jest@30.0.0',
      '@types/node@20.19.9',
      'typescript@5.8.3',
      'tslib@2.8.1',
      'iceberg-js@0.8.1',
    ],
    start(engine) {
      return startProject(engine, {
        // The suite's project has no migrations of its own, only the seed.
        migrationsDir: mkdtempSync(path.join(os.tmpdir(), 'storage-js-migrations-')),
        seedFile: path.resolve(values.checkout!, packageDir, 'test/supabase/seed.sql'),
        jwtSecret: cliJwtSecret,
      });
    },
    leftOut(test) {
      if (/\.spec\.ts$/.test(test.file)) return 'analytics and vector buckets';
      if (/purge/i.test(test.fullName)) return 'a cache purge service on :8000';
      if (/transform|webp|image format/i.test(test.fullName)) return 'image transformations';
      return null;
    },
  },
  {
    checkout: values.checkout,
    engines:
      values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as 'pglite' | 'postgres'],
    report: values.report,
  },
);
