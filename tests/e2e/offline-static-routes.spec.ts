import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { keptForOffline, workerInControl } from './offline-helpers.ts';

// With the offline app's service worker in place, as learners have it.
test.use({ serviceWorkers: 'allow' });

interface HashedFileAnswer {
  url: string;
  /** What the worker's static route chose, and what answered in the end. */
  matched?: string;
  actual?: string;
}

/**
 * The scripts and stylesheets the page's next load receives, with their static-route answer.
 * Leaves out what the renderer reused from its memory cache without a request (a chunk the page
 * before loaded, as a reload may): DevTools reports such a file with the answer of the load that
 * first fetched it, which says nothing of this one.
 */
async function recordHashedFiles(page: Page): Promise<() => HashedFileAnswer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const answers = new Map<string, HashedFileAnswer>();
  const fromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script' && type !== 'Stylesheet') return;
    answers.set(requestId, {
      url: response.url,
      matched: response.serviceWorkerRouterInfo?.matchedSourceType,
      actual: response.serviceWorkerRouterInfo?.actualSourceType,
    });
  });
  // Read once the page has loaded: by then each file's answer and memory-cache notice has come.
  return () => [...answers].filter(([id]) => !fromMemory.has(id)).map(([, answer]) => answer);
}

/** Opens Learning Home again, the worker in control since the first visit. */
async function reloadLearn(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
}

async function openLearnWithWorker(page: Page) {
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await keptForOffline(page);
}

test.describe('hashed files without the worker running', () => {
  test('once the app is installed, its start-up files are answered from the kept copies by the browser', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await openLearnWithWorker(page);
    const received = await recordHashedFiles(page);

    await reloadLearn(page);

    const hashed = received().filter(({ url }) => /\/static\/|\/remoteEntry\./.test(url));
    expect(hashed.length).toBeGreaterThan(10);
    // The shell's entry, its start-up chunks and the remote's entry and screen, all kept.
    expect(hashed.filter(({ actual }) => actual !== 'cache')).toEqual([]);
    expect(hashed.some(({ url }) => /\/mf-learn\/remoteEntry\./.test(url))).toBe(true);
  });

  test('a hashed file no cache holds yet comes from the network, and the page still opens', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await openLearnWithWorker(page);
    // As after a remote shipped alone, before the worker has fetched its new files ahead.
    const dropped = await page.evaluate(async () => {
      const cache = await caches.open('phrasebook-remote-files');
      const entry = (await cache.keys()).find(({ url }) => /\/mf-learn\/remoteEntry\./.test(url));
      if (entry) await cache.delete(entry);
      return entry?.url;
    });
    expect(dropped).toBeTruthy();
    const received = await recordHashedFiles(page);

    await reloadLearn(page);
    expect(received().find(({ url }) => url === dropped)).toMatchObject({
      matched: 'cache',
      actual: 'network',
    });
  });
});

test.describe('a first install', () => {
  test('keeps what its page loaded, so the next visit is answered from the kept copies without fetching ahead', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    // The page never asks the worker to fetch ahead: what is kept, the install kept.
    await page.addInitScript(() => {
      const post = ServiceWorker.prototype.postMessage;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
        if ((args[0] as { type?: unknown } | null)?.type === 'KEEP_APP_FILES') return;
        return (post as (...rest: unknown[]) => void).apply(this, args);
      };
    });
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    // No movement or key: the worker installs once the first screen is shown with its data.
    await workerInControl(page);
    const received = await recordHashedFiles(page);

    await reloadLearn(page);

    const remote = received().filter(({ url }) => /\/mf-learn\//.test(url));
    // The remote's entry, its routes and Learning Home's screen, beside the shell's start-up.
    expect(remote.length).toBeGreaterThanOrEqual(3);
    expect(remote.filter(({ actual }) => actual !== 'cache')).toEqual([]);
  });
});

test.describe('a visit the worker passes on to the network', () => {
  test("gets the page with its hints, so the opened remote's entry loads without its manifest", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await openLearnWithWorker(page);
    const manifestsRead: string[] = [];
    page.on('request', (request) => {
      if (/\/mf-learn\/mf-manifest\.json/.test(request.url())) manifestsRead.push(request.url());
    });

    await reloadLearn(page);
    expect(manifestsRead).toEqual([]);
    // The worker fetches the page for the visit; the copy it keeps for offline names no entry.
    const entries = await page.evaluate(
      () => JSON.parse(document.getElementById('phrasebook-runtime')?.textContent ?? '{}').entries,
    );
    expect(Object.keys(entries ?? {})).toEqual(['mf_learn']);
  });
});
