import type { APIResponse, Locator, Page, Route } from '@playwright/test';
import { test, expect, createTestUser } from './fixtures.ts';
import { friendAction } from './friends-helpers.ts';
import { createDeck, userClient } from './learn-helpers.ts';
import { holdRequests } from './held-requests.ts';
import { keptForOffline } from './offline-helpers.ts';

// With the offline app's service worker in place, as learners have it.
test.use({ serviceWorkers: 'allow' });

/**
 * Holds every script of the shell's own chunks that `page` asks for from now on, until
 * `release`, but the one that asks the server for a new version (deployed-version.ts): the
 * page is still downloading the others while it compares.
 */
async function holdShellChunks(page: Page) {
  const held: Array<{ route: Route; response: APIResponse }> = [];
  let holding = true;
  const shellOrigin = new URL(page.url()).origin;
  const shellChunk = (url: URL) =>
    url.origin === shellOrigin && /^\/static\/js\/async\/[^/]+\.js$/.test(url.pathname);
  await page.route(shellChunk, async (route) => {
    const response = await route.fetch();
    const asks = (await response.text()).includes('/index.html?deployed');
    if (asks || !holding) await route.fulfill({ response });
    else held.push({ route, response });
  });
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      for (const { route, response } of held) await route.fulfill({ response });
    },
  };
}

/**
 * Takes the shell's chunks out of the offline app's caches, as on a first visit before the
 * worker has kept them all: the page downloads the ones it loads from now on.
 */
async function shellChunksNotKept(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const { origin, pathname } = new URL(request.url);
        if (origin === location.origin && pathname.startsWith('/static/js/async/')) {
          await cache.delete(request);
        }
      }
    }
  });
}

/**
 * Resolves once the page has its answer whether a new version was deployed: the offer shown,
 * or the last of its questions answered (the loaded remotes' manifests come after the shell's
 * page and remotes.json, deployed-version.ts).
 */
async function untilAnswered(page: Page, offer: Locator): Promise<void> {
  let remotesAsked = false;
  let manifestsAnswered = false;
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/remotes.json') remotesAsked = true;
    else if (remotesAsked && pathname.endsWith('/mf-manifest.json')) manifestsAnswered = true;
  });
  await expect.poll(async () => manifestsAnswered || (await offer.count()) > 0).toBe(true);
}

test('the network coming back on a first visit offers no new version when none was deployed', async ({
  context,
  page,
  signedInUser: ana,
}) => {
  await createDeck(await userClient(ana), 'spa');
  const inviter = await createTestUser();

  // The first visit, which installs the offline app.
  // Its first catch-up reads what changed since the page started.
  const catchUpStarted = page.waitForRequest((request) => {
    const { pathname, searchParams } = new URL(request.url());
    return (
      pathname.endsWith('/rest/v1/notification') &&
      (searchParams.get('changed_at') ?? '').startsWith('gte.')
    );
  });
  await page.goto('/learn/spa/add-phrase');
  await expect(page.getByRole('textbox', { name: 'Phrase in Spanish' })).toBeVisible();
  // Settled (the pointer's first move), the page starts keeping the bell live.
  await page.mouse.move(1, 1);
  await (await catchUpStarted).response();
  await keptForOffline(page);
  await shellChunksNotKept(page);

  const chunks = await holdShellChunks(page);
  const asking = await holdRequests(page, /\/index\.html\?deployed$/);
  await context.setOffline(true);
  // News while offline: once the network is back, the bell catches up and loads the code for
  // it (none loaded before: its catch-ups had found nothing).
  expect(await friendAction(inviter, ana, 'invite')).toBeNull();
  await context.setOffline(false);
  // The page asks whether a new version was deployed while the bell's code is on its way.
  await expect.poll(() => asking.count()).toBeGreaterThan(0);
  await expect.poll(() => chunks.count()).toBeGreaterThan(0);
  const offer = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  const answered = untilAnswered(page, offer);
  await asking.release();
  await answered;

  await expect(offer).toHaveCount(0);
  await chunks.release();
  await expect(page.getByRole('textbox', { name: 'Phrase in Spanish' })).toBeVisible();
});
