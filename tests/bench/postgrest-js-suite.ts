/**
 * Issue #27 item 1: the PostgREST client's own test suite against supabase-local. Runs the
 * suite of a supabase-js checkout (`packages/core/postgrest-js/test`, jest, unchanged) on
 * each engine and prints how many of its tests that reach a server pass. Not part of
 * `npm test`: CI has no network and no checkout; the workplace's `fetch` brings one (a
 * `git worktree` of the tag). How it runs the suite: `client-suite.ts`.
 *
 * What this runner adapts, and nothing else:
 * - the suite's Supabase project (`test/supabase`: one migration, a seed) is applied by
 *   supabase-local, without PostGIS (`create extension postgis` and the one geometry column
 *   and its seed value): PGlite has no PostGIS. The test that needs it is left out;
 * - the schemas exposed are the ones the project's config.toml names, as the Supabase CLI
 *   reads them;
 * - the four tests in `test/v12` call a second server speaking PostgREST 12 on port 3012
 *   and are left out.
 *
 *   pnpm exec tsx tests/bench/postgrest-js-suite.ts --checkout <supabase-js> [--engine pglite|postgres|both]
 *     [--report <prefix>]   (keeps jest's JSON report, with the failures' messages, per engine)
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestRunner, runClientSuite, startProject, suiteArgs } from './client-suite.ts';

const args = suiteArgs();
const packageDir = 'packages/core/postgrest-js';
const projectDir = path.resolve(args.checkout, packageDir, 'test/supabase');

/** The suite's project without PostGIS. */
function projectWithoutPostgis(): { migrations: string; seed: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'postgrest-js-project-'));
  const migrations = path.join(dir, 'migrations');
  mkdirSync(migrations);
  const schema = readFileSync(path.join(projectDir, 'migrations/00000000000000_schema.sql'), 'utf8')
    .replace(/^create extension if not exists postgis.*$/im, '')
    .replace(/^, shop_geom extensions\.geometry\(POINT, 4326\)$/m, '');
  writeFileSync(path.join(migrations, '00000000000000_schema.sql'), schema);
  const seed = readFileSync(path.join(projectDir, 'seed.sql'), 'utf8').replace(
    /INSERT INTO shops\(id, address, shop_geom\)\s*VALUES\s*\(1, '1369 Cambridge St', '[^']*'\);/,
    "INSERT INTO shops(id, address) VALUES (1, '1369 Cambridge St');",
  );
  writeFileSync(path.join(dir, 'seed.sql'), seed);
  return { migrations, seed: path.join(dir, 'seed.sql') };
}

/** The schemas the suite's project exposes (`[api] schemas` in its config.toml). */
function exposedSchemas(): string[] {
  const config = readFileSync(path.join(projectDir, 'config.toml'), 'utf8');
  const list = /^\[api\][^[]*?^schemas\s*=\s*\[([^\]]*)\]/ms.exec(config)?.[1] ?? '"public"';
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

await runClientSuite(
  {
    packageDir,
    // The versions the suite's monorepo pins in its pnpm catalog, and what the tests import.
    runner: [
      ...jestRunner,
      '@jest/types@30',
      '@types/node@22',
      'prettier@3',
      'ts-node@10',
      'zod@3',
      'type-fest@4',
    ],
    jest: { maxWorkers: 1, testSequencer: '<rootDir>/test/testSequencer.js' },
    start(engine) {
      const project = projectWithoutPostgis();
      return startProject(engine, {
        migrationsDir: project.migrations,
        seedFile: project.seed,
        rest: { schemas: exposedSchemas() },
      });
    },
    leftOut(test) {
      if (/geojson/i.test(test.fullName)) return 'PostGIS';
      if (/[\\/]v12[\\/]/.test(test.file)) return 'a PostgREST 12 server on :3012';
      return null;
    },
  },
  args,
);
