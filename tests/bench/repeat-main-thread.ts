/**
 * What a repeat visit's main thread does before the largest paint (or, where the screen kept
 * when it was last left was drawn first, before the app's own screen replaced it), Phrasebook
 * beside the reference app (docs/performance.md, "Where a repeat visit spends its time"): each
 * signed-in page visited again 3 s after its first load on the throttled phone
 * (throttled-visit.ts), traced, alternating, median of BENCH_RUNS (3). With the files in the
 * HTTP cache and the screen's data in the kept copy, round trips no longer decide; this
 * thread's work does.
 * Prints figures; asserts nothing.
 *
 *   REFERENCE_APP=<dir> REFERENCE_BACKEND=<script> pnpm bench:main-thread
 *   BENCH_SKIP_BUILD=1 BENCH_PAGES=/learn,/profile BENCH_NO_SW=1 …   as in lcp-throttled.ts
 */
import { activities } from './main-thread.ts';
import { measuredPages, median, withBothApps, type App } from './side-by-side.ts';
import { phoneProfile, throttledVisit, type Visit } from './throttled-visit.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const tracedRepeat = (app: App, path: string) =>
  throttledVisit(`${app.url}${path}`, { ...app.options, repeat: true, traceMainThread: true });

/** Median LCP, busy time and time per activity of some visits, as table cells. */
function cells(visits: Visit[]): string[] {
  const of = (read: (visit: Visit) => number) => String(median(visits.map(read)));
  return [
    of((visit) => visit.lcpMs),
    of((visit) => visit.mainThread?.busyMs ?? NaN),
    ...activities.map((activity) => of((visit) => visit.mainThread?.activities[activity] ?? NaN)),
  ];
}

async function main() {
  await withBothApps(async (ours, reference) => {
    const rows: string[] = [];
    for (const page of measuredPages) {
      const visits: { ours: Visit[]; reference: Visit[] } = { ours: [], reference: [] };
      for (let run = 0; run < RUNS; run++) {
        if (reference) visits.reference.push(await tracedRepeat(reference, page.reference));
        visits.ours.push(await tracedRepeat(ours, page.ours));
      }
      console.log(
        `${page.name}: Phrasebook busy ${visits.ours.map((v) => v.mainThread?.busyMs).join(', ')}` +
          (reference
            ? `; reference ${visits.reference.map((v) => v.mainThread?.busyMs).join(', ')}`
            : ''),
      );
      rows.push(`| \`${page.name}\` | Phrasebook | ${cells(visits.ours).join(' | ')} |`);
      if (reference) rows.push(`| | reference | ${cells(visits.reference).join(' | ')} |`);
    }
    console.log(
      `\n== A repeat visit: the main thread before the largest paint, or the app's own screen after a kept one (median ms, ${phoneProfile.cpuSlowdown}× CPU)\n`,
    );
    console.log(`| page | app | LCP | busy | ${activities.join(' | ')} |`);
    console.log(`|---|---|${'--:|'.repeat(2 + activities.length)}`);
    for (const row of rows) console.log(row);
    console.log(
      "\nbusy: the time the page's main thread was working between the navigation and the" +
        " largest paint (the app's own screen where a kept one was drawn first: LCP is still the" +
        " kept one's); each activity: its events' own time in that span (main-thread.ts).",
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
