import type { BrowserContext, Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { keptForOffline, shellFilesNotKept } from './offline-helpers.ts';

// The offline app's worker, as learners have it.
test.use({ serviceWorkers: 'allow' });

/** How long each remote file the worker fetches ahead takes here, so that the fetching lasts. */
const SLOW_FILE_MS = 250;
/** How long the reloaded page's document is held back, so that the gap between pages lasts. */
const NEXT_DOCUMENT_DELAY_MS = 3_000;
/** How long the reopened page's data requests are held back, so that its loading lasts. */
const SLOW_DATA_MS = 2_500;
/** Long enough for the downloads on their way when the page said it was loading to start. */
const IN_FLIGHT_MS = 1_000;
/**
 * The page notes its own 'settled' a moment after the worker may have heard it: downloads that
 * start just before that note are the install going on.
 */
const SETTLED_NOTED_LATE_MS = 100;

interface PageLoadTimes {
  loading?: number;
  settled?: number;
}

/** Slows the worker's downloads of the remotes' files, and tells when each started. */
async function watchTheWorker(context: BrowserContext) {
  // Only the worker's downloads are slowed: what the page itself asks for is not.
  await context.route(/\/mf-[a-z]+\/static\//, async (route) => {
    if (route.request().serviceWorker()) {
      await new Promise((resolve) => setTimeout(resolve, SLOW_FILE_MS));
    }
    await route.continue();
  });
  // When the browser started each of the worker's requests (not when the test heard of it).
  const workerRequests: Request[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerRequests.push(request);
  });
  // The remotes' files it fetches ahead, slowed: the page's own requests for its documents and
  // manifests pass through the worker in control too, and the install reads the shell's files.
  return () =>
    workerRequests
      .filter((request) => /\/mf-[a-z]+\/static\//.test(request.url()))
      .map((request) => request.timing().startTime);
}

/**
 * Opens the app; the worker installs once the page has loaded, and the page, settled at the
 * visitor's first movement, has it fetch ahead what the app needs offline.
 */
async function openAndStartFetchingAhead(page: Page, startedAt: () => number[]) {
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await page.mouse.move(10, 10);
  await expect.poll(() => startedAt().length).toBeGreaterThan(0);
}

// A signed-in learner; the fetching ahead, slowed, lasts long enough to be met.
test.beforeEach(({ signedInUser }) => {
  expect(signedInUser.uid).toBeTruthy();
  test.setTimeout(90_000);
});

test('the worker’s fetching ahead waits while the app is opened again, and finishes once that page has settled', async ({
  context,
  page,
}) => {
  const startedAt = await watchTheWorker(context);
  // When each page says it is loading and that it has settled, as the worker hears it.
  await context.addInitScript(() => {
    const times: PageLoadTimes = {};
    (window as unknown as { pageLoadTimes: PageLoadTimes }).pageLoadTimes = times;
    new BroadcastChannel('phrasebook-page-loads').onmessage = ({ data }) => {
      const { type } = data as { type: 'loading' | 'settled' };
      times[type] ??= Date.now();
    };
  });
  const pageLoadTimes = () =>
    page.evaluate(() => (window as unknown as { pageLoadTimes: PageLoadTimes }).pageLoadTimes);

  await openAndStartFetchingAhead(page, startedAt);

  // The learner opens the app again while the worker fetches ahead, and leaves it untouched.
  // Its data comes slowly, so that the page's loading (until its first screen is shown with its
  // data) lasts.
  await context.route(
    (url) => url.pathname.startsWith('/rest/v1/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_DATA_MS));
      await route.continue();
    },
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await expect.poll(async () => (await pageLoadTimes()).settled).toBeDefined();
  const { loading, settled } = await pageLoadTimes();
  if (loading === undefined || settled === undefined) throw new Error('no page-load signals');
  expect(settled - loading).toBeGreaterThan(IN_FLIGHT_MS + 500);
  const whileLoading = startedAt().filter(
    (at) => at > loading + IN_FLIGHT_MS && at < settled - SETTLED_NOTED_LATE_MS,
  );
  expect(whileLoading, 'worker downloads started while the page was loading').toEqual([]);

  // Settled: the fetching goes on, and the app is ready to work offline.
  await expect.poll(() => startedAt().filter((at) => at > settled).length).toBeGreaterThan(0);
  await keptForOffline(page);
});

test('the worker’s fetching ahead also waits from the moment the app’s page is left until the next one loads', async ({
  context,
  page,
}) => {
  const startedAt = await watchTheWorker(context);
  // Every page's signals, heard by a tab of the same site that is not the app.
  const listener = await context.newPage();
  await listener.goto('/config.json');
  await listener.evaluate(() => {
    const heard: Array<{ type: string; at: number }> = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    new BroadcastChannel('phrasebook-page-loads').onmessage = ({ data }) => {
      heard.push({ type: (data as { type: string }).type, at: Date.now() });
    };
  });
  const heard = () =>
    listener.evaluate(
      () => (window as unknown as { heard: Array<{ type: string; at: number }> }).heard,
    );
  await openAndStartFetchingAhead(page, startedAt);

  // The learner reloads on a slow network: the next page's document takes a while to come.
  await context.route(
    (url) => url.pathname === '/learn',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, NEXT_DOCUMENT_DELAY_MS));
      await route.continue();
    },
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  const signals = await heard();
  const leaving = signals.find((signal) => signal.type === 'leaving')?.at;
  const loading = signals.find(
    (signal) => signal.type === 'loading' && leaving !== undefined && signal.at > leaving,
  )?.at;
  if (leaving === undefined || loading === undefined) throw new Error('no page-load signals');
  expect(loading - leaving).toBeGreaterThan(IN_FLIGHT_MS + 1_000);
  const whileLeft = startedAt().filter((at) => at > leaving + IN_FLIGHT_MS && at < loading);
  expect(whileLeft, 'worker downloads started between two pages').toEqual([]);
});

test('a first install takes control with the page’s own files, before the rest is fetched ahead', async ({
  context,
  page,
}) => {
  // The worker's downloads of the other remotes' files wait until the test lets them go: the
  // page's own remote's files are kept with the install.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/mf-(?!learn\/)[a-z]+\/static\//, async (route) => {
    if (route.request().serviceWorker()) await released;
    await route.continue();
  });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await page.mouse.move(10, 10);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // In control, the shell's start-up files and the page's remote's are kept; the other remotes'
  // come once let go.
  const kept = await page.evaluate(async () => {
    // index.html preloads them (start-preload-plugin.ts, and the page hints for the remote's).
    const startUp = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
      .map((link) => link.href)
      .filter((href) => /^\/(static|mf-learn)\//.test(new URL(href).pathname));
    const found = await Promise.all(startUp.map((url) => caches.match(url)));
    return { files: startUp.length, kept: found.filter(Boolean).length };
  });
  expect(kept.files).toBeGreaterThan(5);
  expect(kept.kept).toBe(kept.files);
  release();
  await keptForOffline(page);

  // Once asked, it has kept every file of the shell's build too.
  expect(await shellFilesNotKept(page)).toEqual([]);
});
