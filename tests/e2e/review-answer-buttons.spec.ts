import { test, expect, signInContext } from './fixtures.ts';
import {
  cardCounter,
  newLearner,
  scoreButton,
  startReview,
  waitForReviews,
} from './review-helpers.ts';

test.describe('two answer buttons', () => {
  test('chosen on the profile, the session offers Again and Good, by pointer and by keys', async ({
    context,
    page,
  }) => {
    const user = await newLearner('spa', 3);
    await signInContext(context, user);
    await page.goto('/profile');
    const buttons = page.getByRole('group', { name: 'Answer buttons' });
    await buttons.getByRole('button', { name: 'Two: Again, Good' }).click();
    await expect(buttons.getByRole('button', { name: 'Two: Again, Good' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Your answer buttons are saved')).toBeVisible();
    // Saving held the choice still, but the focus stayed on it.
    await expect(buttons.getByRole('button', { name: 'Two: Again, Good' })).toBeFocused();

    await startReview(page, 'spa', { total: 3, fresh: 3 });
    const group = page.getByRole('group', { name: 'Score this card' });
    await expect(group.getByRole('button')).toHaveCount(2);
    await expect(scoreButton(page, 'Hard')).toHaveCount(0);
    // Both show when the card comes back.
    await expect(scoreButton(page, 'Again')).toContainText('1 d');
    await expect(scoreButton(page, 'Good')).toContainText('3 d');
    // Said in words: 'Again 1 day', not 'Again 1 d'.
    await expect(scoreButton(page, 'Again')).toHaveAccessibleName('Again 1 day');

    await scoreButton(page, 'Good').click();
    await expect(cardCounter(page)).toHaveText('Card 2 of 3');
    // 2 and 3 are not answers here; Space shows the translation, then Enter scores Good.
    await page.keyboard.press('2');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('review-translations')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(cardCounter(page)).toHaveText('Card 3 of 3');
    await page.keyboard.press('1');
    await expect(
      page.getByRole('heading', { name: 'Go over the cards marked Again' }),
    ).toBeVisible();

    const reviews = await waitForReviews(user.uid, 3);
    expect(reviews.map((r) => r.score)).toEqual([3, 3, 1]);
  });

  test('a deck may choose four buttons where the profile chose two', async ({ context, page }) => {
    const user = await newLearner('spa', 2);
    await signInContext(context, user);
    await page.goto('/profile');
    await page
      .getByRole('group', { name: 'Answer buttons' })
      .getByRole('button', { name: 'Two: Again, Good' })
      .click();
    await expect(page.getByText('Your answer buttons are saved')).toBeVisible();

    await page.goto('/learn/spa/deck-settings');
    const deckButtons = page.getByRole('radiogroup', { name: 'Answer buttons' });
    await expect(deckButtons.getByText('As in my profile (Two)')).toBeVisible();
    await deckButtons.getByText('Four', { exact: true }).click();
    await expect(page.getByText('Answer buttons saved for this deck')).toBeVisible();

    await startReview(page, 'spa', { total: 2, fresh: 2 });
    await expect(
      page.getByRole('group', { name: 'Score this card' }).getByRole('button'),
    ).toHaveCount(4);
  });
});
