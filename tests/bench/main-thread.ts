/**
 * What the page's main thread did between the navigation and the largest paint, from a Chrome
 * trace of the visit (docs/performance.md, "Where a repeat visit spends its time"). A repeat
 * visit finds its files in the HTTP cache and, for Phrasebook, its data in the kept copy: what
 * is left is this thread's work, which round trips do not explain.
 */
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** Where the busy time went, in ms of the throttled thread. */
export interface MainThread {
  busyMs: number;
  activities: Record<Activity, number>;
}

export const activities = [
  'script',
  'code cache',
  'style and layout',
  'requests',
  'other',
] as const;
export type Activity = (typeof activities)[number];

/** Trace events by what they are, matched on their names; the rest is 'other'. */
const activityOf: [RegExp, Activity][] = [
  [/produceCache|produceModuleCache|CompileSerialize/, 'code cache'],
  [
    /^(FunctionCall|EvaluateScript|RunMicrotasks|v8\.|V8\.|AsyncTask|TimerFire|EventDispatch)/,
    'script',
  ],
  [
    /recalcStyle|UpdateLayoutTree|performLayout|Layout|Paint|Style|CSSParser|PrePaint|Commit$/,
    'style and layout',
  ],
  [/ResourceFetcher|ResponseBodyLoader|ResourceLoad/, 'requests'],
];

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink',
  'loading',
  // navigationStart, where the page's clock starts
  'blink.user_timing',
];

/** Starts tracing; the returned function ends it and reads the first `lcpMs` of the visit. */
export async function traceMainThread(
  cdp: CDPSession,
): Promise<(lcpMs: number) => Promise<MainThread>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => {
    // Chrome's trace events, which the protocol's types leave as string maps.
    events.push(...(event.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories },
  });
  return async (lcpMs) => {
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadBefore(events, lcpMs);
  };
}

/**
 * The page's main thread from its navigation to `lcpMs` later: the busy time (top-level
 * events) and each event's own time (less its children's) summed by activity.
 */
export function mainThreadBefore(events: TraceEvent[], lcpMs: number): MainThread {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) throw new Error('main-thread: no navigation in the trace');
  const thread = `${navigation.pid}:${navigation.tid}`;
  const start = navigation.ts;
  const end = start + lcpMs * 1000;
  const timed = events
    .filter(
      (event) =>
        `${event.pid}:${event.tid}` === thread &&
        event.ph === 'X' &&
        event.dur !== undefined &&
        event.ts >= start &&
        event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const spent = Object.fromEntries(activities.map((activity) => [activity, 0])) as Record<
    Activity,
    number
  >;
  const open: { event: TraceEvent; ends: number; children: number }[] = [];
  let busy = 0;
  const close = (until: number) => {
    while (open.length > 0 && open[open.length - 1]!.ends <= until) {
      const { event, children } = open.pop()!;
      const activity = activityOf.find(([pattern]) => pattern.test(event.name))?.[1] ?? 'other';
      spent[activity] += (event.dur ?? 0) - children;
      if (open.length > 0) open[open.length - 1]!.children += event.dur ?? 0;
    }
  };
  for (const event of timed) {
    close(event.ts);
    if (open.length === 0) busy += Math.min(event.ts + (event.dur ?? 0), end) - event.ts;
    open.push({ event, ends: event.ts + (event.dur ?? 0), children: 0 });
  }
  close(Infinity);
  const ms = (us: number) => Math.round(us / 1000);
  return {
    busyMs: ms(busy),
    activities: Object.fromEntries(
      activities.map((activity) => [activity, ms(spent[activity])]),
    ) as Record<Activity, number>,
  };
}
