/**
 * One visit on a throttled phone profile, with its largest contentful paint and the requests
 * before it: what lcp-throttled.ts compares against the reference app (docs/performance.md,
 * "Round trips").
 */
import type { CDPSession } from 'playwright-core';
import { launchChromium } from '@phrasebook/testing/chromium';
import { traceMainThread, type MainThread } from './main-thread.ts';

/**
 * A mid-range phone on a slow mobile network: 4× CPU, 1.6 Mbps down, 750 kbps up, 150 ms.
 * BENCH_CPU=6 slows the CPU more, as a cheaper phone.
 */
export const phoneProfile = {
  cpuSlowdown: Number(process.env.BENCH_CPU ?? 4),
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 93_750,
  viewport: { width: 412, height: 823 },
};

export interface VisitRequest {
  url: string;
  method: string;
  type: string;
  /** ms since the visit's first request */
  start: number;
  end: number;
  /** Answered without the network: HTTP cache or service worker. */
  cached: boolean;
}

export interface Visit {
  lcpMs: number;
  requests: VisitRequest[];
  /**
   * With `traceMainThread`: the main thread's work before the largest paint or, when a kept
   * screen was drawn, before the app's own screen replaced it.
   */
  mainThread?: MainThread;
  /** Whether the page drew the screen kept when it was last left (docs/offline.md). */
  keptScreen: boolean;
  /** When the app's own first screen replaced that kept screen (ms from navigation). */
  appDrawnMs?: number;
}

export interface VisitOptions {
  /** Without the phone profile: a visit that only warms the servers' caches. */
  unthrottled?: boolean;
  /** localStorage entry written before the app starts (a signed-in session). */
  storage?: { key: string; value: string };
  /** Load the page once first, so this visit finds what the first one cached. */
  repeat?: boolean;
  /**
   * With `repeat`: after the first load, wait until the page's service worker is installed
   * and in control (a visitor coming back later), rather than the usual 3 s.
   */
  afterInstall?: boolean;
  timezoneId?: string;
  /**
   * The address of a slow link (slow-link.ts) that carries every request, the service worker's
   * included, instead of Chrome's network emulation, which does not slow those.
   */
  slowLink?: string;
  /** Trace the visit and say what the main thread did before the largest paint. */
  traceMainThread?: boolean;
}

/**
 * How long a page is left after `load` for its largest paint to happen, and before a repeat
 * visit (BENCH_REPEAT_AFTER_MS, 3 s by default: lcp-throttled.ts).
 */
const AFTER_LOAD_MS = Number(process.env.BENCH_REPEAT_AFTER_MS ?? 3000);

function recordRequests(cdp: CDPSession): () => VisitRequest[] {
  const seen = new Map<string, VisitRequest & { startedAt: number; endedAt?: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    seen.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? 'Other',
      start: 0,
      end: 0,
      cached: false,
      startedAt: event.timestamp,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = seen.get(event.requestId);
    if (!request) return;
    request.cached ||= Boolean(
      event.response.fromDiskCache ||
      event.response.fromServiceWorker ||
      event.response.fromPrefetchCache,
    );
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = seen.get(event.requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = seen.get(event.requestId);
    if (request) request.endedAt = event.timestamp;
  });
  return () => {
    const all = [...seen.values()];
    const first = Math.min(...all.map((request) => request.startedAt));
    return all
      .filter((request) => request.endedAt !== undefined)
      .map(({ startedAt, endedAt, ...request }) => ({
        ...request,
        start: (startedAt - first) * 1000,
        end: ((endedAt ?? startedAt) - first) * 1000,
      }))
      .sort((a, b) => a.start - b.start);
  };
}

/** A fresh browser profile on the phone profile, its first page and that page's CDP session. */
export async function openPhone(
  options: Pick<VisitOptions, 'unthrottled' | 'timezoneId' | 'slowLink'> = {},
) {
  const { context, close } = await launchChromium({
    viewport: phoneProfile.viewport,
    timezoneId: options.timezoneId,
    // BENCH_NO_SW=1: what a visit costs without the offline app's worker (lcp-throttled.ts).
    serviceWorkers: process.env.BENCH_NO_SW ? 'block' : 'allow',
    proxy: options.slowLink && !options.unthrottled ? { server: options.slowLink } : undefined,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (!options.unthrottled && !options.slowLink) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: phoneProfile.latencyMs,
        downloadThroughput: phoneProfile.downloadBytesPerSecond,
        uploadThroughput: phoneProfile.uploadBytesPerSecond,
      });
    }
    if (!options.unthrottled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
    }
    return { context, page, cdp, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens `url` in a fresh browser profile on the phone profile; returns its LCP and requests. */
export async function throttledVisit(url: string, options: VisitOptions = {}): Promise<Visit> {
  const { context, page, cdp, close } = await openPhone(options);
  try {
    if (options.storage) {
      const { key, value } = options.storage;
      await context.addInitScript(
        ([k, v]) => {
          try {
            window.localStorage.setItem(k, v);
          } catch {
            // storage blocked: the page opens signed out
          }
        },
        [key, value] as const,
      );
    }
    await page.addInitScript(() => {
      const store = window as unknown as { __lcp: number; __kept: boolean; __appDrawn?: number };
      store.__lcp = 0;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        store.__kept = root?.querySelector(':scope > [data-kept-screen]') != null;
        if (!root || !store.__kept) return;
        // #root's own children only: the app's render below it is not watched.
        const replaced = new MutationObserver(() => {
          if (root.querySelector(':scope > [data-kept-screen]')) return;
          store.__appDrawn = performance.now();
          replaced.disconnect();
        });
        replaced.observe(root, { childList: true });
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    if (options.repeat) {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(AFTER_LOAD_MS);
      if (options.afterInstall) {
        await page.waitForFunction(() => navigator.serviceWorker?.controller, undefined, {
          timeout: 120_000,
        });
      }
      await page.goto('about:blank');
      // A visitor who comes back later finds the worker stopped (browsers stop an idle one
      // within a minute): it starts again for the visit, as it would for them.
      if (options.afterInstall) {
        await cdp.send('ServiceWorker.enable');
        await cdp.send('ServiceWorker.stopAllWorkers');
      }
    }
    const requests = recordRequests(cdp);
    const endTrace = options.traceMainThread ? await traceMainThread(cdp) : undefined;
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const { lcpMs, keptScreen, appDrawnMs } = await page.evaluate(() => {
      const store = window as unknown as { __lcp: number; __kept?: boolean; __appDrawn?: number };
      return {
        lcpMs: store.__lcp,
        keptScreen: store.__kept === true,
        appDrawnMs: store.__appDrawn,
      };
    });
    return {
      lcpMs: Math.round(lcpMs),
      keptScreen,
      appDrawnMs: appDrawnMs === undefined ? undefined : Math.round(appDrawnMs),
      requests: requests(),
      mainThread: await endTrace?.(appDrawnMs ?? lcpMs),
    };
  } finally {
    await close();
  }
}

/** What a first screen waits on: documents, scripts, styles and data, not icons. */
const onCriticalPath = (request: VisitRequest) =>
  ['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR'].includes(request.type) &&
  !request.url.startsWith('data:');

/**
 * The requests a visit made before its largest paint, and how many round trips deep their
 * chain was: a request is one round trip deeper than the deepest one that had finished when it
 * started (an answer from a cache adds none). CORS preflights are left out. An upper bound:
 * a request that merely started after another finished is counted as waiting for it.
 */
export function criticalPath(visit: Visit): { requests: number; roundTrips: number } {
  const before = visit.requests.filter(
    (request) => onCriticalPath(request) && request.end <= visit.lcpMs && !isPreflight(request),
  );
  const depth = new Map<VisitRequest, number>();
  for (const request of before) {
    const waitedOn = before.filter((other) => depth.has(other) && other.end <= request.start);
    const deepest = Math.max(0, ...waitedOn.map((other) => depth.get(other) ?? 0));
    depth.set(request, deepest + (request.cached ? 0 : 1));
  }
  return {
    requests: before.filter((request) => !request.cached).length,
    roundTrips: Math.max(0, ...depth.values()),
  };
}

const isPreflight = (request: VisitRequest) =>
  request.type === 'Preflight' || request.method === 'OPTIONS';
