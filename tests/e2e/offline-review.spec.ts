import type { BrowserContext, Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
import { test, expect, signInContext } from './fixtures.ts';
import {
  cardCounter,
  learnerInSession,
  newLearner,
  outboxLength,
  reviewStates,
  scoreAndWait,
  scoreButton,
  waitForReviews,
} from './review-helpers.ts';
import { keptCacheExists, keptForOffline, reopenedOffline } from './offline-helpers.ts';

// The offline app needs its service worker; the network is switched off by the browser
// context, never by a mocked fetch.
test.use({ serviceWorkers: 'allow' });

/** The network back, announced to `page` as the browser announces it. */
async function backOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.evaluate(() => {
    (globalThis as { networkBack?: boolean }).networkBack = true;
    window.dispatchEvent(new Event('online'));
  });
}

/** Waits until the service worker is active (its install cached the app) and the user's query cache is kept. */
async function installedForOffline(page: Page, uid: string) {
  await keptForOffline(page);
  await expect
    .poll(() => keptCacheExists(page, uid), { message: 'the query cache is kept in IndexedDB' })
    .toBe(true);
}

test.describe('review anywhere', () => {
  test("today's review set up online plays offline after the app is closed and reopened, and each score reaches the server once", async ({
    context,
    page,
  }) => {
    // Online, offline and online again across a reopening: 23-29 s in a fresh clone's run, 46-53 s
    // with a second browser suite running beside it on the same two cores.
    test.setTimeout(120_000);
    const user = await learnerInSession(context, page, 4);
    await installedForOffline(page, user.uid);
    // The card list and translations of the day are kept after this point.
    await page.waitForTimeout(1_500);
    // Hours later: the access token has expired, and refreshing it needs the network.
    await page.evaluate((key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        expires_at?: number;
      };
      session.expires_at = Math.floor(Date.now() / 1000) - 3600;
      window.localStorage.setItem(key, JSON.stringify(session));
    }, AUTH_STORAGE_KEY);
    await page.close();

    const offline = await reopenedOffline(context);
    await offline.goto('/learn/spa/review/go');
    // At once, from the stored session: not after auth-js's half a minute of refresh retries.
    await expect(cardCounter(offline)).toHaveText('Card 1 of 4', { timeout: 8_000 });
    await expect(offline.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(offline.getByTestId('review-phrase')).not.toBeEmpty();
    // The first pass, one card Again; translations come from what the device kept.
    for (let card = 1; card <= 4; card++) {
      await expect(cardCounter(offline)).toHaveText(`Card ${card} of 4`);
      await offline.getByRole('button', { name: /^Show translation/ }).click();
      await expect(offline.getByTestId('review-translations')).not.toBeEmpty();
      await scoreAndWait(offline, card === 2 ? 'Again' : 'Good');
    }
    // The again pass, offline too.
    await expect(
      offline.getByRole('heading', { name: 'Go over the cards marked Again' }),
    ).toBeVisible();
    await offline.getByRole('button', { name: 'Review cards (1)' }).click();
    await expect(cardCounter(offline)).toHaveText('Card 2 of 4');
    await scoreAndWait(offline, 'Good');
    await expect(offline.getByRole('heading', { name: 'Saving your reviews…' })).toBeVisible();
    await expect(offline.getByText('5 reviews are still waiting to be sent')).toBeVisible();
    expect(await outboxLength(offline, user.uid)).toBe(5);
    await expect(offline.getByText('5 scores wait on this device')).toBeVisible();

    await backOnline(context, offline);
    await expect(offline.getByRole('heading', { name: "Today's review is complete" })).toBeVisible({
      timeout: 30_000,
    });
    const [state] = await reviewStates(user.uid);
    const reviews = await waitForReviews(user.uid, 5);
    const firsts = reviews.filter((review) => review.day_first_review);
    expect(firsts.map((review) => review.phrase_id).sort()).toEqual([...state!.manifest].sort());
    // The again pass adds one review to the card scored Again, and nothing else is doubled.
    const again = reviews.filter((review) => !review.day_first_review);
    expect(again.map((review) => [review.phrase_id, review.score])).toEqual([
      [state!.manifest[1], 3],
    ]);
  });

  test('a review not started before going offline is explained, and starts once the network returns', async ({
    context,
    page,
  }) => {
    const user = await newLearner('spa', 3);
    await signInContext(context, user);
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();
    await installedForOffline(page, user.uid);
    await page.close();

    const offline = await reopenedOffline(context);
    // The installed app opens offline with the last data seen: the layout, its decks, Learning Home.
    await offline.goto('/learn');
    await expect(offline.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await expect(
      offline.getByRole('navigation', { name: 'My decks' }).getByRole('link', { name: 'Spanish' }),
    ).toBeVisible();
    await offline.goto('/learn/spa/review');
    await expect(
      offline.getByRole('heading', { name: "Today's review is not on this device" }),
    ).toBeVisible();
    await expect(offline.getByRole('link', { name: 'Back to deck' })).toHaveAttribute(
      'href',
      '/learn/spa',
    );

    await backOnline(context, offline);
    await expect(offline.getByRole('button', { name: "Start today's review" })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the offline notice comes under the score buttons and 'Undo', moving nothing a learner is about to tap", async ({
      context,
      page,
    }) => {
      const user = await learnerInSession(context, page, 3);
      await keptForOffline(page);
      await page.getByRole('button', { name: /^Show translation/ }).click();
      await scoreAndWait(page, 'Good');
      await waitForReviews(user.uid, 1);
      await expect.poll(() => outboxLength(page, user.uid)).toBe(0);
      await page.getByRole('button', { name: /^Show translation/ }).click();
      const hard = scoreButton(page, 'Hard');
      const undo = page.getByRole('button', { name: 'Undo' });
      const phrase = page.getByTestId('review-phrase');
      const boxes = () => Promise.all([hard, undo, phrase].map((part) => part.boundingBox()));
      const before = await boxes();

      await context.setOffline(true);
      const notice = page.getByRole('alert', { name: 'You are offline' });
      await expect(notice).toBeInViewport();
      expect(await boxes()).toEqual(before);
      await hard.click();
      await expect(cardCounter(page)).toHaveText('Card 3 of 3');
      await expect(notice).toContainText('1 score waits on this device');
    });
  });

  test("signing out deletes the user's kept query cache: the next user of the browser reads none of it", async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await installedForOffline(page, signedInUser.uid);

    await page
      .getByRole('button', {
        name: `${signedInUser.username} ${signedInUser.email}, account menu`,
      })
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => keptCacheExists(page, signedInUser.uid)).toBe(false);
  });
});
