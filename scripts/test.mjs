// `npm test`: every suite, in the order that fails fastest, on a fresh machine too.
// Prints one closing line with the number of tests passed and failed across all suites.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpmCommand } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';
import { reportCounts, reportProblems } from './lib/test-report.mjs';

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

/** The tests that failed or passed only on a retry, by group, printed again at the end. */
const problems = [];

/** Adds a vitest or Playwright JSON report's counts to the totals and returns them. */
function count(reportFile, label) {
  if (!existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const counts = reportCounts(report);
  passed += counts.passed;
  failed += counts.failed;
  problems.push({ label, ...reportProblems(report) });
  console.log(`[test] ${label}: ${JSON.stringify(report.stats ?? counts)}`);
  return counts;
}

/**
 * Runs one group. With `beside`, other groups run at the same time: its output is printed in one
 * piece when it ends, under its heading, so the lines of groups side by side do not mix.
 */
async function step(label, argv, { env, report, cwd = root, beside = false } = {}) {
  if (only.length > 0 && !only.some((name) => label.includes(name))) return;
  const heading = `\n[test] ── ${label} ──`;
  if (!beside) console.log(heading);
  const began = Date.now();
  const code = await run(argv, {
    cwd,
    env,
    buffered: beside,
    onOutput: (output) => process.stdout.write(`${heading}\n${output}`),
  });
  times.push([label, Date.now() - began]);
  console.log(`[test] ${label} took ${clock(Date.now() - began)}`);
  const counted = report ? count(report, label) : null;
  if (!report && code === 0) passed += 1;
  if (code !== 0) {
    failures.push(label);
    // A suite that failed without a failing test (no tests, a crash) still counts once.
    if (!counted?.failed) failed += 1;
  }
}

/**
 * Runs vitest in `dir`, where its vitest.config.ts and include globs are resolved, or from the
 * root with the config file `config`.
 */
function vitest(label, dir, { env = {}, config, beside = false } = {}) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const argv = exec(
    'vitest',
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  );
  return step(label, argv, { env, report, cwd: join(root, dir), beside });
}

const missing = ensureSystemDeps();
if (missing.length > 0) {
  console.error(missing.join('\n'));
  process.exit(1);
}

await step('install', [...pnpm, 'install', '--frozen-lockfile']);
if (failures.length > 0) process.exit(1);

// Two lanes side by side from here: the checks, the unit tests, the build and the browser
// suites in one, its output as it comes; in the other the generators and the backend and
// database suites, which share no state with it (each on its own free ports and throwaway data
// directories), each printed when it ends. The browser suites spend much of their time waiting
// on fixed intervals and the network, which the second lane fills. Both database runs are in
// the second lane: with the PostgreSQL run in the first, the second ended 3 minutes sooner
// (16:28 against 19:50 on a 2-core machine).
const backendLane = (async () => {
  const beside = true;
  await vitest('generators', '.', { config: 'scripts/generators/vitest.config.ts', beside });
  await vitest('supabase-local (PGlite)', 'packages/supabase-local', {
    env: { SUPABASE_LOCAL_TEST_ENGINE: 'pglite' },
    beside,
  });
  await vitest('supabase-local (PostgreSQL)', 'packages/supabase-local', {
    env: { SUPABASE_LOCAL_TEST_ENGINE: 'postgres' },
    beside,
  });
  await vitest('db (PGlite)', 'tests/db', { env: { DB_ENGINE: 'pglite' }, beside });
  await vitest('db (PostgreSQL)', 'tests/db', { env: { DB_ENGINE: 'postgres' }, beside });
})();

// The static checks read the sources only: all at once.
await Promise.all([
  step('catalog', ['node', 'scripts/check-catalog.mjs'], { beside: true }),
  step('public ground', ['node', 'scripts/check-public-ground.mjs'], { beside: true }),
  step('format', exec('prettier', '--check', '.'), { beside: true }),
  step('lint', exec('eslint', '.', '--max-warnings', '0'), { beside: true }),
  step('typecheck', exec('tsc', '-p', 'tsconfig.json', '--noEmit'), { beside: true }),
  // The service worker has a worker's globals, not a page's.
  step('typecheck (service worker)', exec('tsc', '-p', 'shell/src/service-worker', '--noEmit'), {
    beside: true,
  }),
]);
await vitest('unit', '.');
// One build for every browser suite: both Playwright configs skip their own (E2E_SKIP_BUILD).
await step('build', ['node', 'scripts/build.mjs']);

/** Runs a Playwright config against the shared build, counting its JSON report. */
function playwright(label, config) {
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  return step(label, exec('playwright', 'test', '--config', config, '--reporter=list,json'), {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_SKIP_BUILD: '1' },
    report,
  });
}

if (!failures.includes('build')) {
  await playwright('e2e', 'tests/e2e/playwright.config.ts');
  // The apps on a static host, each remote on its own origin (the rehearsal of deploying).
  const staticConfig = 'tests/e2e/playwright.static.config.ts';
  if (existsSync(join(root, staticConfig))) await playwright('e2e (static host)', staticConfig);
}
await backendLane;
console.log('\n[test] time per group (the two lanes ran side by side):');
for (const [label, ms] of times) console.log(`  ${clock(ms).padStart(6)}  ${label}`);
console.log(`  ${clock(Date.now() - startedAt).padStart(6)}  in all`);
for (const { label, failed: names, flaky } of problems) {
  for (const name of names) console.log(`[test] ${label} failed: ${name}`);
  for (const name of flaky) console.log(`[test] ${label} passed on a retry: ${name}`);
}
console.log(failures.length > 0 ? `\nFailed: ${failures.join(', ')}` : '\nEvery suite passed.');
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
