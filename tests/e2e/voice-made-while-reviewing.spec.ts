import { expect, test } from './fixtures.ts';
import { secondPerson, toastWith } from './friends-helpers.ts';
import { startReview } from './review-helpers.ts';
import {
  fluentFriendOf,
  recordedBy,
  spanishPhraseOf,
  whatPlayed,
  watchPlayback,
} from './voice-helpers.ts';

/**
 * docs/product.md §4 "Recordings", asking a friend and in review, with both at it at once: a
 * learner on a phone asks a fluent friend to record a phrase and starts the day's review; the
 * friend records it meanwhile, and the card already on the learner's screen plays the friend's
 * voice on the reveal, without a reload.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a recording a friend makes during my review plays on its card', async ({
  page,
  baseURL,
  signedInUser: learner,
}) => {
  test.setTimeout(120_000);
  await watchPlayback(page);
  const { text, phraseId } = await spanishPhraseOf(learner, 'Hasta mañana', 'See you tomorrow', {
    daily_review_goal: 1,
  });
  const friend = await fluentFriendOf(learner);

  await page.goto(`/learn/spa/${phraseId}`);
  await page
    .getByRole('region', { name: 'Recordings' })
    .getByRole('button', { name: 'Ask a friend to record' })
    .click();
  await page
    .getByRole('menuitem', { name: new RegExp(`^Ask ${friend.username} to record this`) })
    .click();
  await expect(toastWith(page, `Asked ${friend.username} to record this`)).toBeVisible();

  await startReview(page, 'spa', { total: 1, fresh: 1 });
  const session = page.getByRole('region', { name: 'Review session' });
  await expect(session).toContainText(text);
  const listen = session.getByRole('button', { name: `Listen to ${friend.username}`, exact: true });
  await expect(listen).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const helper = await secondPerson(baseURL!, { user: friend });
  try {
    const path = await recordedBy(helper.page, friend, phraseId!);

    // The card on screen now names the friend's voice, and the reveal plays it.
    await expect(listen).toBeVisible();
    await session.getByRole('button', { name: 'Show translation' }).click();
    await expect.poll(() => whatPlayed(page)).toContainEqual(expect.stringContaining(path));
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  } finally {
    await helper.close();
  }
});
