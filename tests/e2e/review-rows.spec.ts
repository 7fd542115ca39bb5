import { test, expect } from './fixtures.ts';
import { cardCounter, learnerInSession, reviewStates, scoreAndWait } from './review-helpers.ts';

test.describe('the session reaches every card, and each card its phrase', () => {
  test('the card list jumps to any card, by pointer or keyboard, and shows the scores so far', async ({
    context,
    page,
  }) => {
    await learnerInSession(context, page, 4);
    await page.getByRole('button', { name: 'All cards' }).click();
    const list = page.getByRole('navigation', { name: "Cards of today's review" });
    await expect(list.getByRole('button')).toHaveCount(4);
    await expect(list.getByRole('button', { name: 'Card 1: not reviewed yet' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await list.getByRole('button', { name: 'Card 3: not reviewed yet' }).click();
    await expect(cardCounter(page)).toHaveText('Card 3 of 4');
    await scoreAndWait(page, 'Good');

    // The list stays open as the session moves on, with the score given.
    await expect(list.getByRole('button', { name: 'Card 3: Good' })).toBeVisible();
    // By keyboard: the list is buttons in the page's tab order.
    await list.getByRole('button', { name: 'Card 2: not reviewed yet' }).focus();
    await page.keyboard.press('Enter');
    await expect(cardCounter(page)).toHaveText('Card 2 of 4');
    await page.getByRole('button', { name: 'Hide the card list' }).click();
    await expect(list).toHaveCount(0);
  });

  test("the card links to its phrase's page and offers 'Send to friends'", async ({
    context,
    page,
  }) => {
    const user = await learnerInSession(context, page, 2);
    const [state] = await reviewStates(user.uid);
    const phraseId = state!.manifest[0]!;
    const phrase = (await page.getByTestId('review-phrase').textContent()) ?? '';

    await expect(page.getByRole('link', { name: 'Send to friends' })).toHaveAttribute(
      'href',
      `/friends/share?phrase=${phraseId}`,
    );
    await page.getByRole('link', { name: 'Open the phrase' }).click();
    await expect(page).toHaveURL(new RegExp(`/learn/spa/${phraseId}$`));
    await expect(page.getByRole('heading', { name: phrase, level: 2 })).toBeVisible();
    await page.goBack();
    await expect(cardCounter(page)).toHaveText('Card 1 of 2');
  });
});
