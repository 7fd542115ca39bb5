/**
 * Largest contentful paint of every signed-in page on a throttled phone (throttled-visit.ts),
 * cold and repeat, side by side with the reference app in one run, alternating, median of 3;
 * and per page the requests before the first screen and the round trips their chain took
 * (docs/performance.md, "Round trips"). Prints figures; asserts nothing.
 *
 *   pnpm exec tsx tests/bench/lcp-throttled.ts             build first, then measure
 *   BENCH_SKIP_BUILD=1 …                                     measure the build that is there
 *   REFERENCE_APP=<dir> REFERENCE_BACKEND=<script> …         also measure the reference app
 *   BENCH_RUNS=5 …                                           runs per page and visit (3)
 *   BENCH_PAGES=/learn,/profile BENCH_VISITS=repeat …        only these pages and visits
 *   BENCH_NO_SW=1 …                                          service workers blocked (no offline app)
 *   BENCH_LINK=proxy …                                       the link slowed by slow-link.ts, not by
 *                                                            Chrome (which leaves a worker's fetches fast)
 *   BENCH_HOST=static …                                      Phrasebook on the nginx rehearsal, each app
 *                                                            on its own origin (docs/deploying.md)
 *   BENCH_CPU=6 …                                            a slower phone's CPU (4× by default)
 *   BENCH_REPEAT_AFTER_MS=8000 …                             a repeat visit that long after the first
 *                                                            load (3 s)
 *
 * REFERENCE_APP is a checkout of the reference app with its production build in dist/, built
 * against a backend at http://127.0.0.1:54391; REFERENCE_BACKEND a script that serves one
 * signed-in user there (`node <script> <port>`) and prints that user's stored session with
 * `--print-session` (docs/performance.md says how both are made).
 */
import { chosen, measuredPages, median, withBothApps } from './side-by-side.ts';
import { startSlowLink } from './slow-link.ts';
import { criticalPath, phoneProfile, throttledVisit, type Visit } from './throttled-visit.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * The goals of issue #51 (#28's, with repeat visits from 0.7 to 0.6): at most this share of
 * the reference app's LCP. 'installed' is a
 * repeat visit once the offline app's service worker is in control (a visitor who comes back
 * later), against the reference app's repeat visit: it has no worker. Chrome's network
 * emulation does not slow what the worker fetches itself (the page, network first), so an
 * installed visit is measured about one round trip short (docs/performance-history.md).
 */
const goals = { cold: 0.8, repeat: 0.6, installed: 0.6 } as const;

type VisitKind = keyof typeof goals;

const measuredKinds = chosen('BENCH_VISITS', ['cold', 'repeat', 'installed'] as VisitKind[]);

interface Row {
  page: string;
  kind: VisitKind;
  ours: Visit[];
  reference: Visit[];
}

/**
 * The median LCP of the visits that recorded one: on a loaded machine a visit can end before
 * the browser reports its largest paint (0), which would pull the median to nothing.
 */
function medianLcp(visits: Visit[]): number {
  const painted = visits.map((visit) => visit.lcpMs).filter((ms) => ms > 0);
  return painted.length > 0 ? median(painted) : Number.NaN;
}

function printTable(rows: Row[], withReference: boolean) {
  console.log('\n== Largest contentful paint, throttled phone (median ms)\n');
  console.log(
    withReference
      ? '| page | visit | reference app | Phrasebook | ratio | goal | requests | round trips |\n|---|---|--:|--:|--:|--:|--:|--:|'
      : '| page | visit | Phrasebook | requests | round trips |\n|---|---|--:|--:|--:|',
  );
  for (const row of rows) {
    const ours = medianLcp(row.ours);
    const paths = row.ours.filter((visit) => visit.lcpMs > 0).map(criticalPath);
    const requests = median(paths.map((p) => p.requests));
    const roundTrips = median(paths.map((p) => p.roundTrips));
    if (!withReference) {
      console.log(`| \`${row.page}\` | ${row.kind} | ${ours} | ${requests} | ${roundTrips} |`);
      continue;
    }
    const reference = medianLcp(row.reference);
    const ratio = ours / reference;
    const goal = goals[row.kind];
    const referencePaths = row.reference.filter((visit) => visit.lcpMs > 0).map(criticalPath);
    console.log(
      `| \`${row.page}\` | ${row.kind} | ${reference} | ${ours} | ${ratio.toFixed(2)} | ≤ ${goal} ${ratio <= goal ? 'met' : 'missed'} | ${requests} (ref ${median(referencePaths.map((p) => p.requests))}) | ${roundTrips} (ref ${median(referencePaths.map((p) => p.roundTrips))}) |`,
    );
  }
  console.log(
    '\nrequests: scripts, styles and data fetched from the network before the largest paint;' +
      ' round trips: how many deep their chain was (throttled-visit.ts, criticalPath).',
  );
}

async function main() {
  const link = process.env.BENCH_LINK === 'proxy' ? await startSlowLink(phoneProfile) : undefined;
  console.log(
    link
      ? `The link: slow-link.ts at ${link.server}, every request through it.`
      : "The link: Chrome's network emulation (a service worker's own fetches are not slowed).",
  );
  console.log(`The CPU: ${phoneProfile.cpuSlowdown}× slower.\n`);
  try {
    await measure(link?.server);
  } finally {
    await link?.close();
  }
}

async function measure(slowLink: string | undefined) {
  await withBothApps(async (ours, reference) => {
    const rows: Row[] = [];
    for (const page of measuredPages) {
      for (const kind of measuredKinds) {
        const row: Row = { page: page.name, kind, ours: [], reference: [] };
        for (let run = 0; run < RUNS; run++) {
          const repeat = kind !== 'cold';
          if (reference && (kind !== 'installed' || !measuredKinds.includes('repeat'))) {
            row.reference.push(
              await throttledVisit(`${reference.url}${page.reference}`, {
                ...reference.options,
                repeat,
                slowLink,
              }),
            );
          }
          row.ours.push(
            await throttledVisit(`${ours.url}${page.ours}`, {
              ...ours.options,
              repeat,
              afterInstall: kind === 'installed',
              slowLink,
            }),
          );
        }
        if (kind === 'installed' && measuredKinds.includes('repeat')) {
          row.reference =
            rows.find((other) => other.page === page.name && other.kind === 'repeat')?.reference ??
            [];
        }
        const lcps = (visits: Visit[]) => visits.map((visit) => visit.lcpMs).join(', ');
        // A kept screen is a picture until the app draws its own (docs/offline.md): when that
        // came is printed beside the paint.
        const kept = row.ours.filter((visit) => visit.keptScreen);
        const appDrawn = kept.flatMap((visit) => visit.appDrawnMs ?? []);
        const keptNote =
          kept.length === 0
            ? ''
            : ` (the kept screen drawn on ${kept.length}; the app's own screen at ${appDrawn.join(', ')})`;
        console.log(
          `${page.name} ${kind}: Phrasebook ${lcps(row.ours)}${keptNote}${reference ? `; reference ${lcps(row.reference)}` : ''}`,
        );
        rows.push(row);
      }
    }
    printTable(rows, Boolean(reference));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
