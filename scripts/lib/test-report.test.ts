import { expect, it } from 'vitest';
import { reportCounts, reportProblems } from './test-report.mjs';

const playwright = {
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'review-session.spec.ts',
      specs: [{ title: 'loads', line: 4, tests: [{ status: 'expected' }] }],
      suites: [
        {
          title: 'the daily review session',
          specs: [
            { title: 'resume', line: 146, tests: [{ status: 'unexpected' }] },
            { title: 'by keyboard', line: 165, tests: [{ status: 'flaky' }] },
            { title: 'undo', line: 170, tests: [{ status: 'expected' }] },
          ],
        },
      ],
    },
  ],
};

const vitest = {
  numPassedTests: 3,
  numFailedTests: 1,
  testResults: [
    {
      name: '/repo/tests/db/a.test.ts',
      status: 'failed',
      assertionResults: [
        { fullName: 'rules refuse a bad row', status: 'failed' },
        { fullName: 'rules keep a good row', status: 'passed' },
      ],
    },
    { name: '/repo/tests/db/b.test.ts', status: 'failed', assertionResults: [] },
    { name: '/repo/tests/db/c.test.ts', status: 'passed', assertionResults: [] },
  ],
};

it('names the failed and flaky tests of a Playwright report, with their describe blocks', () => {
  expect(reportCounts(playwright)).toEqual({ passed: 3, failed: 1 });
  expect(reportProblems(playwright)).toEqual({
    failed: ['review-session.spec.ts › the daily review session › resume:146'],
    flaky: ['review-session.spec.ts › the daily review session › by keyboard:165'],
  });
});

it('names the failed tests of a vitest report, and a file that failed without running any', () => {
  expect(reportCounts(vitest)).toEqual({ passed: 3, failed: 1 });
  expect(reportProblems(vitest)).toEqual({
    failed: [
      '/repo/tests/db/a.test.ts › rules refuse a bad row',
      '/repo/tests/db/b.test.ts (did not run)',
    ],
    flaky: [],
  });
});
