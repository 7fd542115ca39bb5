import type { Page } from '@playwright/test';
import { test, expect, createTestUser, signInContext } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import {
  friendAction,
  makeFriends,
  secondPerson,
  storedTexts,
  toastWith,
  useScheme,
} from './friends-helpers.ts';
import {
  cardCounter,
  learnerDb,
  newLearner,
  scoreAndWait,
  startReview,
  waitForReviews,
} from './review-helpers.ts';

/** Ends the day's session: its Share button, and the dialog it opens. */
async function openShare(page: Page) {
  await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your day' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Issue #48 "Share a day" (docs/product.md §4 "Progress"): after a session, Share shows one line
 * of counts (the deck, the cards reviewed today, those recalled at their first score, the
 * streak), copies it, or sends it to a friend's chat.
 */
test.describe('sharing a day after the session', () => {
  test('Share copies the day and sends it to a friend, who reads it in the chat', async ({
    context,
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const learner = await newLearner('spa', 3);
    const friend = await secondPerson(baseURL!);
    try {
      await makeFriends(learner, friend.user);
      await signInContext(context, learner);
      await startReview(page, 'spa', { total: 3, fresh: 3 });
      await scoreAndWait(page, 'Good');
      await scoreAndWait(page, 'Again');
      await scoreAndWait(page, 'Hard');
      await expect(
        page.getByRole('heading', { name: 'Go over the cards marked Again' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Review cards (1)' }).click();
      await scoreAndWait(page, 'Good');

      // Three cards, the one first scored Again not recalled; the goal of 3 met, so today is
      // the first day of the deck's streak.
      const summary = 'Spanish · 3 cards · 2 recalled · 1-day streak';
      const dialog = await openShare(page);
      await expect(dialog.getByTestId('day-summary')).toHaveText(summary);
      await expectNoSeriousAxeViolations(page);

      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await dialog.getByRole('button', { name: 'Copy' }).click();
      await expect(toastWith(page, 'Copied to the clipboard')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(summary);

      await dialog
        .getByRole('group', { name: 'Send to a friend' })
        .getByRole('button', { name: friend.user.username })
        .click();
      await expect(toastWith(page, `Sent to ${friend.user.username}`)).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await storedTexts(learner.uid, friend.user.uid)).toEqual([summary]);

      await friend.page.goto(`/friends/chats/${learner.uid}`);
      await expect(
        friend.page.getByRole('log', { name: `Messages with ${learner.username}` }),
      ).toContainText(summary);
    } finally {
      await friend.close();
    }
  });

  test('a friend who has left is refused with a message, and nothing is sent', async ({
    context,
    page,
  }) => {
    const learner = await newLearner('spa', 2);
    const former = await createTestUser();
    await makeFriends(learner, former);
    await signInContext(context, learner);
    await useScheme(page, 'light');
    await startReview(page, 'spa', { total: 2, fresh: 2 });
    await scoreAndWait(page, 'Good');
    await scoreAndWait(page, 'Easy');

    const dialog = await openShare(page);
    const friendButton = dialog
      .getByRole('group', { name: 'Send to a friend' })
      .getByRole('button', { name: former.username });
    await expect(friendButton).toBeVisible();
    // The friendship ends while the dialog is open.
    expect(await friendAction(former, learner, 'remove')).toBeNull();
    await friendButton.click();
    await expect(dialog.getByRole('alert')).toContainText('Could not send');
    await expect(dialog.getByRole('alert')).toContainText('You can only send messages to friends');
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await storedTexts(learner.uid, former.uid)).toEqual([]);
  });
});

/** The times of the insert writes waiting in the page's outbox for `uid`. */
const queuedTimes = (page: Page, uid: string) =>
  page.evaluate(
    (key) =>
      (JSON.parse(window.localStorage.getItem(key) ?? '[]') as { duration_ms?: number }[]).map(
        (entry) => entry.duration_ms,
      ),
    `phrasebook:review-outbox:${uid}`,
  );

/**
 * Time on a card (docs/product.md §4 "Progress"): stored with the review as duration_ms, from
 * the card shown to its score, at most a minute, and kept with a score that waits in the
 * outbox. The page's clock is Playwright's, moved on by hand, so the figures are known.
 */
test('a review keeps the time spent on its card, capped at a minute, across a reload', async ({
  context,
  page,
}) => {
  const learner = await newLearner('spa', 2);
  await signInContext(context, learner);
  await page.clock.install();
  await startReview(page, 'spa', { total: 2, fresh: 2 });

  await page.clock.fastForward(4_000);
  await scoreAndWait(page, 'Good');
  await waitForReviews(learner.uid, 1);

  // The second score cannot reach the server: it waits in the outbox with its time.
  const insert = '**/rest/v1/rpc/insert_user_card_review';
  await page.route(insert, (route) => route.abort('internetdisconnected'));
  await expect(cardCounter(page)).toHaveText('Card 2 of 2');
  // Left on screen for two minutes: only the first counts.
  await page.clock.fastForward('02:00');
  await scoreAndWait(page, 'Good');
  await expect.poll(() => queuedTimes(page, learner.uid)).toEqual([60_000]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saving your reviews…' })).toBeVisible();
  expect(await queuedTimes(page, learner.uid)).toEqual([60_000]);
  await page.unroute(insert);
  await waitForReviews(learner.uid, 2);

  // Read back as the learner, as any of their devices would.
  const { data, error } = await (
    await learnerDb(learner)
  )
    .from('user_card_review')
    .select('duration_ms')
    .eq('lang', 'spa')
    .order('created_at');
  expect(error).toBeNull();
  const [first, second] = (data ?? []).map((row) => row.duration_ms as number);
  // Four seconds moved by hand, and what the page took to draw and answer the click.
  expect(first).toBeGreaterThanOrEqual(4_000);
  expect(first).toBeLessThan(20_000);
  expect(second).toBe(60_000);
});
