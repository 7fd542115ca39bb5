import { test, expect, signInContext } from './fixtures.ts';
import {
  cardCounter,
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
});
