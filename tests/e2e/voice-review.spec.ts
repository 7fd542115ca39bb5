import type { Page } from '@playwright/test';
import { createTestUser, expect, signInContext, test } from './fixtures.ts';
import { must, userClient } from './learn-helpers.ts';
import { keptCacheExists, keptForOffline, reopenedOffline } from './offline-helpers.ts';
import { startReview } from './review-helpers.ts';
import {
  fluentFriendOf,
  recordedBy,
  spanishPhraseOf,
  whatPlayed,
  watchPlayback,
} from './voice-helpers.ts';

/**
 * docs/product.md §4 "Recordings", in review: the reveal plays a fluent friend's recording
 * (autoplay on by default), 'Listen' plays it when autoplay is off, and the day's recordings
 * play offline after a reload (the service worker keeps them: docs/offline.md).
 */

test.use({ serviceWorkers: 'allow' });

/** A learner with a one-phrase Spanish deck and a friend fluent in Spanish who recorded it. */
async function learnerWithRecordedPhrase(page: Page) {
  const learner = await createTestUser();
  const { phraseId } = await spanishPhraseOf(learner, 'Hasta luego', 'See you later', {
    daily_review_goal: 1,
  });
  const friend = await fluentFriendOf(learner);
  const path = await recordedBy(page, friend, phraseId);
  return { learner, friend, phraseId, path };
}

test('the reveal plays a fluent friend’s recording; Listen plays it when autoplay is off', async ({
  context,
  page,
}) => {
  await watchPlayback(page);
  const { learner, friend, path } = await learnerWithRecordedPhrase(page);
  await signInContext(context, learner);
  await startReview(page, 'spa', { total: 1, fresh: 1 });
  await page.getByRole('button', { name: 'Show translation' }).click();
  await expect.poll(() => whatPlayed(page)).toContainEqual(expect.stringContaining(path));

  must(
    await (
      await userClient(learner)
    )
      .from('user_profile')
      .update({ autoplay_recordings: false })
      .eq('uid', learner.uid),
  );
  await page.reload();
  await page.evaluate(() => ((window as unknown as { __played: string[] }).__played = []));
  await page.getByRole('button', { name: 'Show translation' }).click();
  await page.waitForTimeout(1000);
  expect(await whatPlayed(page)).toEqual([]);
  // It names whose voice it plays.
  await page.getByRole('button', { name: `Listen to ${friend.username}`, exact: true }).click();
  await expect.poll(() => whatPlayed(page)).toContainEqual(expect.stringContaining(path));
});

test('the day’s recordings play offline, after a reload too', async ({ context, page }) => {
  // 14-19 s in a fresh clone's run, 39-43 s with a second browser suite beside it on two cores.
  test.setTimeout(120_000);
  await watchPlayback(context);
  const { learner, path } = await learnerWithRecordedPhrase(page);
  await signInContext(context, learner);
  await page.goto('/learn');
  await keptForOffline(page);
  await startReview(page, 'spa', { total: 1, fresh: 1 });
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('phrasebook-recordings')).keys()).length),
    )
    .toBe(1);
  await expect.poll(() => keptCacheExists(page, learner.uid)).toBe(true);
  // The day's cards and recordings are in the kept query cache after this point.
  await page.waitForTimeout(1_500);
  await page.close();

  const offline = await reopenedOffline(context);
  await offline.goto('/learn/spa/review/go');
  await offline.getByRole('button', { name: 'Show translation' }).click();
  await expect.poll(() => whatPlayed(offline)).toContainEqual(expect.stringContaining(path));
});
