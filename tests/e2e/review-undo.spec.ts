import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import {
  cardCounter,
  learnerInSession,
  scoreAndWait,
  scoreButton,
  waitForReviews,
} from './review-helpers.ts';
import { secondPerson } from './friends-helpers.ts';

const undoButton = (page: Page) => page.getByRole('button', { name: /^Undo/ });

test.describe('undo', () => {
  test('after the session moved on, after the last card, and after a reload', async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 3);
    await expect(undoButton(page)).toHaveCount(0);
    await scoreAndWait(page, 'Good');
    await waitForReviews(user.uid, 1);
    const scoreToast = page.getByTestId('toasts').getByText(/^got it$/);
    await expect(scoreToast).toBeVisible();
    // Card 2 shows: the score undo takes back is card 1's, and says so.
    await expect(page.getByText('Last score: Good, on card 1')).toBeVisible();
    await undoButton(page).click();
    await expect(cardCounter(page)).toHaveText('Card 1 of 3');
    await expect(scoreButton(page, 'Good')).toHaveAttribute('aria-pressed', 'false');
    // The score's toast goes with the score.
    await expect(scoreToast).toHaveCount(0, { timeout: 1_000 });
    await waitForReviews(user.uid, 0);

    await scoreAndWait(page, 'Hard');
    await scoreAndWait(page, 'Good');
    await scoreAndWait(page, 'Easy');
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
    await waitForReviews(user.uid, 3);
    // The finished screen offers it too, and so does the keyboard.
    await expect(undoButton(page)).toBeVisible();
    await page.keyboard.press('Control+z');
    await expect(cardCounter(page)).toHaveText('Card 3 of 3');
    await waitForReviews(user.uid, 2);

    await page.reload();
    await expect(cardCounter(page)).toHaveText('Card 3 of 3');
    await expect(page.getByText('Last score: Good')).toBeVisible();
    await undoButton(page).click();
    await expect(cardCounter(page)).toHaveText('Card 2 of 3');
    const left = await waitForReviews(user.uid, 1);
    expect(left.map((r) => r.score)).toEqual([2]);
  });

  test("another browser takes back the day's scores, newest first", async ({
    baseURL,
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 3);
    await scoreAndWait(page, 'Good');
    await scoreAndWait(page, 'Hard');
    await scoreAndWait(page, 'Easy');
    await expect(page.getByRole('heading', { name: "Today's review is complete" })).toBeVisible();
    await waitForReviews(user.uid, 3);

    const laptop = await secondPerson(baseURL!, { user });
    try {
      await laptop.page.goto('/learn/spa/review');
      await expect(
        laptop.page.getByRole('heading', { name: "Today's review is complete" }),
      ).toBeVisible();
      await expect(laptop.page.getByText('Last score: Easy')).toBeVisible();
      await undoButton(laptop.page).click();
      await expect(cardCounter(laptop.page)).toHaveText('Card 3 of 3');
      await waitForReviews(user.uid, 2);
      await expect(laptop.page.getByText('Last score: Hard, on card 2')).toBeVisible();
      await undoButton(laptop.page).click();
      await expect(cardCounter(laptop.page)).toHaveText('Card 2 of 3');
      const left = await waitForReviews(user.uid, 1);
      expect(left.map((r) => r.score)).toEqual([3]);
      await scoreAndWait(laptop.page, 'Good');
      await waitForReviews(user.uid, 2);
    } finally {
      await laptop.close();
    }
  });
});
