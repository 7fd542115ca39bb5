import { remoteEntryPath } from '@phrasebook/build-config';
import { test, expect } from './fixtures.ts';

/**
 * A signed-in page's start-up requests overlap instead of waiting for each other (issue #14:
 * no request waterfalls; tests/bench/start-up-latency.ts prints what that saves). Each test
 * holds one response back and checks that a request which does not need it is made meanwhile.
 */
test.describe('a signed-in page starts its requests without waiting for unrelated ones', () => {
  test("the guard's read of the profile does not wait for the page's remote", async ({
    page,
    signedInUser,
  }) => {
    let releaseRemote = () => {};
    const remoteHeld = new Promise<void>((resolve) => {
      releaseRemote = resolve;
    });
    const learnEntry = remoteEntryPath('mf-learn');
    await page.route(
      (url) => learnEntry.test(url.pathname),
      async (route) => {
        await remoteHeld;
        await route.continue();
      },
    );
    const profileRead = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname.endsWith('/rest/v1/user_profile') &&
        url.searchParams.get('uid') === `eq.${signedInUser.uid}`
      );
    });

    await page.goto('/learn', { waitUntil: 'commit' });
    // Made while mf-learn's entry is still held back.
    await profileRead;
    releaseRemote();
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  });
});
