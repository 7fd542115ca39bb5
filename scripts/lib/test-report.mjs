// Reads a vitest or Playwright JSON report (scripts/test.mjs). The names of the tests that failed
// or passed only on a retry are printed again at the end of `npm test`: a CI log shown only in
// part keeps its last lines, where a suite's own listing of them is long gone.

/** Counts of a report: flaky tests passed on their retry, so they count as passed. */
export function reportCounts(report) {
  if (report.stats) {
    return {
      passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected ?? 0,
    };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** Playwright's suites nest by file and describe block; each spec holds one test per project. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        yield { name: [...path, spec.title].join(' › '), line: spec.line, status: test.status };
      }
    }
    yield* playwrightTests(suite.suites, path);
  }
}

/** `{ failed, flaky }`: the tests of the report that failed, and those that passed on a retry. */
export function reportProblems(report) {
  if (report.stats) {
    const tests = [...playwrightTests(report.suites)];
    const named = (status) =>
      tests.filter((test) => test.status === status).map((test) => `${test.name}:${test.line}`);
    return { failed: named('unexpected'), flaky: named('flaky') };
  }
  const failed = (report.testResults ?? []).flatMap((file) => {
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed to load has no failed test, only its message.
    if (tests.length === 0 && file.status === 'failed') return [`${file.name} (did not run)`];
    return tests.map((test) => `${file.name} › ${test.fullName}`);
  });
  return { failed, flaky: [] };
}
