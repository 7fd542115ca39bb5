import { test, expect, signInContext } from './fixtures.ts';
import {
  cardCounter,
  learnerInSession,
  newLearner,
  reviewStates,
  scoreAndWait,
  scoreButton,
  startReview,
  waitForReviews,
} from './review-helpers.ts';

test.describe('the daily review session', () => {
  test("a new learner's first session, scored Good throughout, ends complete", async ({
    context,
    page,
  }) => {
    const user = await newLearner('spa', 15);
    await signInContext(context, user);

    await page.goto('/learn/spa/review');
    await expect(
      page.getByRole('heading', { name: 'Review Spanish cards', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to deck' })).toHaveAttribute(
      'href',
      '/learn/spa',
    );
    await expect(page.getByTestId('stat-total')).toHaveText('15');
    await expect(page.getByTestId('stat-scheduled')).toHaveText('0');
    await expect(page.getByTestId('stat-new')).toHaveText('15');
    await expect(page.getByText('New from the library: 15')).toBeVisible();
    await expect(page.getByText('Not enough new cards')).toHaveCount(0);

    await startReview(page, 'spa', { total: 15, fresh: 15 });
    for (let card = 1; card <= 15; card++) {
      await expect(cardCounter(page)).toHaveText(`Card ${card} of 15`);
      await page.getByRole('button', { name: 'Show translation' }).click();
      await expect(page.getByTestId('review-translations')).toBeVisible();
      await expect(scoreButton(page, 'Good')).toContainText('3 d');
      await scoreAndWait(page, 'Good');
      if (card === 1) {
        // Read out when the reader pauses, not as an alert that cuts in (toast-outlet.tsx).
        await expect(page.getByTestId('toasts').getByText(/^got it$/)).toBeVisible();
        await expect(page.getByTestId('toasts')).toHaveAttribute('aria-live', 'polite');
        await expect(page.getByRole('alert').filter({ hasText: /^got it$/ })).toHaveCount(0);
      }
    }
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to deck' }).last()).toHaveAttribute(
      'href',
      '/learn/spa',
    );

    const [state] = await reviewStates(user.uid);
    expect(state!.manifest).toHaveLength(15);
    const reviews = await waitForReviews(user.uid, 15);
    expect(reviews.map((r) => r.phrase_id).sort()).toEqual([...state!.manifest].sort());
    for (const review of reviews) {
      expect(review).toMatchObject({
        score: 3,
        day_first_review: true,
        day_session: state!.day_session,
      });
      expect(review.stability).toBeCloseTo(3.173, 6);
    }

    // The setup screen now shows the completed day.
    await page.goto('/learn/spa/review');
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
    await expect(page.getByTestId('stat-reviewed')).toHaveText('15');
  });

  test('every third card Again: the again pass offered, scored Good, then complete', async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 9);
    for (let card = 1; card <= 9; card++) {
      await expect(cardCounter(page)).toHaveText(`Card ${card} of 9`);
      await scoreAndWait(page, card % 3 === 0 ? 'Again' : 'Good');
    }
    await expect(
      page.getByRole('heading', { name: 'Go over the cards marked Again' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Review cards (3)' }).click();
    for (const card of [3, 6, 9]) {
      await expect(cardCounter(page)).toHaveText(`Card ${card} of 9`);
      // Tested afresh: neither its answer nor its first 'Again' shows before it is answered.
      await expect(page.getByTestId('review-translations')).toHaveCount(0);
      await expect(scoreButton(page, 'Again')).toHaveAttribute('aria-pressed', 'false');
      // Its first score set when it comes back: the buttons promise no interval of their own.
      await expect(
        page.getByText(/^Practice only: this card comes back in \d+ days?, as your first score/),
      ).toBeVisible();
      await expect(scoreButton(page, 'Good')).not.toHaveAccessibleName(/day|month|year/);
      await page.getByRole('button', { name: /^Show translation/ }).click();
      await expect(page.getByTestId('review-translations')).toBeVisible();
      await scoreAndWait(page, 'Good');
    }
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
    // The day found three cards forgotten, though the again pass relearned them all.
    await expect(page.getByTestId('stat-again')).toHaveText('3');
    await expect(page.getByText(/left at Again/)).toHaveCount(0);

    const [state] = await reviewStates(user.uid);
    const reviews = await waitForReviews(user.uid, 9 + 3);
    const firsts = reviews.filter((r) => r.day_first_review);
    expect(firsts.map((r) => r.phrase_id).sort()).toEqual([...state!.manifest].sort());
    const agains = state!.manifest.filter((_, i) => (i + 1) % 3 === 0);
    for (const phraseId of agains) {
      const rows = reviews.filter((r) => r.phrase_id === phraseId);
      expect(rows.map((r) => [r.score, r.day_first_review])).toEqual([
        [1, true],
        [3, false],
      ]);
      // The again pass does not reschedule: the day's first review set the state.
      expect(rows[1]!.stability).toBe(rows[0]!.stability);
    }
  });

  test('Hard, back, Easy updates the same review; the same score again changes nothing', async ({
    context,
    page,
  }) => {
    const user = await newLearner('spa', 3);
    await signInContext(context, user);
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/update_user_card_review')) updates.push(request.url());
    });
    await startReview(page, 'spa', { total: 3, fresh: 3 });
    await scoreButton(page, 'Hard').click();
    // docs/product.md §8: the score's toast.
    await expect(page.getByTestId('toasts').getByText(/^okay$/)).toBeVisible();
    await expect(cardCounter(page)).toHaveText('Card 2 of 3');
    const [hard] = await waitForReviews(user.uid, 1);
    expect(hard!.score).toBe(2);

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(cardCounter(page)).toHaveText('Card 1 of 3');
    await expect(page.getByTestId('review-translations')).toBeVisible();
    await expect(scoreButton(page, 'Hard')).toHaveAttribute('aria-pressed', 'true');
    await scoreButton(page, 'Easy').click();
    await expect(page.getByTestId('toasts').getByText(/^nice$/)).toBeVisible();
    await expect(cardCounter(page)).toHaveText('Card 2 of 3');
    await expect.poll(async () => (await waitForReviews(user.uid, 1))[0]!.score).toBe(4);
    const [easy] = await waitForReviews(user.uid, 1);
    expect(easy!.id).toBe(hard!.id);
    expect(easy!.day_first_review).toBe(true);
    expect(easy!.stability).toBeGreaterThan(hard!.stability);
    expect(updates).toHaveLength(1);

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(scoreButton(page, 'Easy')).toHaveAttribute('aria-pressed', 'true');
    await scoreAndWait(page, 'Easy');
    await expect(cardCounter(page)).toHaveText('Card 2 of 3');
    const [unchanged] = await waitForReviews(user.uid, 1);
    expect(unchanged).toEqual(easy);
    expect(updates).toHaveLength(1);
  });

  test('resume: five cards scored, local storage cleared, reload: it continues at card 6', async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 8);
    for (let card = 1; card <= 5; card++) await scoreAndWait(page, 'Good');
    await waitForReviews(user.uid, 5);

    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await expect(cardCounter(page)).toHaveText('Card 6 of 8');

    // The setup screen offers to continue, with the progress from the server.
    await page.getByRole('link', { name: 'Back to setup' }).click();
    await expect(page.getByText('5 of 8 cards reviewed.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(cardCounter(page)).toHaveText('Card 6 of 8');
  });

  test("the focus is never dropped: on a reveal, on 'Previous' on the first card, on 'Next' on the last", async ({
    context,
    page,
  }) => {
    await learnerInSession(context, page, 2);
    // 'Show translation' goes as it reveals: the session has the focus, where 1 to 4 score.
    await page.getByRole('button', { name: /^Show translation/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('review-translations')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Review session' })).toBeFocused();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(cardCounter(page)).toHaveText('Card 2 of 2');
    // Back on the first card, 'Previous' can go no further but keeps the focus.
    const previous = page.getByRole('button', { name: 'Previous' });
    await previous.click();
    await expect(cardCounter(page)).toHaveText('Card 1 of 2');
    await expect(previous).toBeDisabled();
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cardCounter(page)).toHaveText('Card 1 of 2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Some cards have no score yet' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Review session' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Review skipped cards (2)' })).toBeFocused();
  });

  test('a whole session by keyboard only', async ({ context, page }) => {
    const user = await newLearner('spa', 3);
    await signInContext(context, user);
    await page.goto('/learn/spa/review');
    const start = page.getByRole('button', { name: "Start today's review" });
    await expect(start).toBeVisible();
    for (
      let tab = 0;
      tab < 30 && !(await start.evaluate((el) => el === document.activeElement));
      tab++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(cardCounter(page)).toHaveText('Card 1 of 3');

    const region = page.getByRole('region', { name: 'Review session' });
    await page.keyboard.press('Space');
    await expect(page.getByTestId('review-translations')).toBeVisible();
    await page.keyboard.press('3');
    await expect(cardCounter(page)).toHaveText('Card 2 of 3');
    // Focus follows the session to the new card.
    await expect(region).toBeFocused();
    await expect(page.getByTestId('review-translations')).toHaveCount(0);
    await page.keyboard.press('Space');
    await page.keyboard.press('1');
    await expect(cardCounter(page)).toHaveText('Card 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(cardCounter(page)).toHaveText('Card 2 of 3');
    await expect(scoreButton(page, 'Again')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('2');
    await expect(cardCounter(page)).toHaveText('Card 3 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: 'Some cards have no score yet' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Review skipped cards (1)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cardCounter(page)).toHaveText('Card 3 of 3');
    await page.keyboard.press('Space');
    await page.keyboard.press('4');
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();

    const [state] = await reviewStates(user.uid);
    const reviews = await waitForReviews(user.uid, 3);
    const scoreOf = (phraseId: string) => reviews.find((r) => r.phrase_id === phraseId)?.score;
    expect(state!.manifest.map(scoreOf)).toEqual([3, 2, 4]);
  });
});
