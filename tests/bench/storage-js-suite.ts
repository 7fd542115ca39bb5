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
import {
  cliJwtSecret,
  jestRunner,
  runClientSuite,
  startProject,
  suiteArgs,
} from './client-suite.ts';

const args = suiteArgs();
const packageDir = 'packages/core/storage-js';

await runClientSuite(
  {
    packageDir,
    runner: [...jestRunner, '@types/node@20.19.9', 'iceberg-js@0.8.1'],
    start(engine) {
      return startProject(engine, {
        // The suite's project has no migrations of its own, only the seed.
        migrationsDir: mkdtempSync(path.join(os.tmpdir(), 'storage-js-migrations-')),
        seedFile: path.resolve(args.checkout, packageDir, 'test/supabase/seed.sql'),
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
  args,
);
