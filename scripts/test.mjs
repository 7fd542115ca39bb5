// `npm test`: every suite, in the order that fails fastest, on a fresh machine too.
// Prints one closing line with the number of tests passed and failed across all suites.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpmCommand } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'phrasebook-test-'));
const pnpm = pnpmCommand();
const exec = (...argv) => [...pnpm, 'exec', ...argv];
const only = process.argv.slice(2);

let passed = 0;
let failed = 0;
const failures = [];
/** Each group's wall time, printed at the end so a slow group shows itself. */
const times = [];
const startedAt = Date.now();
const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Adds a vitest or Playwright JSON report's counts to the totals. */
function count(reportFile, label) {
  if (!existsSync(reportFile)) return false;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (report.stats) {
    // Flaky tests passed on their retry; Playwright's own output names them.
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  console.log(
    `[test] ${label}: ${JSON.stringify(report.stats ?? { passed: report.numPassedTests, failed: report.numFailedTests })}`,
  );
  return true;
}

async function step(label, argv, { env, report, cwd = root } = {}) {
  if (only.length > 0 && !only.some((name) => label.includes(name))) return;
  console.log(`\n[test] ── ${label} ──`);
  const failedBefore = failed;
  const began = Date.now();
  const code = await run(argv, { cwd, env });
  times.push([label, Date.now() - began]);
  console.log(`[test] ${label} took ${clock(Date.now() - began)}`);
  if (report) count(report, label);
  else if (code === 0) passed += 1;
  if (code !== 0) {
    failures.push(label);
    // A suite that failed without a failing test (no tests, a crash) still counts once.
    if (failed === failedBefore) failed += 1;
  }
}

/**
 * Runs vitest in `dir`, where its vitest.config.ts and include globs are resolved, or from the
 * root with the config file `config`.
 */
function vitest(label, dir, env = {}, config) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const argv = exec(
    'vitest',
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  );
  return step(label, argv, { env, report, cwd: join(root, dir) });
}

const problems = ensureSystemDeps();
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

await step('install', [...pnpm, 'install', '--frozen-lockfile']);
if (failures.length > 0) process.exit(1);

await step('catalog', ['node', 'scripts/check-catalog.mjs']);
await step('public ground', ['node', 'scripts/check-public-ground.mjs']);
await step('format', exec('prettier', '--check', '.'));
await step('lint', exec('eslint', '.', '--max-warnings', '0'));
await step('typecheck', exec('tsc', '-p', 'tsconfig.json', '--noEmit'));
// The service worker has a worker's globals, not a page's.
await step('typecheck (service worker)', exec('tsc', '-p', 'shell/src/service-worker', '--noEmit'));
await vitest('unit', '.');
await vitest('generators', '.', {}, 'scripts/generators/vitest.config.ts');
await vitest('supabase-local (PGlite)', 'packages/supabase-local', {
  SUPABASE_LOCAL_TEST_ENGINE: 'pglite',
});
await vitest('supabase-local (PostgreSQL)', 'packages/supabase-local', {
  SUPABASE_LOCAL_TEST_ENGINE: 'postgres',
});
await vitest('db (PGlite)', 'tests/db', { DB_ENGINE: 'pglite' });
await vitest('db (PostgreSQL)', 'tests/db', { DB_ENGINE: 'postgres' });
await step('build', ['node', 'scripts/build.mjs']);
if (!failures.includes('build')) {
  const report = join(reports, 'e2e.json');
  await step(
    'e2e',
    exec(
      'playwright',
      'test',
      '--config',
      'tests/e2e/playwright.config.ts',
      '--reporter=list,json',
    ),
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_SKIP_BUILD: '1' },
      report,
    },
  );
}

console.log('\n[test] time per group:');
for (const [label, ms] of times) console.log(`  ${clock(ms).padStart(6)}  ${label}`);
console.log(`  ${clock(Date.now() - startedAt).padStart(6)}  in all`);
console.log(failures.length > 0 ? `\nFailed: ${failures.join(', ')}` : '\nEvery suite passed.');
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
