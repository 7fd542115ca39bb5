/**
 * Runs one of supabase-js's client packages' own jest suites, unchanged, against
 * supabase-local (issue #27): what `postgrest-js-suite.ts` and `storage-js-suite.ts` share.
 *
 * - The suite's runner (jest, ts-jest, what the tests import) is installed from the npm
 *   registry into a folder of the checkout, linked as the package's node_modules: the
 *   package's own package.json names the monorepo's catalog versions, which npm cannot read.
 * - The suite calls http://127.0.0.1:54321 as the Supabase CLI serves it; a proxy on that
 *   port adds the anon key as `apikey` when a request has none, as the CLI's gateway does.
 * - jest runs with `--ci` (inline snapshots compared, never written) and ts-jest without
 *   type diagnostics (type-level assertions are the packages' type tests, not the server's).
 * - Tests that pass whether every request is refused (418) or answered (200, `{}`) never
 *   depend on a server (they test the client alone) and are counted apart, as are the
 *   tests a caller leaves out with a reason.
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
import { startServer, type StartOptions } from '@phrasebook/supabase-local';
import { startPostgresCluster } from '@phrasebook/testing/postgres-cluster';

interface JestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

export interface SuiteTest {
  fullName: string;
  status: string;
  file: string;
}

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

export interface ClientSuite {
  /** The package's folder in the checkout, e.g. `packages/core/storage-js`. */
  packageDir: string;
  /** npm packages the suite needs to run (jest, ts-jest, what its tests import). */
  runner: string[];
  /** Extra jest configuration (rootDir, transform and --ci are set here). */
  jest?: Record<string, unknown>;
  /** Starts supabase-local with the suite's project on an engine. */
  start(engine: 'pglite' | 'postgres'): Promise<Backend>;
  /** Why a test is left out (needs what supabase-local does not offer), or null. */
  leftOut(test: SuiteTest): string | null;
  /** What the gateway changes in a request's headers besides adding the anon key. */
  gateway?(headers: http.IncomingHttpHeaders, backend: Backend): http.IncomingHttpHeaders;
}

/** `name@range` → `name` (scoped names keep their first `@`). */
const packageName = (spec: string) => spec.slice(0, spec.lastIndexOf('@') || undefined);

/**
 * Installs what the runner lacks, once per package of the checkout (each suite its own
 * versions), linked as the package's node_modules; answers the jest binary.
 */
function installRunner(root: string, packageDir: string, runner: string[]): string {
  const runnerDir = path.join(root, '.client-suite-runner', path.basename(packageDir));
  const installed = path.join(runnerDir, 'node_modules');
  const missing = runner.filter(
    (spec) => !existsSync(path.join(installed, packageName(spec), 'package.json')),
  );
  if (missing.length > 0) {
    mkdirSync(runnerDir, { recursive: true });
    if (!existsSync(path.join(runnerDir, 'package.json')))
      writeFileSync(path.join(runnerDir, 'package.json'), '{ "private": true }\n');
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', ...missing], {
      cwd: runnerDir,
      stdio: 'inherit',
    });
    if (npm.status !== 0) throw new Error('could not install the suite runner');
  }
  if (!existsSync(path.join(packageDir, 'node_modules')))
    symlinkSync(installed, path.join(packageDir, 'node_modules'));
  return path.join(installed, '.bin/jest');
}

/** Listens on the suite's address and forwards to the backend, adding the anon key. */
function apikeyProxy(backend: Backend, suite: ClientSuite): Promise<http.Server> {
  const upstream = new URL(backend.url);
  const server = http.createServer((req, res) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: {
          apikey: backend.anonKey,
          ...(suite.gateway ? suite.gateway(req.headers, backend) : req.headers),
          host: upstream.host,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  return listenOnSuitePort(server);
}

function listenOnSuitePort(server: http.Server): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(54321, '127.0.0.1', () => resolve(server));
  });
}

/** Runs jest once. Not spawnSync: the proxy and the server answer from this event loop. */
async function runJest(jest: string, cwd: string, config: object): Promise<JestReport> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-suite-'));
  const configFile = path.join(dir, 'jest.json');
  const reportFile = path.join(dir, 'report.json');
  writeFileSync(configFile, JSON.stringify(config));
  const args = ['--runInBand', '--ci', '--json', `--outputFile=${reportFile}`];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(jest, [...args, `--config=${configFile}`], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', () => resolve());
  });
  return JSON.parse(readFileSync(reportFile, 'utf8')) as JestReport;
}

/**
 * The tests that never depend on a server: they pass both when every request is answered
 * 418 and when every request is answered 200 with `{}`. (A test that expects an error
 * passes the first way only; one that expects data, neither.)
 */
async function testsWithoutServer(jest: string, cwd: string, config: object): Promise<Set<string>> {
  const passedWith = async (status: number, body: string) => {
    const stub = await listenOnSuitePort(
      http.createServer((_req, res) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(body),
      ),
    );
    try {
      const report = await runJest(jest, cwd, config);
      return new Set(
        testsOf(report)
          .filter((t) => t.status === 'passed')
          .map((t) => t.fullName),
      );
    } finally {
      await new Promise((resolve) => stub.close(resolve));
    }
  };
  const refused = await passedWith(418, '');
  const answered = await passedWith(200, '{}');
  return new Set([...refused].filter((name) => answered.has(name)));
}

const testsOf = (report: JestReport): SuiteTest[] =>
  report.testResults.flatMap((file) =>
    file.assertionResults.map((t) => ({ fullName: t.fullName, status: t.status, file: file.name })),
  );

/** jest as supabase-js's pnpm catalog pins it; each suite adds what its tests import. */
export const jestRunner = [
  'jest@30.4.2',
  'ts-jest@29.4.9',
  '@types/jest@30.0.0',
  'typescript@5.8.3',
  'tslib@2.8.1',
];

/** The Supabase CLI's default JWT secret, which the storage and auth suites sign keys with. */
export const cliJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The scripts' arguments: `--checkout <supabase-js> [--engine pglite|postgres|both] [--report <prefix>]`. */
export function suiteArgs(): {
  checkout: string;
  engines: ('pglite' | 'postgres')[];
  report?: string | undefined;
} {
  const { values } = parseArgs({
    options: {
      checkout: { type: 'string' },
      engine: { type: 'string', default: 'both' },
      report: { type: 'string' },
    },
  });
  if (!values.checkout) throw new Error('--checkout <path of a supabase-js checkout> is required');
  return {
    checkout: values.checkout,
    engines:
      values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as 'pglite' | 'postgres'],
    report: values.report,
  };
}

/**
 * Runs the suite on each engine and prints, per engine, how many of the tests that depend on
 * a server pass, then each left out (with its reason) and each failure. `report` keeps
 * jest's JSON report per engine (`<report>.<engine>.json`), with the failures' messages.
 */
export async function runClientSuite(
  suite: ClientSuite,
  options: { checkout: string; engines: ('pglite' | 'postgres')[]; report?: string | undefined },
): Promise<void> {
  const packageDir = path.resolve(options.checkout, suite.packageDir);
  const jest = installRunner(path.resolve(options.checkout), packageDir, suite.runner);
  const config = {
    rootDir: packageDir,
    testEnvironment: 'node',
    testTimeout: 30000,
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.test.json', diagnostics: false }],
    },
    ...suite.jest,
  };
  const clientOnly = await testsWithoutServer(jest, packageDir, config);
  const date = new Date().toISOString().slice(0, 10);
  for (const engine of options.engines) {
    const backend = await suite.start(engine);
    const proxy = await apikeyProxy(backend, suite);
    let report: JestReport;
    try {
      report = await runJest(jest, packageDir, config);
    } finally {
      proxy.close();
      await backend.close();
    }
    if (options.report)
      writeFileSync(`${options.report}.${engine}.json`, JSON.stringify(report, null, 1));
    const tests = testsOf(report);
    const counted = tests.filter((t) => !clientOnly.has(t.fullName) && !suite.leftOut(t));
    const passed = counted.filter((t) => t.status === 'passed').length;
    const percent = ((passed / counted.length) * 100).toFixed(1);
    console.log(
      `\n${date} ${path.basename(suite.packageDir)} suite on ${engine}: ${passed} of ${counted.length} tests that reach a server passed (${percent} %); ${tests.length} in all, ${clientOnly.size} never reach one`,
    );
    for (const t of tests) {
      const why = clientOnly.has(t.fullName) ? null : suite.leftOut(t);
      if (why) console.log(`  left out (${why}): ${t.fullName}`);
    }
    for (const t of counted.filter((t) => t.status !== 'passed')) console.log(`  ✗ ${t.fullName}`);
  }
}

/** supabase-local on a fresh data folder (and a fresh PostgreSQL cluster on that engine). */
export async function startProject(
  engine: 'pglite' | 'postgres',
  options: Omit<StartOptions, 'port' | 'dataDir' | 'databaseUrl'>,
): Promise<Backend> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-suite-data-'));
  const cluster = engine === 'postgres' ? await startPostgresCluster() : null;
  // A suite signs up and in far more often than hosted's 30 per IP in 5 minutes allow.
  const server = await startServer({
    ...options,
    auth: { signInPerIp: 1_000_000, signUpPerIp: 1_000_000, ...options.auth },
    port: 0,
    dataDir,
    databaseUrl: cluster?.url,
  });
  return {
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    async close() {
      await server.close();
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
