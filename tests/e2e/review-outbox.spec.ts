import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
  cardCounter,
  newLearner,
  learnerInSession,
  outboxLength,
  reviewRows,
  reviewStates,
  scoreAndWait,
  waitForReviews,
} from './review-helpers.ts';

const postReview = '**/rest/v1/rpc/insert_user_card_review';

/** Makes the backend unreachable for review posts until the returned function is called. */
async function cutReviewPosts(page: Page): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.abort('internetdisconnected');
  await page.route(postReview, handler);
  return () => page.unroute(postReview, handler);
}

/** Every manifest card has exactly one review (none lost, none doubled). */
async function expectOneReviewPerCard(uid: string, count: number) {
  const [state] = await reviewStates(uid);
  const reviews = await waitForReviews(uid, count);
  expect(reviews.map((r) => r.phrase_id).sort()).toEqual([...state!.manifest].sort());
  expect(reviews.every((r) => r.day_first_review)).toBe(true);
  return reviews;
}

test.describe('no review lost, none doubled', () => {
  test('three scores while the backend is unreachable reach it once it is back', async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 6);
    await scoreAndWait(page, 'Good');
    await waitForReviews(user.uid, 1);

    const restore = await cutReviewPosts(page);
    await scoreAndWait(page, 'Hard');
    await expect(page.getByText(/^There was an error posting your review: /).first()).toBeVisible();
    for (const label of ['Good', 'Easy']) await scoreAndWait(page, label);
    // Acknowledged at once: the session moved on while nothing reached the server.
    await expect(cardCounter(page)).toHaveText('Card 5 of 6');
    expect(await outboxLength(page, user.uid)).toBe(3);
    expect(await reviewRows(user.uid)).toHaveLength(1);

    await restore();
    const reviews = await waitForReviews(user.uid, 4);
    expect(reviews.map((r) => r.score)).toEqual([3, 2, 3, 4]);
    await expect.poll(() => outboxLength(page, user.uid)).toBe(0);

    for (let card = 5; card <= 6; card++) await scoreAndWait(page, 'Good');
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
    await expectOneReviewPerCard(user.uid, 6);
  });

  test('a post that reached the server but whose answer was lost is not stored twice', async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 2);
    let lost = 0;
    await page.route(postReview, async (route) => {
      if (lost > 0) return route.fallback();
      lost++;
      await route.fetch(); // the server stores the review...
      await route.abort('connectionreset'); // ...and the answer never arrives
    });
    await scoreAndWait(page, 'Good');
    await expect(page.getByText(/^There was an error posting your review: /).first()).toBeVisible();
    await expect.poll(() => outboxLength(page, user.uid), { timeout: 15_000 }).toBe(0);
    await scoreAndWait(page, 'Good');
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
    await expectOneReviewPerCard(user.uid, 2);
  });

  test('the outbox survives a reload and is sent afterwards', async ({ context, page }) => {
    const user = await learnerInSession(context, page, 4);
    const restore = await cutReviewPosts(page);
    await scoreAndWait(page, 'Good');
    await scoreAndWait(page, 'Again');
    expect(await outboxLength(page, user.uid)).toBe(2);

    await page.reload();
    // Still acknowledged after the reload: the session resumes after the unsent scores.
    await expect(cardCounter(page)).toHaveText('Card 3 of 4');
    expect(await outboxLength(page, user.uid)).toBe(2);
    expect(await reviewRows(user.uid)).toHaveLength(0);

    await restore();
    await waitForReviews(user.uid, 2);
    await scoreAndWait(page, 'Good');
    await scoreAndWait(page, 'Good');
    await expect(
      page.getByRole('heading', { name: 'Go over the cards marked Again' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Skip for today' }).click();
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
    const reviews = await expectOneReviewPerCard(user.uid, 4);
    expect(reviews.map((r) => r.score).sort()).toEqual([1, 3, 3, 3]);
  });

  test('the completed screen waits for the outbox and says what is still to be sent', async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 2);
    await scoreAndWait(page, 'Good');
    const restore = await cutReviewPosts(page);
    await scoreAndWait(page, 'Easy');
    await expect(page.getByRole('heading', { name: 'Saving your reviews…' })).toBeVisible();
    await expect(page.getByText('1 review is still waiting to be sent')).toBeVisible();
    // Sending now while the backend is still unreachable keeps the review waiting.
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('1 review is still waiting to be sent')).toBeVisible();
    expect(await reviewRows(user.uid)).toHaveLength(1);
    await restore();
    // The next retry (backoff) sends it; the screen turns complete by itself.
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible({
      timeout: 40_000,
    });
    await expectOneReviewPerCard(user.uid, 2);
  });

  test('unsent reviews wait for their own user: another account signing in never sends them', async ({
    context,
    page,
  }) => {
    const first = await learnerInSession(context, page, 2);
    const restore = await cutReviewPosts(page);
    await scoreAndWait(page, 'Good');
    expect(await outboxLength(page, first.uid)).toBe(1);

    // Another account signs in within this tab (the first user's sender is still loaded).
    const second = await newLearner('spa', 1);
    await page.evaluate(
      async ({ email, password }) => {
        const [client] = [...(window.__phrasebook?.supabase ?? [])] as {
          auth: { signInWithPassword: (c: object) => Promise<{ error: unknown }> };
        }[];
        const { error } = await client!.auth.signInWithPassword({ email, password });
        if (error) throw new Error(String(error));
      },
      { email: second.email, password: second.password },
    );
    await expect(page.getByRole('button', { name: /account menu/i })).toContainText(
      second.username,
    );
    await restore();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(2000);
    expect(await outboxLength(page, first.uid)).toBe(1);
    expect(await reviewRows(first.uid)).toHaveLength(0);
    expect(await reviewRows(second.uid)).toHaveLength(0);
  });

  test('a write the database refuses is shown and not retried for ever', async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 2);
    const refusals: string[] = [];
    await page.route(postReview, async (route) => {
      refusals.push(route.request().url());
      // What PostgREST answers when a review function raises P0002.
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'P0002',
          message: 'This phrase is not a card in your deck',
          details: null,
          hint: null,
        }),
      });
    });
    await scoreAndWait(page, 'Good');
    await expect(
      page.getByText(
        'There was an error posting your review: This phrase is not a card in your deck',
      ),
    ).toBeVisible();
    await expect.poll(() => outboxLength(page, user.uid)).toBe(0);
    await page.waitForTimeout(2500);
    expect(refusals).toHaveLength(1);
    expect(await reviewRows(user.uid)).toHaveLength(0);
  });
});
