import { test, expect } from './fixtures.ts';

// The offline app's worker, as learners have it.
test.use({ serviceWorkers: 'allow' });

/** How long each file the worker fetches ahead takes here, so that its install lasts. */
const SLOW_FILE_MS = 250;

test('the worker’s install waits while the app is opened again, and finishes once that page has settled', async ({
  context,
  page,
  signedInUser,
}) => {
  test.setTimeout(90_000);
  expect(signedInUser.uid).toBeTruthy();
  // Only the worker's downloads are slowed: what the page itself asks for is not.
  await context.route(/\/mf-[a-z]+\/static\//, async (route) => {
    if (route.request().serviceWorker()) {
      await new Promise((resolve) => setTimeout(resolve, SLOW_FILE_MS));
    }
    await route.continue();
  });
  const workerRequests: number[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerRequests.push(Date.now());
  });

  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  // The page settles at the visitor's first movement; the worker is registered and installs.
  await page.mouse.move(10, 10);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.installing),
      ),
    )
    .toBe(true);
  await expect.poll(() => workerRequests.length).toBeGreaterThan(0);

  // The learner opens the app again while the worker installs.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  const loadedAt = Date.now();
  // The files already on their way when the page said it was loading may still start.
  const afterLoading = () => workerRequests.filter((at) => at > loadedAt).length;
  // Within the 3 s before an untouched page counts as settled (pageSettled).
  await page.waitForTimeout(500);
  expect(afterLoading(), 'worker downloads started while the page was loading').toBe(0);
  expect(
    await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.installing),
    ),
  ).toBe(true);

  // Settled: the install goes on, and the app is ready to work offline.
  await page.mouse.move(20, 20);
  await expect.poll(afterLoading).toBeGreaterThan(0);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
});
