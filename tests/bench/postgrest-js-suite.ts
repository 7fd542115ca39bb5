/**
 * Issue #27 item 1: the PostgREST client's own test suite against supabase-local. Runs the
 * suite of a supabase-js checkout (`packages/core/postgrest-js/test`, jest, unchanged) on
 * each engine and prints how many of its tests pass. Not part of `npm test`: CI has no
 * network and no checkout; the workplace's `fetch` brings one (a `git worktree` of the tag).
 *
 * What the runner adapts, and nothing else (the project's exposed schemas come from its
 * config.toml, as the Supabase CLI reads them):
 * - the suite's Supabase project (`test/supabase`: one migration, a seed) is applied by
 *   supabase-local, without PostGIS (`create extension postgis` and the one geometry column
 *   and its seed value): PGlite has no PostGIS. The tests that need it are counted apart;
 * - the suite calls http://localhost:54321 without an `apikey`, which the hosted gateway and
 *   supabase-local both require: a proxy on that port adds the anon key, as the Supabase
 *   CLI's gateway does for the suite's own runs;
 * - jest runs with `--ci` (inline snapshots are compared, never written), not the
 *   package's `-u`, and ts-jest without type diagnostics (the type tests are `test:types`).
 *
 *   pnpm exec tsx tests/bench/postgrest-js-suite.ts --checkout <supabase-js> [--engine pglite|postgres|both]
 *     [--report <prefix>]   (keeps jest's JSON report, with the failures' messages, per engine)
 *
 * The first run installs the suite's runner (jest, ts-jest, their types, TypeScript, Prettier
 * for inline snapshots) into the checkout's package, from the npm registry.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '@phrasebook/supabase-local';
import { startPostgresCluster } from '@phrasebook/testing/postgres-cluster';

const { values } = parseArgs({
  options: {
    checkout: { type: 'string' },
    engine: { type: 'string', default: 'both' },
    report: { type: 'string' },
  },
});
if (!values.checkout) throw new Error('--checkout <path of a supabase-js checkout> is required');
const suiteDir = path.resolve(values.checkout, 'packages/core/postgrest-js');
const projectDir = path.join(suiteDir, 'test/supabase');
if (!existsSync(projectDir)) throw new Error(`no postgrest-js test project in ${suiteDir}`);

/** The versions the suite's monorepo pins in its pnpm catalog. */
const runner = [
  'jest@30.4.2',
  'ts-jest@29.4.9',
  '@jest/types@30',
  '@types/jest@30.0.0',
  '@types/node@22',
  'typescript@5.8.3',
  'prettier@3',
  'ts-node@10',
  'tslib@2.8.1',
  // what the tests themselves import
  'zod@3',
  'type-fest@4',
];

/**
 * The suite's package.json names its monorepo's catalog versions, which npm cannot read: the
 * runner goes into a folder of its own, linked as the checkout's node_modules, where jest
 * looks from the suite's folder up.
 */
function installRunner(): string {
  const jest = path.join(suiteDir, '../../../node_modules/.bin/jest');
  if (existsSync(jest)) return jest;
  const checkoutModules = path.resolve(suiteDir, '../../../node_modules');
  const runnerDir = path.resolve(suiteDir, '../../../.postgrest-js-runner');
  mkdirSync(runnerDir, { recursive: true });
  writeFileSync(path.join(runnerDir, 'package.json'), '{ "private": true }\n');
  const npm = spawnSync(
    'npm',
    ['install', '--no-package-lock', '--no-audit', '--no-fund', ...runner],
    { cwd: runnerDir, stdio: 'inherit' },
  );
  if (npm.status !== 0) throw new Error('could not install the suite runner');
  if (!existsSync(checkoutModules))
    symlinkSync(path.join(runnerDir, 'node_modules'), checkoutModules);
  return jest;
}

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

/** Listens on the suite's address and forwards to `target` with the anon key added. */
function apikeyProxy(target: string, anonKey: string): Promise<http.Server> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, apikey: anonKey },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(54321, '127.0.0.1', () => resolve(server));
  });
}

/**
 * The suite's jest.config.ts, but with ts-jest's type diagnostics off: type-level assertions
 * are the suite's type tests (`test:types`), not the server's, and ts-jest would fail a whole
 * file on one of them.
 */
function jestConfig(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'postgrest-js-jest-')), 'jest.json');
  writeFileSync(
    file,
    JSON.stringify({
      rootDir: suiteDir,
      testEnvironment: 'node',
      maxWorkers: 1,
      testSequencer: '<rootDir>/test/testSequencer.js',
      testTimeout: 30000,
      transform: {
        '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.test.json', diagnostics: false }],
      },
    }),
  );
  return file;
}

interface JestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

async function runOn(jest: string, engine: 'pglite' | 'postgres'): Promise<JestReport> {
  const project = projectWithoutPostgis();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postgrest-js-data-'));
  const cluster = engine === 'postgres' ? await startPostgresCluster() : null;
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl: cluster?.url,
    migrationsDir: project.migrations,
    seedFile: project.seed,
    rest: { schemas: exposedSchemas() },
  });
  const proxy = await apikeyProxy(server.url, server.anonKey);
  const reportFile = path.join(dataDir, 'jest.json');
  try {
    const args = ['--runInBand', '--ci', '--json', `--outputFile=${reportFile}`];
    // Not spawnSync: the server and the proxy answer from this process' event loop.
    await new Promise<void>((resolve, reject) => {
      const child = spawn(jest, [...args, `--config=${jestConfig()}`], {
        cwd: suiteDir,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', () => resolve());
    });
    if (values.report) writeFileSync(`${values.report}.${engine}.json`, readFileSync(reportFile));
    return JSON.parse(readFileSync(reportFile, 'utf8')) as JestReport;
  } finally {
    proxy.close();
    await server.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const jest = installRunner();
const engines =
  values.engine === 'both'
    ? (['pglite', 'postgres'] as const)
    : [values.engine as 'pglite' | 'postgres'];
const date = new Date().toISOString().slice(0, 10);
for (const engine of engines) {
  const report = await runOn(jest, engine);
  const tests = report.testResults.flatMap((file) => file.assertionResults);
  // The suite's PostGIS test, and the tests that never reach a server (they pass or fail
  // the same whatever answers), are counted apart.
  const postgis = tests.filter((t) => /geojson/i.test(t.fullName));
  const counted = tests.filter((t) => !postgis.includes(t));
  const passed = counted.filter((t) => t.status === 'passed').length;
  console.log(
    `\n${date} postgrest-js suite on ${engine}: ${passed} of ${counted.length} passed (${((passed / counted.length) * 100).toFixed(1)} %), ${postgis.length} PostGIS test(s) left out`,
  );
  for (const t of counted.filter((t) => t.status !== 'passed')) console.log(`  ✗ ${t.fullName}`);
}
