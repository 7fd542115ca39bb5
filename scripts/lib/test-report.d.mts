// Types of test-report.mjs for the TypeScript test that uses it.
export interface ReportCounts {
  passed: number;
  failed: number;
}

export interface ReportProblems {
  failed: string[];
  flaky: string[];
}

/** A vitest or Playwright JSON report, as either writes it. */
export function reportCounts(report: object): ReportCounts;

export function reportProblems(report: object): ReportProblems;
